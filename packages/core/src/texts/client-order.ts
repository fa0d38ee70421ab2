/** «Заказ для клиента» after the order is made (issue 28, item 5): the client's link and the way to fill the order. */
export const clientOrderTexts = {
  clientLink: 'Ссылка для клиента',
  clientLinkHint:
    'По ссылке клиент входит без пароля и попадает на страницу заказа: позиции, сумма, согласование макета и оплата.',
  fillTitle: 'Заполните заказ',
  fillHint:
    'Добавьте позиции с макетами на странице заказа, затем в карточке заказа укажите доставку и поставьте статус, с которого заказ можно оплатить.',
  fillItems: 'Добавить позиции',
  openCard: 'Открыть карточку заказа',
} as const;
