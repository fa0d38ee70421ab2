import { retryText } from '@stickers62/core/texts';
import { buttonClass } from './classes';
import { part } from './parts';

/**
 * The one load-error block of the widgets: what failed (an alert), then «Повторить», which loads
 * again; without `onRetry` no button (nothing a retry would change). The caller lays it out: a
 * card of its own (the calculators) or a centred block in a card already drawn (the layout
 * picker), whose classes each element script's CSS then takes from the caller's source.
 */
export function LoadError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <>
      <p part={part.error} role="alert" className="text-red-600">
        {text}
      </p>
      {onRetry && (
        <button type="button" part={part.primary} className={buttonClass.primary} onClick={onRetry}>
          {retryText}
        </button>
      )}
    </>
  );
}
