import type { CheckoutDeliveryType } from '@stickers62/core/rules';
import { checkoutTexts } from '@stickers62/core/texts';

/** What Russian Post and pickup cost, under their fields (CDEK shows its tariffs instead). */
export function DeliveryTerms({ type }: { type: CheckoutDeliveryType }) {
  if (type === 'CDEK') return null;
  return (
    <p
      className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-800"
      data-testid="delivery-terms"
    >
      {type === 'Pickup' ? checkoutTexts.pickupTerms : checkoutTexts.russianPostCost}
    </p>
  );
}
