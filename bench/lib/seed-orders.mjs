// Bulk orders for the manager's list benches (admin-list, manager-list): migrations and rows
// through the server's own database layer, in SQL over generate_series, before the server
// starts (PGlite is one process's database). 500 customers; the orders vary statuses, flags,
// dates over a year and item mixes so every filter has work to do.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.mjs';

export const orderStatuses = [
  'Создан',
  'Ожидает загрузки макетов',
  'Ожидает проверки макетов менеджером',
  'Готов к печати',
  'Частично в работе',
  'В работе',
  'Готов к отправке',
  'Отправлен',
  'Отменен',
];

/** The order columns both benches fill alike: SQL over the series index `i`. */
const commonOrderColumns = {
  id: 'gen_random_uuid()',
  owner_id: `(select min(id) from users where username like 'bench-client-%') + (i % 500)`,
  status: `(array[${orderStatuses.map((status) => `'${status}'`).join(',')}])[1 + i % ${orderStatuses.length}]`,
  is_cart: 'false',
  inserted_by: `case when i % 5 = 0 then 'manager-' || (i % 3) end`,
  comment: `case when i % 4 = 0 then 'Комментарий к заказу ' || i end`,
  created_at: `now() - (i % 365) * interval '1 day'`,
  checked_out_at: `now() - (i % 365) * interval '1 day'`,
  confirmed_at: `case when i % 3 <> 0 then now() - (i % 300) * interval '1 day' end`,
  is_fixed_date: 'i % 11 = 0',
  is_urgent: 'i % 7 = 0',
  payed: 'i % 3 = 0',
  priority: 'i % 13',
  cost: '1000 + (i % 50) * 100',
  stickers_cost: '800 + (i % 50) * 80',
  acryl_cost: 'case when i % 4 in (1, 2) then 300 else 0 end',
  delivery_cost: '200',
};

/**
 * Seeds `orderCount` orders with their items into the PGlite of `dataDir` or the PostgreSQL of
 * `databaseUrl`. `orderColumns` adds or replaces order columns (column → SQL over `i`).
 * Returns `{seconds}` the seeding took.
 */
export async function seedOrders({ dataDir, databaseUrl, orderCount, orderColumns = {} }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { openDatabase } = await import(pathToFileURL(join(repoRoot, 'packages/server/src/db/client.ts')).href);
  // drizzle-orm is the server's dependency: resolve it from there.
  const serverRequire = createRequire(join(repoRoot, 'packages/server/package.json'));
  const { sql } = await import(pathToFileURL(serverRequire.resolve('drizzle-orm')).href);
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  const started = performance.now();
  const columns = Object.entries({ ...commonOrderColumns, ...orderColumns });
  await handle.db.execute(
    sql.raw(`insert into users (username, name, role, is_temporary)
      select 'bench-client-' || i, 'Клиент ' || i, 'customer', false from generate_series(1, 500) as i`),
  );
  await handle.db.execute(
    sql.raw(`insert into orders (${columns.map(([column]) => column).join(', ')})
      select ${columns.map(([, expression]) => expression).join(',\n        ')}
      from generate_series(1, ${orderCount}) as i`),
  );
  // Items: three orders in four have stickers, one in two has acrylic (so all five items types occur).
  await handle.db.execute(
    sql.raw(`insert into sticker_items (order_id, owner_id, name, count, width, height, is_color_proof, cost, film_type)
      select o.id, o.owner_id, 'Стикер ' || n, 20, 100, 100, o.number % 6 = 0, 800, 'Белая глянцевая'
      from orders o cross join generate_series(1, 2) as n
      where o.number % 4 <> 1 and (n = 1 or o.number % 3 = 0)`),
  );
  await handle.db.execute(
    sql.raw(`insert into acryl_items (order_id, owner_id, name, count, width, height, cost, acryl_type)
      select o.id, o.owner_id, 'Брелок 1', 10, 50, 40, 300, 'Брелок'
      from orders o where o.number % 4 in (1, 2)`),
  );
  await handle.db.execute(sql.raw('analyze'));
  const seconds = (performance.now() - started) / 1000;
  await handle.close();
  return { seconds: Math.round(seconds * 10) / 10 };
}
