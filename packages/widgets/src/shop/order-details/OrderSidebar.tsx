import type { Order } from '@stickers62/core/contract';
import { formatDate, formatRubles, missingValue } from '@stickers62/core/format';
import { checkoutTexts, orderTexts, promiseTexts } from '@stickers62/core/texts';
import { useId, useState } from 'react';
import { buttonClass } from '../../ui/classes';

const wideScreen = '(min-width: 1024px)';
const deliveryNames: Record<string, string> = { ...checkoutTexts.deliveryTypes };

export interface OrderSidebarProps {
  order: Order;
  /** Past the editing stage: the status is shown. */
  showStatus: boolean;
  /** The preliminary cost (the order's own until prices are in). */
  cost: number;
  /** «+ N позиций: цена по запросу — менеджер рассчитает» when some items have no price. */
  unpricedNote?: string | null;
}

/** The collapsible facts of an order: number, dates, status, manager, delivery, sum and payment. */
export function OrderSidebar({ order, showStatus, cost, unpricedNote }: OrderSidebarProps) {
  // Open beside the items on wide screens; on phones it would push them below the fold.
  const [open, setOpen] = useState(() => typeof window === 'undefined' || window.matchMedia(wideScreen).matches);
  const listId = useId();
  const rows: [string, string][] = [
    [orderTexts.number, String(order.number)],
    [orderTexts.createDate, formatDate(order.createDate)],
    ...(showStatus ? [[orderTexts.status, order.status] as [string, string]] : []),
    [orderTexts.manager, order.manager ?? missingValue],
    [orderTexts.approximalSendDate, formatDate(order.approximalSendDate)],
    [promiseTexts.approximalDeliveryDate, formatDate(order.approximalDeliveryDate)],
    [orderTexts.sendDate, formatDate(order.sendDate)],
    [
      orderTexts.deliveryType,
      order.deliveryType ? (deliveryNames[order.deliveryType] ?? order.deliveryType) : missingValue,
    ],
    [orderTexts.trackNumber, order.trackNumber ?? missingValue],
  ];
  return (
    <aside className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm lg:sticky lg:top-4">
      <button
        type="button"
        className={`${buttonClass.secondary} w-full`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? orderTexts.hideSidebar : orderTexts.showSidebar}
      </button>
      {!open && (
        // Collapsed (a phone's start): what the buyer looks for first stays in sight above the items.
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="order-glance">
          {showStatus && (
            <>
              <dt className="text-gray-600">{orderTexts.status}</dt>
              <dd className="break-words text-right font-medium text-gray-900">{order.status}</dd>
            </>
          )}
          <dt className="text-gray-600">{orderTexts.orderSum}</dt>
          <dd className="text-right text-base font-semibold text-gray-900">
            {formatRubles(cost)}
            {unpricedNote && <span className="block text-xs font-medium text-gray-800">{unpricedNote}</span>}
          </dd>
          <PaymentStatus payed={order.payed} />
        </dl>
      )}
      {open && (
        <dl id={listId} className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="break-words text-right font-medium text-gray-900">{value}</dd>
            </div>
          ))}
          <dt className="text-gray-600">{orderTexts.orderSum}</dt>
          <dd className="text-right">
            <span className="block text-base font-semibold text-gray-900" data-testid="order-sum">
              {formatRubles(cost)}
            </span>
            {unpricedNote && (
              <span className="block text-xs font-medium text-gray-800" data-testid="order-sum-unpriced">
                {unpricedNote}
              </span>
            )}
            <span className="block text-xs text-gray-600">{orderTexts.preliminary}</span>
          </dd>
          <PaymentStatus payed={order.payed} />
        </dl>
      )}
      {open && <p className="mt-3 text-xs text-gray-600">{orderTexts.preliminaryNote}</p>}
    </aside>
  );
}

/** The list's last row, collapsed or open: paid (green) or not yet. */
function PaymentStatus({ payed }: { payed: boolean }) {
  return (
    <>
      <dt className="text-gray-600">{orderTexts.paymentStatus}</dt>
      <dd className={`text-right font-medium ${payed ? 'text-green-700' : 'text-gray-900'}`}>
        {payed ? orderTexts.paid : orderTexts.notPaid}
      </dd>
    </>
  );
}
