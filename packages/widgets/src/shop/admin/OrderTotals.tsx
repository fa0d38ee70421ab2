import type { OrderViewTotals } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { adminTexts } from '@stickers62/core/texts';

/**
 * The summary line over the filtered set (section 9): count and four sums in rubles; and a hint
 * while the table holds fewer rows than the set (the server sends pages of 2 000, newest first).
 */
export function OrderTotals({ totals, shown }: { totals: OrderViewTotals | null; shown?: number }) {
  if (!totals) return null;
  const limited = shown !== undefined && shown < totals.count;
  const sums = [
    [adminTexts.totalOrderCost, totals.orderCost],
    [adminTexts.totalStickersCost, totals.stickersCost],
    [adminTexts.totalAcrylCost, totals.acrylCost],
    [adminTexts.totalDeliveryCost, totals.deliveryCost],
  ] as const;
  return (
    <div className="flex flex-col gap-1">
      <dl
        className="flex flex-wrap items-baseline gap-x-5 gap-y-1 text-sm text-gray-700"
        aria-live="polite"
        data-testid="order-totals"
      >
        <div className="font-semibold text-gray-900">
          <dt className="sr-only">{adminTexts.title}</dt>
          <dd>{adminTexts.totals(totals.count)}</dd>
        </div>
        {sums.map(([label, amount]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}:</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{formatRubles(amount)}</dd>
          </div>
        ))}
      </dl>
      {limited && <p className="text-sm text-amber-800">{adminTexts.rowsLimited(shown ?? 0, totals.count)}</p>}
    </div>
  );
}
