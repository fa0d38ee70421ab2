import { moscowToday } from '@stickers62/core/rules';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { documentCounters } from '../db/schema.js';

/** The document sequences numbered per year: invoices, and each kind of closing document apart. */
export type DocumentSequence = 'invoice' | 'upd' | 'torg12' | 'act';

/**
 * The next number of a sequence in a year, taken inside the caller's transaction. The upsert
 * holds the counter row's lock until that transaction ends, so issuers on every instance take
 * numbers one after another; a transaction that rolls back gives its number back, so the
 * numbers have no gaps (a sequence object would keep them).
 */
export async function nextDocumentNumber(tx: Queryable, sequence: DocumentSequence, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ sequence, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.sequence, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error(`No number was taken for ${sequence} ${year}`);
  return row.last;
}

/** The shop's calendar date of a moment (core's one Moscow-day rule): an invoice's date and its year. */
export function shopDate(at: Date): { iso: string; year: number } {
  const iso = moscowToday(at);
  return { iso, year: Number(iso.slice(0, 4)) };
}
