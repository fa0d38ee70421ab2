import { completedTexts } from '@stickers62/core/texts';
import { buttonClass } from '../../ui/classes';
import { type Navigate, ShopLink } from '../shop-link';

/**
 * The section-8 text of a failed order load, with a way on to the customer's orders: a real link
 * to the host's own orders address (`paths.orders`), so it also opens in a new tab.
 */
export function LoadFailure({
  text,
  ordersPath,
  navigate,
}: {
  text: string | null;
  ordersPath: string;
  navigate: Navigate;
}) {
  return (
    <div className="mx-auto my-10 flex max-w-xl flex-col items-center gap-4 px-4">
      <p role="alert" className="w-full rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        {text}
      </p>
      <ShopLink href={ordersPath} onNavigate={navigate} className={buttonClass.secondary}>
        {completedTexts.toOrders}
      </ShopLink>
    </div>
  );
}
