/** The customer's e-mails (issue 29, item 1), one per step that matters to them. */
export const customerTemplates = [
  'order-received',
  'proof-ready',
  'changes-received',
  'proof-approved',
  'payment-received',
  'payment-refunded',
  'in-production',
  'shipped',
  'arrived',
  'delivered',
  'cancelled',
] as const;
export type CustomerTemplate = (typeof customerTemplates)[number];

/** About money and proofs: sent even to a customer who turned order news off (item 6). */
export const essentialTemplates: ReadonlySet<CustomerTemplate> = new Set<CustomerTemplate>([
  'proof-ready',
  'changes-received',
  'proof-approved',
  'payment-received',
  'payment-refunded',
]);

/** What managers are told (item 2), by e-mail and VK community messages. */
export const managerTemplates = [
  'order-submitted',
  'proof-answered',
  'payment-received',
  'payment-mismatch',
  'payment-refunded',
  'cdek-problem',
] as const;
export type ManagerTemplate = (typeof managerTemplates)[number];

/** The details each template reads from the outbox row's `data` (all optional: the order is re-read). */
export interface NotificationData {
  /** Rubles: a payment's or refund's amount. */
  amount?: number;
  /** What the order expected, for a mismatch. */
  expected?: number;
  round?: number;
  answer?: 'approved' | 'changes';
  comment?: string | null;
  trackNumber?: string;
  trackingUrl?: string;
  pickupPointAddress?: string;
  message?: string;
  [key: string]: unknown;
}
