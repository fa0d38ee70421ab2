import type { AdminPayment } from '@stickers62/core/contract';
import { formatDateTime, formatRubles } from '@stickers62/core/format';
import { adminFormTexts } from '@stickers62/core/texts';
import { DialogSection } from './DialogSection';

/** What became of one payment, in the manager's words: it paid the order, it is refunded, or its link is outdated. */
function outcomeText(payment: AdminPayment): string {
  if (payment.refund) return adminFormTexts.refundStatus(payment.refund.reason, payment.refund.status);
  if (payment.outcome === 'paid') return adminFormTexts.paymentPaidOrder;
  return payment.current ? '' : adminFormTexts.paymentOutdated;
}

/**
 * The edit dialog's «Платежи»: every online payment of the order with its amount, status and
 * what became of it, so the manager sees a stale link's or a second payment's refund (and one
 * the provider has not taken yet) without the provider's cabinet.
 */
export function PaymentHistory({ payments }: { payments: readonly AdminPayment[] | undefined }) {
  const columns = adminFormTexts.paymentColumns;
  return (
    <DialogSection title={adminFormTexts.payments} testId="payment-history">
      {!payments || payments.length === 0 ? (
        <p className="text-sm text-gray-600">{adminFormTexts.noPayments}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-gray-600">
              <tr>
                <th className="py-1 pr-3 font-medium">{columns.amount}</th>
                <th className="py-1 pr-3 font-medium">{columns.createDate}</th>
                <th className="py-1 pr-3 font-medium">{columns.status}</th>
                <th className="py-1 font-medium">{columns.outcome}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.createDate + payment.amount} className="border-t border-gray-100 align-top">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatRubles(payment.amount)}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(payment.createDate)}</td>
                  <td className="py-1 pr-3">{adminFormTexts.paymentStatuses[payment.status] ?? payment.status}</td>
                  <td className={`py-1 ${payment.refund?.status === 'succeeded' ? '' : 'text-amber-800'}`}>
                    {outcomeText(payment)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DialogSection>
  );
}
