/** The order: its page, sending, the completed screen and the history of orders. */

export const orderStatusTexts = {
  notFound: 'Not found',
  completed: 'Completed',
  noAccess: 'Нет доступа к данному заказу',
  unknown: 'Unknown error',
} as const;

export const orderTexts = {
  loadNotFound: 'Заказ не найден или недоступен для загрузки.',
  loadNoAccess: 'У вас нет доступа к этому заказу.',
  loadOther: 'Не удалось загрузить заказ. Пожалуйста, попробуйте позже.',
  noOrder: 'Заказ не найден',
  cartTitle: 'Корзина',
  orderTitle: (number: number) => `Заказ №${number}`,
  // Sidebar
  number: 'Номер',
  createDate: 'Дата создания',
  status: 'Статус',
  manager: 'Менеджер',
  approximalSendDate: 'Желаемая дата отправки',
  sendDate: 'Дата отправки',
  deliveryType: 'Способ доставки',
  trackNumber: 'Трек-номер',
  orderSum: 'Сумма заказа',
  paymentStatus: 'Статус оплаты',
  paid: 'Оплачен',
  notPaid: 'Не оплачен',
  preliminary: 'Предварительная стоимость',
  preliminaryNote: 'Стоимость предварительная: менеджер подтвердит её после проверки макетов.',
  showSidebar: 'Показать информацию о заказе',
  hideSidebar: 'Скрыть информацию о заказе',
  // Tabs and menus
  // The spec names the tabs 'Stickers (n)' and 'Acryl (n)' in its English prose; the interface
  // is Russian (spec section 1), so these are their Russian names.
  stickersTab: (count: number) => `Стикеры (${count})`,
  acrylTab: (count: number) => `Акрил (${count})`,
  addItem: 'Добавить позицию',
  repeatLayout: 'Повторить макет',
  instruction: 'Инструкция',
  emptyItems: 'Позиций пока нет. Добавьте первую или повторите прошлый макет.',
  // Sending
  send: 'Отправить заказ в обработку',
  sendConfirmTitle: 'Отправить заказ в обработку?',
  notAllUploaded: 'Вы загрузили не все макеты!',
  sendConfirmText: 'После подтверждения заказ нельзя будет изменить.',
  submitFailedLog: 'Failed to submit to manager',
  submitFailedAlert: 'Возникла ошибка! Попробуйте позднее!',
  // Payment on the order page
  pay: 'Оплатить заказ',
  checkPayment: 'Уже оплатили? Проверить платеж',
  paymentCheckTitle: 'Проверка оплаты',
  paymentSucceeded: 'Заказ успешно оплачен!',
  awaitingPayment: 'Ожидаем оплату заказа...',
  paymentCheckFailed: 'Произошла ошибка при проверке статуса оплаты',
  paymentInfoFailedLog: 'Failed to fetch order payment info',
  paymentCheckFailedLog: 'Failed to check payment status',
  orderListFailed: 'Не удалось загрузить список заказов',
} as const;

/** Further labels of the order details screen and its dialogs (not in the spec; decided). */
export const orderScreenTexts = {
  previewAlt: (name: string) => `Предпросмотр макета «${name}»`,
  openPreview: (name: string) => `Открыть предпросмотр макета «${name}»`,
  repeatMany: 'Повторить несколько макетов',
  menu: 'Действия',
  uploadTitle: (name: string) => `Макет «${name}»`,
  guidanceTitle: 'Требования к макету',
  noFile: 'Файл не загружен',
  currentFile: (name: string) => `Загружен файл: ${name}`,
  generalAcrylNote: 'Один файл со всеми макетами акрила вместо отдельных файлов по позициям.',
  deleteFileConfirm: 'Удалить загруженный файл?',
  sizes: (width: number, height: number) => `${width}×${height} мм`,
  pieces: (count: number) => `${count} шт.`,
  sizeLabel: 'Размер',
  parameters: 'Параметры',
  itemsTable: 'Позиции заказа',
  columnsMenu: 'Настройка столбцов',
  sortAscending: 'Сортировать по возрастанию',
  sortDescending: 'Сортировать по убыванию',
  hideColumn: 'Скрыть столбец',
  showColumn: (name: string) => `Показать «${name}»`,
  showAllColumns: 'Показать все столбцы',
  widenColumn: 'Сделать шире',
  narrowColumn: 'Сделать уже',
  columnMenuHint: 'Правый клик или Shift+F10 по заголовку: сортировка и столбцы',
  fittingPreview: (name: string) => `Фурнитура «${name}»`,
  choose: 'Выберите...',
  checkoutFor: (number: number) => `Заказ №${number}`,
  cdekTariffs: 'Тарифы СДЭК до ПВЗ',
  orderPageTitle: 'Заказ',
} as const;

export const completedTexts = {
  title: 'Заказ отправлен!',
  text: 'Менеджер свяжется с вами в сообщениях сообщества.',
  timelinesTitle: 'Сроки',
  approval: 'Согласование макетов: до 2 рабочих дней',
  stickers: 'Стикеры: 5 рабочих дней',
  acryl: 'Акрил: 10 рабочих дней',
  toOrders: 'К моим заказам',
  /** Beyond the spec: the sent order itself (core `completedOrderSummary`). */
  summaryTitle: 'Ваш заказ',
  number: (number: number) => `Заказ №${number}`,
  total: (total: string) => `Сумма: ${total}`,
  /** Sent and delivered by the stored approximal dates («4 декабря»); the manager may change them. */
  sendAndDeliver: (sendBy: string, deliverBy: string) => `Отправим до ${sendBy}, доставим до ${deliverBy}`,
  sendBy: (sendBy: string) => `Отправим до ${sendBy}`,
  /**
   * A buyer the shop cannot reach in VK (core `orderNewsChannel`): the shop's e-mails about the
   * order go to their address (issue 29); without one, the manager calls.
   */
  newsByEmail: (email: string | null) =>
    email
      ? `ВКонтакте у вас не привязан, поэтому новости о заказе придут на почту ${email}, а если понадобится, менеджер позвонит по телефону из заказа.`
      : 'ВКонтакте у вас не привязан, поэтому менеджер свяжется с вами по телефону из заказа.',
} as const;

export const historyTexts = {
  title: 'Мои заказы',
  showAll: 'Показать все заказы',
  showActive: 'Показать активные заказы',
  empty: 'Заказов пока нет',
  stickersCount: (count: number) => `Стикеры: ${count}`,
  acrylCount: (count: number) => `Акрил: ${count}`,
  morePreviews: (count: number) => `+${count} ещё`,
  order: (number: number) => `Заказ №${number}`,
} as const;

/** Order history cards, beyond `historyTexts`. */
export const historyCardTexts = {
  date: (date: string) => `от ${date}`,
  manager: 'Менеджер',
  noManager: 'не назначен',
  cost: 'Стоимость',
  paid: 'Оплачен',
  notPaid: 'Не оплачен',
  preview: (name: string) => `Макет «${name}»`,
} as const;
