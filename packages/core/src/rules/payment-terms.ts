import type { ProofState } from '../contract/proofs.js';
import { roundToKopecks } from '../pricing/money.js';
import { paymentServerTexts } from '../texts/index.js';
import { canPayOrder } from './statuses.js';

/** One item of an order as a payment sees it: what was sold and for how much. */
export interface PaidItem {
  kind: 'stickers' | 'acryl';
  id: number;
  name: string;
  count: number;
  /** The item's cost in rubles; 0 while core cannot price it. */
  cost: number;
}

/** The order as a payment sees it. */
export interface PaymentTermsInput {
  cost: number;
  deliveryCost: number;
  /** How many proof rounds the manager has sent: a new proof closes the links made before it. */
  proofRounds: number;
  items: readonly PaidItem[];
}

const kopecks = (rubles: number) => Math.round(roundToKopecks(rubles) * 100);

/**
 * The terms a payment link is made for, as one comparable string: every item with its count
 * and cost, the delivery, the total and the proof round. A payment is taken as payment of the
 * order only while the order still has the terms its link was made for; any change of what
 * the customer owes (an item, a count, a cost, the delivery) or a new proof makes new terms.
 */
export function paymentTerms(order: PaymentTermsInput): string {
  const items = [...order.items]
    .sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1))
    .map((item) => `${item.kind[0]}${item.id}x${item.count}=${kopecks(item.cost)}`);
  return `v1;total=${kopecks(order.cost)};delivery=${kopecks(order.deliveryCost)};proofs=${order.proofRounds};${items.join(',')}`;
}

/** What decides whether the shop takes a payment for an order now. */
export interface PayabilityFacts {
  status: string;
  payed: boolean;
  cost: number;
  proofState: ProofState;
  unpricedItems: number;
}

/**
 * Whether an order may be paid now: the order's status allows it (core `canPayOrder`, which
 * also holds it while a proof waits for the customer), every item has a price and there is something to pay. The
 * link is made, and a succeeded payment is taken, only while this holds.
 */
export function mayTakePayment(order: PayabilityFacts): boolean {
  return canPayOrder(order) && order.unpricedItems === 0 && order.cost > 0;
}

/** One line of a 54-FZ receipt: goods (an item) or a service (delivery). */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** The price of one unit, rubles; quantity × unit price is the line's amount exactly. */
  unitPrice: number;
  subject: 'commodity' | 'service';
}

/** Whom the receipt is sent to: at least one of the two. */
export interface ReceiptCustomer {
  email?: string;
  phone?: string;
}

/** The receipt a payment was sent with, kept beside it: its refund repeats it. */
export interface PaymentReceipt {
  customer: ReceiptCustomer;
  lines: ReceiptLine[];
}

/** Receipt descriptions are at most 128 characters (YooKassa). */
const descriptionLimit = 128;
const fit = (text: string) => (text.length <= descriptionLimit ? text : `${text.slice(0, descriptionLimit - 1)}…`);

/**
 * The receipt of a payment of the order: one line per priced item (its count as the quantity
 * when the cost divides by it to the kopeck, otherwise quantity 1 with the count in the
 * description) and the delivery as a service line. The lines sum exactly to the total; where
 * they cannot (an order whose stored total is not its items and delivery), one line for the
 * whole order says what was paid, so a receipt is never wrong.
 */
export function receiptLines(orderNumber: number, order: PaymentTermsInput): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  for (const item of order.items) {
    const cost = kopecks(item.cost);
    if (cost <= 0) continue;
    const divides = item.count > 0 && cost % item.count === 0;
    lines.push({
      description: fit(divides ? item.name : paymentServerTexts.receiptItemCount(item.name, item.count)),
      quantity: divides ? item.count : 1,
      unitPrice: (divides ? cost / item.count : cost) / 100,
      subject: 'commodity',
    });
  }
  const delivery = kopecks(order.deliveryCost);
  if (delivery > 0) {
    lines.push({
      description: paymentServerTexts.receiptDelivery,
      quantity: 1,
      unitPrice: delivery / 100,
      subject: 'service',
    });
  }
  const sum = lines.reduce((total, line) => total + kopecks(line.unitPrice) * line.quantity, 0);
  if (lines.length > 0 && sum === kopecks(order.cost)) return lines;
  return [
    {
      description: paymentServerTexts.receiptItem(orderNumber),
      quantity: 1,
      unitPrice: kopecks(order.cost) / 100,
      subject: 'commodity',
    },
  ];
}
