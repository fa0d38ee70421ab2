import { orderStatuses } from '@stickers62/core/contract';
import { isOrderEditable } from '@stickers62/core/rules';

/** The colour says where the order is: still being built, in work, shipped, or cancelled. */
function toneOf(status: string): string {
  if (status === orderStatuses.cancelled) return 'bg-red-50 text-red-700 ring-red-200';
  if (status === orderStatuses.shipped) return 'bg-green-50 text-green-700 ring-green-200';
  if (isOrderEditable(status)) return 'bg-gray-100 text-gray-700 ring-gray-200';
  return 'bg-brand-light text-brand ring-brand-light';
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${toneOf(status)}`}
    >
      {status}
    </span>
  );
}
