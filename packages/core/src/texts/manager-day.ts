/**
 * The manager's day on the server's side (beyond the spec, issue 28): the list's search and
 * filters refusing bad input, the bulk actions' per-order reasons, and the CSV's delivery columns.
 */
export const managerDayTexts = {
  unknownStatuses: (...statuses: readonly string[]) =>
    statuses.length === 1
      ? `Нет такого статуса заказа: «${statuses[0]}»`
      : `Нет таких статусов заказа: ${statuses.map((status) => `«${status}»`).join(', ')}`,
  orderNotFound: 'Заказ не найден',
  notAnOrder: 'Это корзина клиента, а не оформленный заказ',
  paidBackToEditing: 'Заказ оплачен: вернуть его к редактированию нельзя',
  failed: 'Не получилось: попробуйте еще раз',
  csv: {
    deliveryType: 'Доставка',
    receiver: 'Получатель',
    phone: 'Телефон',
    point: 'Пункт выдачи',
    address: 'Адрес',
    postIndex: 'Индекс',
    trackNumber: 'Трек-номер',
  },
} as const;
