import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase } from '../test-support/database.js';
import { type ChangeLog, startChangeLog } from './change-log.js';

/** The log the fuzz and typed-text tests read to prove a refused request wrote nothing. */
let database: DatabaseHandle;
let changeLog: ChangeLog;

beforeAll(async () => {
  database = await openTestDatabase();
  changeLog = await startChangeLog(database.db);
});
afterAll(() => database.close());

const run = (statement: string) => database.db.execute(sql.raw(statement));

describe('the change log', () => {
  it('names each table an insert, an update, a delete or a truncate changed', async () => {
    const mark = await changeLog.mark();
    await run(`insert into film_types (name, enabled, sort_order) values ('Тестовая плёнка', true, 99)`);
    // A change of a reference list also bumps its revision (drizzle/0008): both are named.
    expect(await changeLog.tablesChangedSince(mark)).toEqual(['film_types', 'reference_revision']);

    const afterInsert = await changeLog.mark();
    await run(`update film_types set sort_order = 100 where name = 'Тестовая плёнка'`);
    await run(`delete from film_types where name = 'Тестовая плёнка'`);
    expect(await changeLog.tablesChangedSince(afterInsert)).toEqual(['film_types', 'reference_revision']);

    const beforeTruncate = await changeLog.mark();
    await run('truncate attempt_windows, outbox');
    expect(await changeLog.tablesChangedSince(beforeTruncate)).toEqual(['outbox']);
  });

  it('ignores an update that leaves the row as it was, and a change rolled back', async () => {
    const mark = await changeLog.mark();
    await run('update users set username = username');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`update users set username = username || '-renamed'`));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await changeLog.tablesChangedSince(mark)).toEqual([]);
  });

  it('leaves out the sign-in attempt counters, which count refused requests by design', async () => {
    const mark = await changeLog.mark();
    await run('truncate attempt_windows');
    expect(await changeLog.tablesChangedSince(mark)).toEqual([]);
  });
});
