/** The order-link page and its delivery choice. */

/** The order-link page (beyond the spec; decided): the whole after-sale journey from one link. */
export const orderLinkTexts = {
  items: 'Состав заказа',
  status: 'Статус заказа',
  trackNumber: 'Трек-номер',
  noItems: 'Позиции заказа отсутствуют',
  paymentBlocked: 'Оплата откроется после согласования макета.',
} as const;

/** The delivery choice on the order-link page (beyond the spec; decided). */
export const orderDeliveryTexts = {
  title: 'Доставка',
  hint: 'Выберите способ доставки: стоимость доставки СДЭК сразу добавится к сумме заказа.',
  receiver: 'Получатель (ФИО)',
  phone: 'Телефон получателя',
  choose: 'Выбрать доставку',
  choosing: 'Сохраняем…',
  chosen: 'Доставка выбрана',
  deliveryCost: 'Доставка',
  total: 'Итого к оплате',
  pointRequired: 'Выберите пункт выдачи СДЭК',
  failed: 'Не удалось сохранить доставку. Попробуйте еще раз.',
  failedLog: 'Order delivery choice failed',
  loading: 'Загружаем выбор доставки…',
  amountWithoutDelivery: 'Сумма пока без доставки: выберите доставку выше, и ее стоимость добавится к оплате.',
  // The server's refusals
  customerOnly: 'Выбрать доставку может только клиент этого заказа.',
  paid: 'Заказ уже оплачен: доставку изменит только менеджер.',
  closed: 'Заказ уже собран, отправлен или отменен: доставку изменить нельзя.',
  alreadyChosen: 'Доставка по заказу уже выбрана: изменить ее может менеджер.',
  noItems: 'В заказе нет позиций: доставку выбрать нельзя.',
} as const;

/** Paying by invoice on the order-link page (issue 34, beyond the spec; decided, 0162). */
export const orderLinkInvoiceTexts = {
  /** The same words as the order page's button (`invoiceTexts.payByInvoice`), kept here so the card's first load carries no invoice texts. */
  payByInvoice: 'Оплатить по счёту',
  loading: 'Загружаем счёт…',
  notOffered: 'Счёт на оплату для этого заказа сейчас не выставить: оплатите картой или по СБП.',
  signInToIssue:
    'Счёт на компанию выставляет владелец заказа: войдите через ВКонтакте, чтобы выбрать компанию. Выставленный счёт видят все, у кого есть эта ссылка.',
  forAccountant: 'Ссылку на эту страницу можно переслать бухгалтеру: счёт скачивается без входа.',
} as const;
