import type { ParsedOrderViewFilters } from '@stickers62/core/contract';
import { staffRoles } from '@stickers62/core/rules';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { queryPlannedEachTime } from '../db/prepared.js';
import { type OrderViewPage, orderViewsJsonQuery, orderViewTotalsJsonQuery } from './order-views.js';

/**
 * The manager's list and its totals, each ONE statement that checks the session and the staff
 * role and builds the answer as JSON text (PostgreSQL and PGlite run the same text): one round
 * trip instead of the guard's read and then the query. The SQL is still built from order-views.ts
 * (one home for the filters), every value a parameter. Planned for its values each time, not
 * prepared: the best plan depends on the filters' values, and the generic plan a prepared
 * statement falls back to was up to 3× slower (docs/decisions/0047-managers-list-one-statement.md).
 */

/** What a statement found: the answer's JSON text, or which check stopped it. */
export type StaffReadOutcome = { json: string } | { refused: 'unauthenticated' | 'forbidden' };

/**
 * `answer` for a live session of a staff member: no row when the session is gone (401, as
 * `authenticate` in auth/guards.ts decides it), `body` null for any other role (403).
 */
async function readAsStaff(db: Database, claims: AccessClaims, answer: SQLWrapper): Promise<StaffReadOutcome> {
  const statement: SQL = sql`with caller as (
    select u.role from users u
    join refresh_tokens r on r.user_id = u.id
    where u.id = ${claims.sub} and r.family = ${claims.fam}::uuid and r.revoked_at is null
    limit 1)
  select case when caller.role in (${sql.join(
    staffRoles.map((role) => sql.raw(`'${role}'`)),
    sql`, `,
  )}) then (${answer}) end as body from caller`;
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);
  const [row] = await queryPlannedEachTime<{ body: string | null }>(db, text, params as (string | number | boolean)[]);
  if (!row) return { refused: 'unauthenticated' };
  if (row.body === null) return { refused: 'forbidden' };
  return { json: row.body };
}

export const readOrderViewsJson = (
  db: Database,
  claims: AccessClaims,
  filters: ParsedOrderViewFilters,
  page: OrderViewPage = {},
) => readAsStaff(db, claims, orderViewsJsonQuery(db, filters, page));

export const readOrderViewTotalsJson = (
  db: Database,
  claims: AccessClaims,
  filters: ParsedOrderViewFilters,
  now: Date = new Date(),
) => readAsStaff(db, claims, orderViewTotalsJsonQuery(db, filters, now));
