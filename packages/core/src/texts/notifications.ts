/**
 * E-mails and messages the shop sends about an order (issue 29): the customer's e-mails, the
 * managers' e-mails and VK messages, the e-mail settings in the profile and the signed link.
 */

/** The customer's e-mail of one event: its subject, heading, lines and the button's text. */
export const customerMailTexts = {
  orderReceived: {
    subject: (number: number) => `Заказ №${number} получен`,
    heading: (number: number) => `Мы получили заказ №${number}`,
    intro: 'Менеджер проверит макеты и напишет, если что-то нужно поправить.',
    action: 'Открыть заказ',
  },
  proofReady: {
    subject: (number: number) => `Макет по заказу №${number} готов к согласованию`,
    heading: (number: number) => `Макет по заказу №${number} готов`,
    intro: 'Посмотрите макет и ответьте: согласуйте его или напишите, что поправить.',
    approve: 'Согласовать',
    changes: 'Нужны правки',
    action: 'Открыть макет',
    previewAlt: (number: number) => `Макет по заказу №${number}`,
  },
  changesReceived: {
    subject: (number: number) => `Правки по заказу №${number} получены`,
    heading: 'Мы получили ваши правки',
    intro: 'Менеджер внесёт их и пришлёт новый макет.',
    action: 'Открыть заказ',
  },
  proofApproved: {
    subject: (number: number) => `Макет по заказу №${number} согласован`,
    heading: 'Макет согласован',
    intro: 'Спасибо! Заказ можно оплатить — после оплаты он уйдёт в печать.',
    action: 'Оплатить заказ',
  },
  paymentReceived: {
    subject: (number: number) => `Оплата заказа №${number} получена`,
    heading: (amount: string) => `Мы получили оплату: ${amount}`,
    intro: 'Заказ оплачен и уходит в производство.',
    receipt: 'Чек придёт от ЮKassa на этот адрес.',
    action: 'Открыть заказ',
  },
  paymentRefunded: {
    subject: (number: number) => `Возврат оплаты по заказу №${number}`,
    heading: (amount: string) => `Мы вернули оплату: ${amount}`,
    intro: 'Деньги вернутся на карту или счёт, с которого вы платили, обычно за 1–3 рабочих дня.',
    action: 'Открыть заказ',
  },
  inProduction: {
    subject: (number: number) => `Заказ №${number} в производстве`,
    heading: 'Заказ печатается',
    intro: 'Мы сообщим, когда отправим его.',
    action: 'Открыть заказ',
  },
  shipped: {
    subject: (number: number) => `Заказ №${number} отправлен`,
    heading: 'Заказ в пути',
    track: (track: string) => `Трек-номер: ${track}`,
    action: 'Отследить посылку',
    orderAction: 'Открыть заказ',
  },
  arrived: {
    subject: (number: number) => `Заказ №${number} ждёт в пункте выдачи`,
    heading: 'Посылка в пункте выдачи',
    place: (address: string) => `Пункт выдачи: ${address}`,
    intro: 'Возьмите с собой паспорт или код получения.',
    action: 'Открыть заказ',
  },
  delivered: {
    subject: (number: number) => `Заказ №${number} получен`,
    heading: 'Заказ вручён',
    intro: 'Спасибо за заказ! Будем рады видеть вас снова.',
    action: 'Открыть заказ',
  },
  cancelled: {
    subject: (number: number) => `Заказ №${number} отменён`,
    heading: 'Заказ отменён',
    intro: 'Если это ошибка или у вас есть вопросы, просто ответьте на это письмо.',
    action: 'Открыть заказ',
  },
} as const;

/** What every e-mail shares: the order's summary, the footer with contacts and the settings link. */
export const mailFrameTexts = {
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  greetingAnonymous: 'Здравствуйте!',
  orderNumber: (number: number) => `Заказ №${number}`,
  items: 'Состав заказа',
  itemLine: (name: string, count: number, cost: string) => `${name} — ${count} шт., ${cost}`,
  moreItems: (count: number) => `и ещё ${count}`,
  total: (cost: string) => `Итого: ${cost}`,
  sendDate: (date: string) => `Отправим примерно: ${date}`,
  deliveryDate: (date: string) => `Доставим примерно: ${date}`,
  comment: (comment: string) => `Комментарий: ${comment}`,
  linkHint: 'Если кнопка не открывается, скопируйте адрес в браузер:',
  contacts: (site: string, email: string) => `Сайт: ${site} · Почта: ${email}`,
  replyHint: 'Ответьте на это письмо, если есть вопросы.',
  unsubscribe: 'Не присылать письма о ходе заказа',
  unsubscribeHint: 'Письма об оплате и макетах приходят всегда.',
} as const;

/** The VK community message managers get when an order is submitted (server-side, decided). */
export const managerNotificationTexts = {
  orderSubmitted: (number: number) => `Новый заказ №${number} отправлен на проверку`,
  client: (name: string) => `Клиент: ${name}`,
  items: (stickers: number, acryl: number) => `Позиций: стикеры ${stickers}, акрил ${acryl}`,
  cost: (cost: string) => `Предварительная стоимость: ${cost}`,
  link: (url: string) => `Открыть заказ: ${url}`,
} as const;

