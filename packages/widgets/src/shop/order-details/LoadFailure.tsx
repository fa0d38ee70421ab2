import { completedTexts } from '@stickers62/core/texts';
import { buttonClass } from '../../ui/classes';

/** The section-8 text of a failed order load, with a way on to the customer's orders. */
export function LoadFailure({ text, navigate }: { text: string | null; navigate: (path: string) => void }) {
  return (
    <div className="mx-auto my-10 flex max-w-xl flex-col items-center gap-4 px-4">
      <p role="alert" className="w-full rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        {text}
      </p>
      <button type="button" className={buttonClass.secondary} onClick={() => navigate('/orders')}>
        {completedTexts.toOrders}
      </button>
    </div>
  );
}
