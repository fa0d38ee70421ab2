import { retryText } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { buttonClass, cardClass } from './classes';
import { part } from './parts';

export interface LoadErrorProps {
  /** What could not be loaded (an alert; red unless a heading says it). */
  text: string;
  /** Loads again; without it there is no «Повторить» (nothing a retry would change). */
  onRetry?: () => void;
  /** A heading over the text (the payment card's). */
  heading?: ReactNode;
  /** More ways on, in a row after «Повторить» (the payment card's link home). */
  children?: ReactNode;
  /**
   * The block's classes inside a card already drawn (the layout picker's dialog); without them it
   * is a card of its own, ::part(card). The callers name their classes: each element script's CSS
   * is made from the words of its sources.
   */
  inlineClass?: string;
}

/** The one load-error block of the widgets: what failed, then «Повторить», which loads again. */
export function LoadError({ text, onRetry, heading, children, inlineClass }: LoadErrorProps) {
  const retry = onRetry && (
    <button type="button" part={part.primary} className={buttonClass.primary} onClick={onRetry}>
      {retryText}
    </button>
  );
  return (
    <div
      part={inlineClass ? undefined : part.card}
      className={inlineClass ?? `${cardClass} flex flex-col items-start gap-3`}
    >
      {heading}
      <p part={part.error} role="alert" className={heading ? undefined : 'text-red-600'}>
        {text}
      </p>
      {children ? (
        <div className="flex flex-wrap gap-3">
          {retry}
          {children}
        </div>
      ) : (
        retry
      )}
    </div>
  );
}
