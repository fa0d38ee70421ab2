import {
  type AcrylPieceGroup,
  type CutContourItem,
  contourCuttingTypes,
  cutContourListLimit,
  type ParsedOrderViewFilters,
  type PrintFormat,
  type ProductionTotals,
  printFormats,
  type StickerSheetGroup,
} from '@stickers62/core/contract';
import { paperFormatSizes, roundToKopecks } from '@stickers62/core/pricing';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { filteredOrderIds } from './order-views.js';

/**
 * `printFormatForSize` (core/pricing/paper-formats.ts) as a SQL expression over two columns, built
 * from the same format table: an exact format in either orientation, else the smallest format
 * whose area is at least the size's area; null for a size that is not positive (NaN included,
 * which PostgreSQL orders above every number) or larger than A3. The grouping runs in the
 * database, so the rule has to be there; a test holds both to the same answers.
 *
 * The constants are inlined, not bound: they come from code, and an expression with parameters
 * could not be matched by GROUP BY.
 */
export function printFormatSql(width: SQL, height: SQL): SQL<PrintFormat | null> {
  const number = (value: number) => sql.raw(String(value));
  const exact = printFormats.map((format) => {
    const size = paperFormatSizes[format];
    const [long, short] = [number(size.height), number(size.width)];
    return sql`when (${width} = ${short} and ${height} = ${long}) or (${width} = ${long} and ${height} = ${short}) then ${sql.raw(`'${format}'`)}`;
  });
  const byArea = printFormats.map((format) => {
    const size = paperFormatSizes[format];
    return sql`when ${width} * ${height} <= ${number(size.width * size.height)} then ${sql.raw(`'${format}'`)}`;
  });
  return sql<PrintFormat | null>`case
    when not (${width} > 0 and ${height} > 0) or ${width} = 'NaN' or ${height} = 'NaN' then null
    ${sql.join(exact, sql` `)} ${sql.join(byArea, sql` `)} else null end`;
}

/** A raw row of the totals query: a group, or a kind's total (`is_total`), or the order count. */
interface TotalsRow {
  kind: 'sticker' | 'acryl' | 'orders';
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  items: number | string;
  amount: number | string;
  color_proofs: number | string;
  cost: number | string;
  is_total: boolean;
  /** Sticker groups: their items by cut contour status (see `contourColumns`). */
  contours_ready: number | string;
  contours_attention: number | string;
  contours_vector: number | string;
  contours_pending: number | string;
  contours_none: number | string;
}

/** Rows of a raw query: PGlite answers `{rows}`, postgres.js an array. */
function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/**
 * One statement over the filtered orders (materialised once): sticker items grouped by format ×
 * film × lamination × cutting, acrylic items by type × material × print type, each with its
 * total as a grouping set of its own, and the number of orders. Most sheets (pieces) first.
 */
function productionTotalsQuery(db: Queryable, filters: ParsedOrderViewFilters): SQL {
  const format = printFormatSql(sql.raw('s.width'), sql.raw('s.height'));
  return sql`
    with filtered as materialized (${filteredOrderIds(db, filters)}),
    sticker_rows as (
      select ${format} as format, s.film_type, s.lamination_type, s.cutting_type, s.count, s.is_color_proof, s.cost,
        s.preflight->'contour'->>'status' as contour_status
      from sticker_items s where s.order_id in (select id from filtered)
    ),
    acryl_rows as (
      select a.acryl_type, a.material_type, a.print_type, a.count, a.is_color_proof, a.cost
      from acryl_items a where a.order_id in (select id from filtered)
    )
    select 'sticker' as kind, format as a, film_type as b, lamination_type as c, cutting_type as d,
      count(*)::int as items, coalesce(sum(count), 0)::float8 as amount,
      (count(*) filter (where is_color_proof))::int as color_proofs, coalesce(sum(cost), 0)::text as cost,
      grouping(format) = 1 as is_total,
      (count(*) filter (where contour_status = 'ready'))::int as contours_ready,
      (count(*) filter (where contour_status = 'needs-attention'))::int as contours_attention,
      (count(*) filter (where contour_status = 'vector'))::int as contours_vector,
      (count(*) filter (where contour_status = 'pending'))::int as contours_pending,
      (count(*) filter (where contour_status is null))::int as contours_none
    from sticker_rows
    group by grouping sets ((format, film_type, lamination_type, cutting_type), ())
    union all
    select 'acryl', acryl_type, material_type, print_type, null,
      count(*)::int, coalesce(sum(count), 0)::float8,
      (count(*) filter (where is_color_proof))::int, coalesce(sum(cost), 0)::text,
      grouping(acryl_type) = 1, 0, 0, 0, 0, 0
    from acryl_rows
    group by grouping sets ((acryl_type, material_type, print_type), ())
    union all
    select 'orders', null, null, null, null, count(*)::int, 0, 0, '0', true, 0, 0, 0, 0, 0 from filtered
    order by kind, is_total, amount desc, a, b, c, d`;
}

