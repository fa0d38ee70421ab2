import { normalizeBaseUrl } from '@stickers62/core/api';
import type { OrderConfiguration } from '@stickers62/core/contract';
import { formatRubles, missingValue } from '@stickers62/core/format';
import { type OrderRequest, orderAddress, orderConfigurationCartPath } from '@stickers62/core/rules';
import { calculatorCommonTexts } from '@stickers62/core/texts';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useRef } from 'react';
import { buttonClass, cardClass } from './classes';
import { LoadError } from './LoadError';
import { part } from './parts';
import { subscribeToDistinct } from './subscribe-to-distinct';
import { useWidgetEnvironment } from './widget-environment';

/**
 * Reports each distinct quote of a calculator store's `$priceChange` (a recomputation with the
 * same result is not a change). The latest callback is used without resubscribing: the element
 * passes a new one on every render.
 */
export function usePriceChange<Detail>(
  $priceChange: ReadableAtom<Detail | null>,
  onPriceChange: ((detail: Detail) => void) | undefined,
): void {
  const onPriceChangeRef = useRef(onPriceChange);
  onPriceChangeRef.current = onPriceChange;
  useEffect(
    () =>
      subscribeToDistinct(
        $priceChange,
        (detail) => detail,
        (detail) => onPriceChangeRef.current?.(detail),
      ),
    [$priceChange],
  );
}

/**
 * The card a calculator shows while its prices load, or when they could not be loaded (with
 * «Повторить», which loads them again). While loading it keeps the height of the calculator it
 * stands for (`reservedHeightClass`, literal class names per breakpoint), so the page below does
 * not jump when the prices arrive.
 */
export function CalculatorNotReady({
  status,
  reservedHeightClass,
  onRetry,
}: {
  status: 'loading' | 'failed';
  reservedHeightClass: string;
  onRetry: () => void;
}) {
  if (status === 'failed') {
    return (
      <div part={part.card} className={`${cardClass} flex flex-col items-start gap-3`}>
        <LoadError text={calculatorCommonTexts.pricesFailed} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div part={part.card} className={`${cardClass} ${reservedHeightClass}`} aria-busy="true">
      <p role="status">{calculatorCommonTexts.loading}</p>
    </div>
  );
}

/**
 * The price of one unit (sheet or piece) and the total; without a price, the reason (what is
 * wrong, what to do) instead of a bare zero.
 */
export function QuoteSummary(props: {
  unitLabel: string;
  unitTestId: string;
  unitPrice: number | null;
  total: number;
  reason: { title: string; action: string } | null;
}) {
  const { reason } = props;
  // Each label and value share a row while they fit and the value wraps under its label when
  // they do not (a calculator in a narrow column of a partner's page).
  const row = 'flex flex-wrap items-baseline justify-between gap-x-3';
  return (
    <dl part={part.price} className="flex flex-col gap-1 rounded-xl bg-gray-50 p-4" aria-live="polite">
      <div className={row}>
        <dt className="text-gray-600">{props.unitLabel}</dt>
        <dd data-testid={props.unitTestId} className={`ml-auto text-right ${reason ? 'font-medium text-red-700' : ''}`}>
          {reason
            ? reason.title
            : props.unitPrice === null
              ? calculatorCommonTexts.noPrice
              : formatRubles(props.unitPrice)}
        </dd>
        {reason && (
          // What to do, under the reason (a group of a <dl> may hold several values).
          <dd data-testid="no-price-action" className="w-full text-sm text-gray-700">
            {reason.action}
          </dd>
        )}
      </div>
      <div className={row}>
        <dt className="text-lg font-semibold">{calculatorCommonTexts.total}</dt>
        <dd data-testid="total" className="ml-auto text-right text-lg font-semibold">
          {reason ? missingValue : formatRubles(props.total)}
        </dd>
      </div>
    </dl>
  );
}

/** The calculators' props of «Заказать». */
export interface OrderProps {
  /**
   * Where «Заказать» leads, with the configuration added to its query as `add`; the shop's cart
   * (`<apiBase>/cart`) when empty.
   */
  orderUrl?: string;
  /**
   * «Заказать» was pressed: return `false` to handle the order yourself (nothing opens). The
   * element fires the cancelable `s62-order`; `preventDefault()` does the same.
   */
  onOrder?: (detail: OrderRequest) => boolean | undefined;
}

/** Opened in this tab only on the shop itself: a partner's page (or a frame) keeps its tab. */
function opensInThisTab(url: string): boolean {
  if (typeof window === 'undefined' || window.top !== window) return false;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * «Заказать»: a link to the shop's cart carrying the calculator's configuration. On the shop it
 * opens in the same tab; on a partner's page or in a frame, in a new tab (`noopener`), so the
 * partner's page stays. Disabled while the calculator has no complete configuration.
 */
export function OrderLink({
  apiBase,
  orderUrl,
  onOrder,
  configuration,
}: OrderProps & { apiBase: string | undefined; configuration: OrderConfiguration | null }) {
  const { defaultApiBase } = useWidgetEnvironment();
  const base = orderUrl?.trim() || `${normalizeBaseUrl(apiBase ?? defaultApiBase)}${orderConfigurationCartPath}`;
  if (!configuration) {
    return (
      <button type="button" disabled part={part.primary} className={`${buttonClass.primary} self-start`}>
        {calculatorCommonTexts.order}
      </button>
    );
  }
  const url = orderAddress(base, configuration);
  const thisTab = opensInThisTab(url);
  return (
    <a
      href={url}
      target={thisTab ? undefined : '_blank'}
      rel={thisTab ? undefined : 'noopener'}
      part={part.primary}
      className={`${buttonClass.primary} self-start`}
      onClick={(event) => {
        if (onOrder?.({ configuration, url }) === false) event.preventDefault();
      }}
    >
      {calculatorCommonTexts.order}
    </a>
  );
}
