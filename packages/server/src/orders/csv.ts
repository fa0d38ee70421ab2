import type { OrderView } from '@stickers62/core/contract';
import { adminTexts, orderTexts } from '@stickers62/core/texts';

/** Columns of the export, with the headers a manager reads in Excel. */
const columns: [string, (view: OrderView) => string | number | boolean | null][] = [
  ['Номер', (view) => view.orderNumber],
  ['Клиент', (view) => view.clientName],
  ['Дата заказа', (view) => view.orderDate],
  ['Дата подтверждения', (view) => view.confirmedDate],
  ['Дата доставки', (view) => view.deliveryDate],
  [orderTexts.approximalSendDate, (view) => view.approximalSendDate],
  ['Примерная дата доставки', (view) => view.approximalDeliveryDate],
  ['Кто внес', (view) => view.insertedBy],
  [adminTexts.fixedDateMark, (view) => view.isFixedDate],
  [adminTexts.urgentMark, (view) => view.isUrgent],
  [orderTexts.paid, (view) => view.isPayed],
  [orderTexts.status, (view) => view.status],
  ['Комментарий', (view) => view.comment],
  ['Позиций стикеров', (view) => view.stickersOrderItemsCount],
  ['Позиций акрила', (view) => view.acrylOrderItemsCount],
  ['Цветопроба', (view) => view.isColorProof],
  [
    'Статус цветопробы',
    (view) => (view.colorProofStatus ? adminTexts.colorProofStatuses[view.colorProofStatus] : null),
  ],
  ['Дропшиппинг', (view) => view.isDropshipping],
  ['Доп. услуги', (view) => view.isAdditionalServices],
  ['Рекламация', (view) => view.isComplaints],
  ['Перепечать', (view) => view.isReprint],
  ['Дней с подтверждения', (view) => view.daysFromConfirmation],
  ['Стикеры и акрил, ₽', (view) => view.stickersAcrylCost],
  [`${adminTexts.totalStickersCost}, ₽`, (view) => view.stickersCost],
  [`${adminTexts.totalAcrylCost}, ₽`, (view) => view.acrylCost],
  [`${adminTexts.totalDeliveryCost}, ₽`, (view) => view.deliveryCost],
  [`${adminTexts.totalOrderCost}, ₽`, (view) => view.orderCost],
  ['Способ оплаты', (view) => view.paymentMethod],
  ['Приоритет', (view) => view.priority],
];

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? adminTexts.yes : adminTexts.no;
  // Russian Excel reads a decimal comma.
  if (typeof value === 'number') return String(value).replace('.', ',');
  // A leading = + - @ would run as a formula when opened: a quote mark keeps it text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a BOM, `;`-separated, CRLF: what Russian-locale Excel opens without an import dialog. */
export function orderViewsCsv(views: readonly OrderView[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(';')];
  for (const view of views) lines.push(columns.map(([, value]) => cell(value(view))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
