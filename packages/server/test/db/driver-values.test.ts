import { getTableColumns, is, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  PgTable,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import * as schema from '../../src/db/schema.js';
import { openTestDatabase } from '../test-support/database.js';

/**
 * The two engines differ below SQL in their drivers: PGlite's and postgres.js turn a column's
 * text into JavaScript values each their own way. This file runs on both (CI's PGlite run keeps
 * the database layer's files, scripts/server-test-engines.mjs, decision 0236), writes edge values
 * of every kind of column the schema has through Drizzle and reads them back: the same
 * expectations on both engines prove the two drivers give the routes the same values.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One column of each kind, declared as schema.ts declares it. */
const probe = pgTable('driver_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  count: integer('count').notNull(),
  key: uuid('key').notNull(),
  moment: timestamp('moment', { withTimezone: true, mode: 'date' }).notNull(),
  money: numeric('money', { precision: 15, scale: 2, mode: 'number' }).notNull(),
  picture: bytea('picture').notNull(),
  ratio: doublePrecision('ratio').notNull(),
  flag: boolean('flag').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  details: jsonb('details').notNull(),
  fittings: text('fittings').array().notNull(),
  day: date('day', { mode: 'string' }).notNull(),
});

const kindOf = (column: { columnType: string; getSQLType(): string }) => `${column.columnType} ${column.getSQLType()}`;

const rows = [
  {
    name: `it's "Ё" 🦄 \\ ${'я'.repeat(500)}`,
    count: -2_147_483_648,
    key: '00000000-0000-4000-8000-00000000000a',
    moment: new Date('2026-02-28T23:59:59.999Z'),
    money: 1_234_567_890_123.45,
    picture: new Uint8Array([0, 1, 127, 128, 255]),
    ratio: 0.1 + 0.2,
    flag: true,
    size: Number.MAX_SAFE_INTEGER,
    details: { ключ: ['значение', 1.5, null, true], nested: { empty: {} } },
    fittings: ['карабин', 'цепочка, "с кавычками"', ''],
    day: '2026-02-28',
  },
  {
    name: '',
    count: 0,
    key: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
    moment: new Date('1970-01-01T00:00:00.000Z'),
    money: 0.1,
    picture: new Uint8Array([]),
    ratio: -1.5e-7,
    flag: false,
    size: 0,
    details: [],
    fittings: [],
    day: '1999-12-31',
  },
];

describe('the database drivers', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`create table driver_probe (
      id serial primary key, name text not null, count integer not null, key uuid not null,
      moment timestamp with time zone not null, money numeric(15, 2) not null, picture bytea not null,
      ratio double precision not null, flag boolean not null, size bigint not null, details jsonb not null,
      fittings text[] not null, day date not null)`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('cover every kind of column the schema declares', () => {
    const declared = new Set<string>();
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) declared.add(kindOf(column));
    }
    const probed = new Set(Object.values(getTableColumns(probe)).map(kindOf));
    expect([...declared].filter((kind) => !probed.has(kind)).sort()).toEqual([]);
  });

  it(`read back what was written, value for value, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, async () => {
    await handle.db.insert(probe).values(rows);
    const read = await handle.db.select().from(probe).orderBy(probe.id);
    expect(read.map(({ id: _id, picture, ...rest }) => ({ ...rest, picture: [...picture] }))).toEqual(
      rows.map(({ picture, ...rest }) => ({ ...rest, picture: [...picture] })),
    );
    // Each value as the JavaScript type the routes expect, not only equal when compared loosely.
    expect(read[0]?.moment).toBeInstanceOf(Date);
    expect(typeof read[0]?.money).toBe('number');
    expect(typeof read[0]?.size).toBe('number');
    expect(typeof read[0]?.day).toBe('string');
  });
});
