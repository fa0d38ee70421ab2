import type { Client, ClientProfile } from '@stickers62/core/contract';
import { digitsOf, profileContactErrors } from '@stickers62/core/rules';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { blankToNull } from '../http/blank-to-null.js';

async function userRow(db: Queryable, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`Signed-in user ${userId} has no row`);
  return row;
}

/** `GET /api/web/client`: the name the header shows, the receipt e-mail and whether VK reaches the client. */
export async function readClient(db: Queryable, userId: number): Promise<Client> {
  const row = await userRow(db, userId);
  return { name: row.name ?? row.username, receiptEmail: row.receiptEmail, vk: Boolean(row.vkUserId || row.vkLink) };
}

export async function readProfile(db: Queryable, userId: number): Promise<ClientProfile> {
  const row = await userRow(db, userId);
  return {
    receiptEmail: row.receiptEmail,
    receiptFio: row.receiptFio,
    address: row.address,
    postIndex: row.postIndex,
    cdekPvzCode: row.cdekPvzCode,
    phoneNumber: row.phoneNumber,
    vkLink: row.vkLink,
  };
}

/** Saves the profile form: blank fields become `null`, the phone is kept as digits only. */
export async function saveProfile(db: Queryable, userId: number, body: ClientProfile): Promise<ClientProfile> {
  const problems = profileContactErrors(body);
  const problem = problems.receiptEmail ?? problems.phoneNumber ?? problems.vkLink;
  if (problem) throw badRequest(problem);
  const profile = {
    receiptEmail: blankToNull(body.receiptEmail),
    receiptFio: blankToNull(body.receiptFio),
    address: blankToNull(body.address),
    postIndex: blankToNull(body.postIndex),
    cdekPvzCode: blankToNull(body.cdekPvzCode),
    phoneNumber: blankToNull(digitsOf(body.phoneNumber ?? '')),
    vkLink: blankToNull(body.vkLink),
  };
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return profile;
}
