import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import { isoMomentSql, rublesSql } from './wire-formats.js';

/**
 * What the column maps (items/columns.ts, orders/columns.ts, admin/order-view-columns.ts) derive
 * from a Drizzle column, so that one entry per wire field is enough: how a statement that builds
 * its answer as JSON in the database writes the column (as Drizzle's row mapping would hand it
 * to `JSON.stringify`), and the schema that JSON is parsed by when the server reads it back.
 */

/** The column's value in SQL JSON, as the Node mapping writes it: money as rubles, moments as ISO text. */
export function columnJsonSql(column: AnyPgColumn, alias: string): string {
  const name = `${alias}.${column.name}`;
  if (column.columnType === 'PgNumericNumber' || column.columnType === 'PgNumeric') return rublesSql(name);
  if (column.columnType === 'PgTimestamp') return isoMomentSql(name);
  return name;
}

/** The zod schema of the column's value as `columnJsonSql` writes it in JSON. */
export function columnJsonSchema(column: AnyPgColumn): z.ZodMiniType {
  const schema = valueSchema(column);
  return column.notNull ? schema : z.nullable(schema);
}

function valueSchema(column: AnyPgColumn): z.ZodMiniType {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSerial':
      return z.int();
    case 'PgNumericNumber':
    case 'PgDoublePrecision':
    case 'PgBigInt53':
      return z.number();
    case 'PgText':
    case 'PgUUID':
    case 'PgDateString':
    case 'PgTimestamp':
      return z.string();
    case 'PgBoolean':
      return z.boolean();
    case 'PgArray':
      if ((column as unknown as { baseColumn: AnyPgColumn }).baseColumn.columnType === 'PgText')
        return z.array(z.string());
      break;
    default:
      break;
  }
  throw new Error(`No JSON schema for ${column.name} (${column.columnType})`);
}
