import { checkoutTexts, orderDeliveryTexts } from '../texts/index.js';
import { type FailureRule, fixedText, serverTextOr } from './failure-text.js';

/*
 * The failure rules of the delivery calls (the customer's details, CDEK, the order-link page's
 * delivery choice), apart from errors.ts: the texts they read (checkout's catalogue) then go
 * only where these calls are made. In the element scripts that is the delivery choice's chunk,
 * not the payment card's first load (docs/decisions/0186-payment-card-first-load-within-budget.md).
 */

export const clientFailure: FailureRule = (status) => fixedText(status, checkoutTexts.clientInfoFailed);
/** The order-link page's delivery choice: the server's reason (paid, CDEK down…) or the fallback. */
export const chooseOrderDeliveryFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, orderDeliveryTexts.failed);
export const cdekTariffsFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, checkoutTexts.cdekErrorFallback);
/** The pickup-point finder shows the server's reason (too short, CDEK down) or the lookup's fallback. */
export const cdekFinderFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, checkoutTexts.cdekErrorFallback);