const counted = (value: number | string) => Number(value);

/** Whether a group is cut along its shape: only then do its items get a cut contour. */
const isShapeCut = (cuttingType: string | null) =>
  (contourCuttingTypes as readonly (string | null)[]).includes(cuttingType);

function contoursOf(row: TotalsRow): NonNullable<StickerSheetGroup['contours']> {
  return {
    ready: counted(row.contours_ready),
    needsAttention: counted(row.contours_attention),
    vector: counted(row.contours_vector),
    pending: counted(row.contours_pending),
    none: counted(row.contours_none),
  };
}
const money = (value: number | string) => roundToKopecks(Number(value));

/**
 * The filtered orders' sticker items whose cut contour is traced (a path to download), lowest
 * order numbers first, at most `cutContourListLimit`.
 */
function cutContoursQuery(db: Queryable, filters: ParsedOrderViewFilters): SQL {
  return sql`
    select o.id as order_id, o.number as order_number, s.name as item_name,
      s.preflight->'contour'->>'status' as status
    from sticker_items s join orders o on o.id = s.order_id
    where s.order_id in (${filteredOrderIds(db, filters)})
      and s.preflight->'contour'->>'status' in ('ready', 'needs-attention')
      and coalesce(s.preflight->'contour'->>'pathMm', '') <> ''
    order by o.number, s.id
    limit ${sql.raw(String(cutContourListLimit))}`;
}

interface CutContourRow {
  order_id: string;
  order_number: number | string;
  item_name: string;
  status: CutContourItem['status'];
}

/** The production totals of the orders the list's filters select. */
export async function loadProductionTotals(db: Queryable, filters: ParsedOrderViewFilters): Promise<ProductionTotals> {
  const [totalsResult, contoursResult] = await Promise.all([
    db.execute(productionTotalsQuery(db, filters)),
    db.execute(cutContoursQuery(db, filters)),
  ]);
  const rows = rowsOf<TotalsRow>(totalsResult);
  const cutContours = rowsOf<CutContourRow>(contoursResult).map(
    (row): CutContourItem => ({
      orderId: row.order_id,
      orderNumber: Number(row.order_number),
      itemName: row.item_name,
      status: row.status,
    }),
  );
  const stickerSheets: StickerSheetGroup[] = [];
  const acrylPieces: AcrylPieceGroup[] = [];
  const totals: ProductionTotals = {
    orderCount: 0,
    stickerSheets,
    acrylPieces,
    stickers: { items: 0, sheets: 0, colorProofs: 0, cost: 0 },
    acryl: { items: 0, pieces: 0, colorProofs: 0, cost: 0 },
    colorProofs: 0,
  };
  for (const row of rows) {
    const sums = { items: counted(row.items), colorProofs: counted(row.color_proofs), cost: money(row.cost) };
    if (row.kind === 'orders') totals.orderCount = sums.items;
    else if (row.kind === 'sticker') {
      const sheets = counted(row.amount);
      if (row.is_total) totals.stickers = { ...sums, sheets };
      else {
        const format = row.a as PrintFormat | null;
        const group = { format, filmType: row.b, laminationType: row.c, cuttingType: row.d, ...sums, sheets };
        stickerSheets.push(isShapeCut(row.d) ? { ...group, contours: contoursOf(row) } : group);
      }
    } else {
      const pieces = counted(row.amount);
      if (row.is_total) totals.acryl = { ...sums, pieces };
      else acrylPieces.push({ acrylType: row.a, materialType: row.b, printType: row.c, ...sums, pieces });
    }
  }
  totals.colorProofs = totals.stickers.colorProofs + totals.acryl.colorProofs;
  return cutContours.length > 0 ? { ...totals, cutContours } : totals;
}
