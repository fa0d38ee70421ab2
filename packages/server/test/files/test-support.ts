import { orderStatuses } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startSession } from '../../src/auth/sessions.js';
import { acrylItems, orders, stickerItems, users } from '../../src/db/schema.js';

/** A customer with a session and one cart holding a sticker item and an acryl item. */
export interface Customer {
  userId: number;
  token: string;
  orderId: string;
  headers: { authorization: string };
}

let counter = 0;

/** Creates a customer straight in the database (the files tests do not depend on the sign-in routes). */
export async function createCustomer(
  app: FastifyInstance,
  role: 'customer' | 'manager' = 'customer',
): Promise<Customer> {
  counter += 1;
  const [user] = await app.db
    .insert(users)
    .values({ username: `files-${role}-${counter}-${crypto.randomUUID().slice(0, 8)}`, name: 'Тест', role })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const session = await startSession(app.db, user.id, app.sessionSecret);
  const orderId = crypto.randomUUID();
  await app.db.insert(orders).values({ id: orderId, ownerId: user.id, status: orderStatuses.created });
  await app.db.insert(stickerItems).values({ orderId, ownerId: user.id, name: 'Котики' });
  await app.db.insert(acrylItems).values({ orderId, ownerId: user.id, name: 'Брелок' });
  return {
    userId: user.id,
    token: session.accessToken,
    orderId,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

export async function setOrderStatus(app: FastifyInstance, orderId: string, status: string): Promise<void> {
  await app.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}
