import { type Company, type CompanyFields, companyRequest, normalizedCompany } from '@stickers62/core/contract';
import { companyTexts } from '@stickers62/core/texts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { companies } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';

/** Companies one customer may keep: more is a typing robot, not a buyer. */
export const companiesPerCustomer = 20;

const columns = {
  id: companies.id,
  kind: companies.kind,
  inn: companies.inn,
  kpp: companies.kpp,
  ogrn: companies.ogrn,
  name: companies.name,
  address: companies.address,
  accountantEmail: companies.accountantEmail,
};

/** Core's rules of the company's numbers and names, with the first problem's Russian message. */
function checkedCompany(body: CompanyFields): CompanyFields {
  const parsed = companyRequest.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? companyTexts.innRequired);
  return normalizedCompany(parsed.data);
}

export function listCompanies(db: Queryable, ownerId: number): Promise<Company[]> {
  return db.select(columns).from(companies).where(eq(companies.ownerId, ownerId)).orderBy(asc(companies.id));
}

/** The owner's company, or 404 (another customer's company is answered as if it did not exist). */
export async function ownCompany(db: Queryable, ownerId: number, companyId: number): Promise<Company> {
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.ownerId, ownerId)));
  if (!row) throw notFound(companyTexts.notFound);
  return row;
}

export async function createCompany(db: Queryable, ownerId: number, body: CompanyFields): Promise<Company> {
  const company = checkedCompany(body);
  const [existing] = await db.select({ total: count() }).from(companies).where(eq(companies.ownerId, ownerId));
  if ((existing?.total ?? 0) >= companiesPerCustomer) throw badRequest(companyTexts.limitReached);
  const [row] = await db
    .insert(companies)
    .values({ ...company, ownerId })
    .returning(columns);
  if (!row) throw new Error('The company insert returned no row');
  return row;
}

export async function updateCompany(
  db: Queryable,
  ownerId: number,
  companyId: number,
  body: CompanyFields,
): Promise<Company> {
  const company = checkedCompany(body);
  const [row] = await db
    .update(companies)
    .set({ ...company, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), eq(companies.ownerId, ownerId)))
    .returning(columns);
  if (!row) throw notFound(companyTexts.notFound);
  return row;
}

/** Removes the company; invoices made out to it keep their copy of its details. */
export async function deleteCompany(db: Queryable, ownerId: number, companyId: number): Promise<void> {
  const removed = await db
    .delete(companies)
    .where(and(eq(companies.id, companyId), eq(companies.ownerId, ownerId)))
    .returning({ id: companies.id });
  if (removed.length === 0) throw notFound(companyTexts.notFound);
}
