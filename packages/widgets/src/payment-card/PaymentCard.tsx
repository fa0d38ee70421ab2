// biome-ignore-all assist/source/organizeImports: the import order is the element script's module order: sorted,
// `#style-scope` first reorders the script's bytes (docs/decisions/0171-element-modules-by-package-imports.md).
import { useStore } from '@nanostores/react';
import type { PublicOrderInfo } from '@stickers62/core/contract';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { isDeliveryChoiceOpen, paymentHeldText, refundNoteText } from '@stickers62/core/rules';
import { createPaymentCardStore } from '@stickers62/core/stores';
import {
  adminTexts,
  navTexts,
  orderDeliveryTexts,
  orderLinkInvoiceTexts,
  orderTexts,
  paymentTexts,
  priceOnRequestTexts,
  retryText,
} from '@stickers62/core/texts';
import { type FormEvent, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../ui/api-client';
import { Button } from '../ui/Button';
import { buttonClass, cardClass, fieldClass } from '../ui/classes';
import { controlClass } from '../ui/invalid-control';
import { part } from '../ui/parts';
import { StyleScope } from '#style-scope';
import type { WidgetThemeProps } from '../ui/theme-preset';
import { OrderJourney, useOwnOrder } from './OrderJourney';
import { OrderLinkInvoicePart } from '#order-link-invoice-part';

export interface PaymentCardProps extends WidgetThemeProps {
  /** The shop's API address; the page's own origin when empty. */
  apiBase?: string;
  orderId?: string;
  /** Checking-payment mode (the page the payment provider returns to): checks start at once. */
  paymentCompleted?: boolean;
  /** Where 'На главную' leads; `/` by default. */
  homeHref?: string;
  /** When set, 'Войти через ВКонтакте' is a link there; otherwise the host handles `onLogin`. */
  loginHref?: string;
  /** The order is paid. The element fires `s62-paid`. */
  onPaid?: (detail: { orderId: string; orderNumber: number }) => void;
  /** The visitor wants to sign in to see the order. The element fires `s62-login`. */
  onLogin?: (detail: { orderId: string }) => void;
  /** Sends the browser to the payment page; `location.assign` by default. */
  navigate?: (url: string) => void;
}

/** The public payment card: order information, amount, pay by card or SBP, payment check. */
export function PaymentCard(props: PaymentCardProps) {
  return (
    <StyleScope theme={props.theme}>
      <PaymentCardContent key={`${props.apiBase ?? ''}|${props.orderId ?? ''}`} {...props} />
    </StyleScope>
  );
}

function PaymentCardContent(props: PaymentCardProps) {
  const { orderId, paymentCompleted = false, homeHref = '/' } = props;
  const api = useApiClient(props.apiBase);
  // The latest callbacks, read at call time, so new functions from a host do not restart the card.
  const callbacks = useRef(props);
  callbacks.current = props;
  const store = useMemo(
    () =>
      createPaymentCardStore({
        api,
        orderId,
        onPaid: (info) => orderId && callbacks.current.onPaid?.({ orderId, orderNumber: info.orderNumber }),
        navigate: (url) => (callbacks.current.navigate ?? ((target: string) => window.location.assign(target)))(url),
      }),
    [api, orderId],
  );
  const state = useStore(store.$state);
  useEffect(() => {
    void store.load(paymentCompleted);
    return () => store.dispose();
  }, [store, paymentCompleted]);
  // The order-link page: a session that may read the order (its customer, an access link) sees it whole.
  const own = useOwnOrder(api, orderId);
  const onOrderChanged = () => {
    void own.reload();
    void store.refreshInfo();
  };

  const home = (
    <a href={homeHref} part={part.secondary} className={buttonClass.secondary}>
      {paymentTexts.toHome}
    </a>
  );

  if (state.view === 'loading') {
    return (
      <div part={part.card} className={cardClass} aria-busy="true">
        <p role="status">{navTexts.loading}</p>
      </div>
    );
  }
  if (state.view === 'error') {
    return (
      <div part={part.card} className={`${cardClass} flex flex-col items-start gap-3`}>
        <h2 className="text-xl font-semibold text-red-600">{paymentTexts.errorTitle}</h2>
        <p part={part.error} role="alert">
          {state.error}
        </p>
        <div className="flex flex-wrap gap-3">
          {orderId && (
            <Button kind="primary" part={part.primary} onClick={() => void store.load(paymentCompleted)}>
              {retryText}
            </Button>
          )}
          {home}
        </div>
      </div>
    );
  }
  const info = state.info as PublicOrderInfo;
  const refundNote = refundNoteText(info.lastRefund, state.view === 'paid');
  const refund = refundNote && (
    <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="refund-note">
      {refundNote}
    </p>
  );
  if (state.view === 'paid') {
    return (
      <div part={part.card} className={`${cardClass} flex flex-col items-start gap-2`}>
        <h2 className="text-xl font-semibold text-green-700">{paymentTexts.paidTitle}</h2>
        <p>{paymentTexts.paidText(info.orderNumber)}</p>
        <p>{paymentTexts.thanks}</p>
        {refund}
        {own.order && <OrderJourney api={api} order={own.order} onChanged={onOrderChanged} />}
        {home}
      </div>
    );
  }
  return (
    <div part={part.card} className={`${cardClass} flex flex-col gap-4`}>
      <header>
        <h2 className="text-xl font-semibold">{paymentTexts.publicTitle(info.orderNumber)}</h2>
        <p className="text-sm text-gray-600">{paymentTexts.publicSubtitle}</p>
      </header>
      {own.order && <OrderJourney api={api} order={own.order} onChanged={onOrderChanged} />}
      <OrderInformation info={info} />
      {own.order && isDeliveryChoiceOpen(own.order) && (
        // Payment is not held (a manager may have agreed the delivery in a chat); the page says what the sum lacks.
        <p className="text-sm text-gray-700" data-testid="amount-without-delivery">
          {orderDeliveryTexts.amountWithoutDelivery}
        </p>
      )}
      {refund}
      {info.canPay === false ? (
        <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700" data-testid="payment-held">
          {paymentHeldText(info)}
        </p>
      ) : (
        <PayForm
          paying={state.paying}
          error={state.payError}
          emailRefused={state.emailRefused}
          onPay={(email, sbp) => void store.pay(email, sbp)}
        />
      )}
      {info.canPay !== false && orderId && <InvoiceChoice api={api} orderId={orderId} signedIn={own.order !== null} />}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>{paymentTexts.wantDetails}</span>
        {props.loginHref ? (
          <a href={props.loginHref} part={part.secondary} className={buttonClass.secondary}>
            {paymentTexts.vkLogin}
          </a>
        ) : (
          <Button part={part.secondary} onClick={() => orderId && props.onLogin?.({ orderId })}>
            {paymentTexts.vkLogin}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>{paymentTexts.alreadyPaidPrompt}</span>
        <Button part={part.secondary} disabled={state.checking} onClick={() => store.startChecking()}>
          {paymentTexts.checkPayment}
        </Button>
        <p role="status" className={state.checkMessage === orderTexts.paymentCheckFailed ? 'text-red-600' : ''}>
          {state.checkMessage}
        </p>
      </div>
    </div>
  );
}

function OrderInformation({ info }: { info: PublicOrderInfo }) {
  const deliveryNames: Record<string, string> = adminTexts.deliveryTypes;
  const rows: [string, string][] = [
    [paymentTexts.orderDate, formatDate(info.createDate)],
    [orderTexts.manager, info.manager ?? '-'],
    [orderTexts.deliveryType, info.deliveryType ? (deliveryNames[info.deliveryType] ?? info.deliveryType) : '-'],
    [paymentTexts.stickersItems, String(info.orderItemsCount)],
    [paymentTexts.acrylItems, String(info.acrylOrderItemsCount)],
  ];
  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <h3 className="mb-2 text-sm font-semibold text-gray-700">{paymentTexts.orderInfo}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p part={part.price} className="mt-3 flex items-baseline justify-between text-lg font-semibold">
        <span>{paymentTexts.amount}</span>
        <span data-testid="payment-amount">{formatRubles(info.cost)}</span>
      </p>
      {(info.unpricedItemsCount ?? 0) > 0 && (
        // The amount leaves these items out: say so beside it, as the order page does.
        <p className="mt-1 text-right text-sm text-gray-600" data-testid="unpriced-note">
          {priceOnRequestTexts.totalWithUnpriced(info.unpricedItemsCount ?? 0)}
        </p>
      )}
    </div>
  );
}

/**
 * «Оплатить по счёту» (issue 34): a button; the part behind it loads when it is pressed, so it
 * costs the card's first load nothing and moves nothing on the page until the visitor asks.
 */
function InvoiceChoice(props: { api: ReturnType<typeof useApiClient>; orderId: string; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        part={part.secondary}
        className="self-start"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {orderLinkInvoiceTexts.payByInvoice}
      </Button>
      {open && (
        <div id={regionId}>
          <Suspense fallback={<p role="status">{navTexts.loading}</p>}>
            <OrderLinkInvoicePart api={props.api} orderId={props.orderId} signedIn={props.signedIn} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function PayForm(props: {
  paying: boolean;
  error: string | null;
  /** The error is about the e-mail: the field is marked invalid (red), not for a provider's failure. */
  emailRefused: boolean;
  onPay: (email: string, sbpOnly: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const formId = useId();
  const errorId = useId();
  const submit = (sbpOnly: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    props.onPay(email, sbpOnly);
  };
  return (
    <div className="flex flex-col gap-3">
      <Button
        kind="primary"
        part={part.primary}
        className="self-start"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {paymentTexts.payOrder}
      </Button>
      {open && (
        <form id={formId} noValidate className="flex flex-col gap-3" onSubmit={submit(false)}>
          <label part={part.label} className={fieldClass.label}>
            {paymentTexts.email}
            <input
              type="email"
              autoComplete="email"
              part={part.input}
              className={controlClass(props.emailRefused)}
              value={email}
              aria-invalid={props.emailRefused ? true : undefined}
              aria-describedby={props.error ? errorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          {props.error && (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {props.error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button kind="primary" type="submit" part={part.primary} disabled={props.paying}>
              {paymentTexts.payByCard}
            </Button>
            <Button part={part.secondary} disabled={props.paying} onClick={submit(true)}>
              {paymentTexts.payBySbp}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
