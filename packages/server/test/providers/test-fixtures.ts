import { randomUUID } from 'node:crypto';
import { orderStatuses } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startSession } from '../../src/auth/sessions.js';
import { orders, users } from '../../src/db/schema.js';

export interface TestCustomer {
  id: number;
  token: string;
  authorization: { authorization: string };
}

/** A signed-in customer, straight in the database (the auth routes have their own tests). */
export async function createCustomer(app: FastifyInstance, name = 'Покупатель'): Promise<TestCustomer> {
  const [user] = await app.db
    .insert(users)
    .values({ username: `buyer-${randomUUID().slice(0, 8)}`, name, role: 'customer', receiptEmail: 'buyer@example.ru' })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const session = await startSession(app.db, user.id, app.sessionSecret);
  return { id: user.id, token: session.accessToken, authorization: { authorization: `Bearer ${session.accessToken}` } };
}

/** An order as a manager left it: by default checked and ready to print, so it can be paid. */
export async function createOrder(
  app: FastifyInstance,
  ownerId: number,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<typeof orders.$inferSelect> {
  const [order] = await app.db
    .insert(orders)
    .values({
      id: randomUUID(),
      ownerId,
      status: orderStatuses.readyToPrint,
      cost: 1490.5,
      manager: 'Мария',
      deliveryType: 'CDEK',
      clientName: 'Иван Петров',
      phoneNumber: '79991234567',
      deliveryAddress: 'Рязань, ул. Есенина, 13',
      ...values,
    })
    .returning();
  if (!order) throw new Error('order not created');
  return order;
}

export async function readOrder(app: FastifyInstance, id: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
  return order;
}
