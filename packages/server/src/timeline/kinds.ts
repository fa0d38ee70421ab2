/**
 * What an order's timeline records, one kind per change. `data` carries the kind's details;
 * a field change keeps `{ field, old, new }`.
 */
export const orderEventKinds = {
  /** The customer sent the order to the managers. */
  submitted: 'submitted',
  /** One field of the order changed (status, costs, dates, delivery, comment, manager, …): `{ field, old, new }`. */
  fieldChanged: 'field-changed',
  /** A manager priced an item by hand: `{ itemKind, itemName, old, new }`. */
  managerPrice: 'manager-price',
  /** A proof round was sent: `{ round, itemKind, itemName, note }`. */
  proofSent: 'proof-sent',
  /** The customer answered a proof: `{ round, answer: 'approved' | 'changes', comment }`. */
  proofAnswered: 'proof-answered',
  /** A payment paid the order: `{ paymentId, amount }`. */
  paymentSettled: 'payment-settled',
  /** A payment is being refunded (stale link, second payment): `{ paymentId, amount, reason }`. */
  paymentRefunded: 'payment-refunded',
  /** A refund's state at the provider changed: `{ paymentId, amount, status }`. */
  refundStatus: 'refund-status',
  /** A payment's amount or terms did not match the order: `{ paymentId, amount, expected }`. */
  paymentMismatch: 'payment-mismatch',
  /** A parcel's status at the carrier (written by the shipments module): `{ code, title, … }`. */
  parcelStatus: 'parcel-status',
  /** A notification was delivered: `{ channel, template, to }`. */
  notificationSent: 'notification-sent',
  /** A notification gave up after its last attempt: `{ channel, template, error }`. */
  notificationFailed: 'notification-failed',
  /** An invoice was issued (issue 34): `{ invoice, amountKopecks, company, inn }`. */
  invoiceIssued: 'invoice-issued',
  /** An invoice was voided: the order's amount or the company changed, `{ invoice, amountKopecks, reason }`. */
  invoiceVoided: 'invoice-voided',
  /** An invoice paid the order, from the bank statement or by a manager's hand: `{ invoice, amountKopecks, source }`. */
  invoicePaid: 'invoice-paid',
  /**
   * A manager set an order paid by invoice back to not paid: the invoice is open again and its
   * bank payments wait for the manager: `{ invoice, amountKopecks, bankPayments, bankKopecks }`.
   */
  invoiceReopened: 'invoice-reopened',
  /** A bank payment that did not pay the order (short, over, void invoice): `{ invoice, paidKopecks, expectedKopecks, reason }`. */
  bankPaymentFlagged: 'bank-payment-flagged',
} as const;

export type OrderEventKind = (typeof orderEventKinds)[keyof typeof orderEventKinds];

/** The kinds a customer sees on their order page; the rest is the managers' history. */
export const customerEventKinds: ReadonlySet<string> = new Set<string>([
  orderEventKinds.submitted,
  orderEventKinds.proofSent,
  orderEventKinds.proofAnswered,
  orderEventKinds.paymentSettled,
  orderEventKinds.paymentRefunded,
  orderEventKinds.parcelStatus,
  orderEventKinds.invoiceIssued,
  orderEventKinds.invoiceVoided,
  orderEventKinds.invoicePaid,
  orderEventKinds.invoiceReopened,
]);

/**
 * Fields whose change a customer sees (with `field-changed`); a comment or a manager's name stays
 * internal. The timeline keeps the changes of these and of the internal ones (admin/orders.ts).
 */
export const customerVisibleFieldNames = [
  'status',
  'cost',
  'deliveryCost',
  'approximalSendDate',
  'approximalDeliveryDate',
  'sendDate',
  'trackNumber',
  'deliveryType',
  'deliveryAddress',
] as const;

export const customerVisibleFields: ReadonlySet<string> = new Set(customerVisibleFieldNames);
