import type { OrderEvent } from '@stickers62/core/contract';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { checkoutTexts, timelineTexts } from '@stickers62/core/texts';

const money = new Set(['cost', 'deliveryCost']);
const yesNo = new Set(['payed', 'isUrgent', 'isFixedDate']);
const dates = new Set(['approximalSendDate', 'approximalDeliveryDate', 'sendDate']);

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return timelineTexts.emptyValue;
  if (money.has(field) && typeof value === 'number') return formatRubles(value);
  if (yesNo.has(field)) return value ? timelineTexts.yes : timelineTexts.no;
  // The wire's codes (`Pickup`) as the checkout names them («Самовывоз»).
  if (field === 'deliveryType' && typeof value === 'string') {
    return checkoutTexts.deliveryTypes[value as keyof typeof checkoutTexts.deliveryTypes] ?? value;
  }
  if (dates.has(field) && typeof value === 'string') return formatDate(value);
  return String(value);
}

const templateName = (template: unknown) => timelineTexts.templates[String(template)] ?? String(template ?? '');

const amountOf = (data: Record<string, unknown>) => formatRubles(typeof data.amount === 'number' ? data.amount : 0);

/** One event in words, as the timeline shows it («Статус: Готов к печати → В работе»). */
export function describeOrderEvent(event: OrderEvent): string {
  const { data } = event;
  const round = typeof data.round === 'number' ? data.round : 0;
  switch (event.kind) {
    case 'submitted':
      return timelineTexts.submitted;
    case 'field-changed': {
      const field = String(data.field);
      return timelineTexts.fieldChanged(
        timelineTexts.fields[field] ?? field,
        valueText(field, data.old),
        valueText(field, data.new),
      );
    }
    case 'manager-price':
      return timelineTexts.managerPrice(
        String(data.itemId ?? ''),
        typeof data.new === 'number' ? formatRubles(data.new) : timelineTexts.emptyValue,
      );
    case 'proof-sent':
      return timelineTexts.proofSent(round);
    case 'proof-answered':
      return data.answer === 'approved' ? timelineTexts.proofApproved(round) : timelineTexts.proofChanges(round);
    case 'payment-settled':
      return timelineTexts.paymentSettled(amountOf(data));
    case 'payment-refunded':
      return timelineTexts.paymentRefunded(amountOf(data));
    case 'refund-status':
      return timelineTexts.refundStatus(amountOf(data), String(data.status ?? ''));
    case 'payment-mismatch':
      return timelineTexts.paymentMismatch;
    case 'parcel-status':
      return timelineTexts.parcelStatus(String(data.title ?? data.code ?? ''));
    case 'invoice-issued':
      return timelineTexts.invoiceIssued(String(data.invoice ?? ''));
    case 'invoice-voided':
      return timelineTexts.invoiceVoided(String(data.invoice ?? ''));
    case 'invoice-paid':
      return timelineTexts.invoicePaid(String(data.invoice ?? ''));
    case 'invoice-reopened':
      return timelineTexts.invoiceReopened(String(data.invoice ?? ''));
    case 'bank-payment-flagged':
      return timelineTexts.bankPaymentFlagged;
    case 'notification-sent':
      return timelineTexts.notificationSent(templateName(data.template), String(data.to ?? ''));
    case 'notification-failed':
      return timelineTexts.notificationFailed(templateName(data.template));
    default:
      return typeof data.title === 'string' ? data.title : event.kind;
  }
}

/** Who did it, in words: a person's name, a provider's, or «Система». */
export function actorText(event: OrderEvent): string {
  return event.actor.name ?? timelineTexts.system;
}