/** The managers' e-mails and VK messages beyond «новый заказ» (managerNotificationTexts). */
export const managerMailTexts = {
  orderSubmitted: managerNotificationTexts.orderSubmitted,
  proofApproved: (number: number) => `Клиент согласовал макет по заказу №${number}`,
  proofChanges: (number: number) => `Клиент просит правки макета по заказу №${number}`,
  paymentReceived: (number: number, amount: string) => `Заказ №${number} оплачен: ${amount}`,
  paymentMismatch: (number: number) => `Платёж по заказу №${number} не совпал с заказом`,
  paymentMismatchDetails: (paid: string, expected: string) => `Оплачено: ${paid}, ожидалось: ${expected}`,
  paymentRefunded: (number: number, amount: string) => `Возврат по заказу №${number}: ${amount}`,
  cdekProblem: (number: number) => `Проблема с отправкой СДЭК по заказу №${number}`,
  client: managerNotificationTexts.client,
  open: 'Открыть заказ',
  link: managerNotificationTexts.link,
} as const;

/** The customer's e-mail settings: the profile's switch and the page of the signed link. */
export const mailPreferenceTexts = {
  title: 'Письма о заказах',
  orderNews: 'Присылать письма о ходе заказа (производство, отправка, доставка)',
  alwaysSent: 'Письма об оплате, возвратах и макетах приходят всегда.',
  unsubscribed: 'Готово: письма о ходе заказа больше не придут. Письма об оплате и макетах будут приходить.',
  resubscribe: 'Снова присылать письма о ходе заказа',
  resubscribed: 'Готово: письма о ходе заказа снова будут приходить.',
  saveFailed: 'Не удалось сохранить настройку писем. Попробуйте ещё раз.',
  badLink: 'Ссылка устарела или повреждена. Настройте письма в профиле.',
} as const;

/** The timeline of an order: the manager's dialog and the customer's order page. */
export const timelineTexts = {
  title: 'История заказа',
  loadFailed: 'Не удалось загрузить историю заказа. Попробуйте обновить страницу.',
  empty: 'Пока ничего не происходило',
  system: 'Система',
  submitted: 'Заказ отправлен менеджеру',
  fieldChanged: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
  emptyValue: '—',
  yes: 'да',
  no: 'нет',
  managerPrice: (item: string, price: string) => `Цена позиции «${item}»: ${price}`,
  proofSent: (round: number) => `Отправлен макет (раунд ${round})`,
  proofApproved: (round: number) => `Макет согласован (раунд ${round})`,
  proofChanges: (round: number) => `Запрошены правки макета (раунд ${round})`,
  paymentSettled: (amount: string) => `Оплата получена: ${amount}`,
  paymentRefunded: (amount: string) => `Оплата возвращается: ${amount}`,
  refundStatus: (amount: string, status: string) => `Возврат ${amount}: ${status}`,
  paymentMismatch: 'Платёж не совпал с заказом',
  parcelStatus: (title: string) => `Посылка: ${title}`,
  invoiceIssued: (invoice: string) => `Выставлен счёт №${invoice}`,
  invoiceVoided: (invoice: string) => `Счёт №${invoice} аннулирован`,
  invoicePaid: (invoice: string) => `Счёт №${invoice} оплачен`,
  invoiceReopened: (invoice: string) => `Заказ отмечен неоплаченным: счёт №${invoice} снова ожидает оплаты`,
  bankPaymentFlagged: 'Платёж по выписке не совпал со счётом',
  notificationSent: (what: string, to: string) => `Отправлено уведомление «${what}»: ${to}`,
  notificationFailed: (what: string) => `Не удалось отправить уведомление «${what}»`,
  /** What each notification was about, as the manager's timeline names it. */
  templates: {
    'order-received': 'заказ получен',
    'order-submitted': 'новый заказ',
    'proof-ready': 'макет готов',
    'changes-received': 'правки получены',
    'proof-approved': 'макет согласован',
    'proof-answered': 'ответ по макету',
    'payment-received': 'оплата получена',
    'payment-refunded': 'возврат оплаты',
    'payment-mismatch': 'платёж не совпал',
    'invoice-issued': 'счёт бухгалтеру',
    'closing-documents': 'закрывающие документы бухгалтеру',
    'in-production': 'в производстве',
    shipped: 'отправлен',
    arrived: 'в пункте выдачи',
    delivered: 'вручён',
    cancelled: 'отменён',
    'cdek-problem': 'проблема СДЭК',
  } as Record<string, string>,
  fields: {
    status: 'Статус',
    cost: 'Стоимость',
    deliveryCost: 'Доставка',
    approximalSendDate: 'Дата отправки',
    approximalDeliveryDate: 'Дата доставки',
    sendDate: 'Отправлен',
    trackNumber: 'Трек-номер',
    deliveryType: 'Способ доставки',
    deliveryAddress: 'Адрес доставки',
    comment: 'Комментарий',
    manager: 'Менеджер',
    payed: 'Оплачен',
    isUrgent: 'Срочный',
    isFixedDate: 'Фиксированная дата',
    colorProofStatus: 'Цветопроба',
  } as Record<string, string>,
} as const;
