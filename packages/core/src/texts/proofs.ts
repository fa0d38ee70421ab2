/** Proof approval and the site-wide notice of a proof waiting for the customer. */

/** Proof approval (beyond the spec; decided): manager's proofs, the customer's answers, the timeline. */
export const proofTexts = {
  title: 'Согласование макета',
  awaitingBanner: 'Менеджер прислал макет на согласование. Посмотрите его и ответьте.',
  approve: 'Согласовать',
  requestChanges: 'Нужны правки',
  sendChanges: 'Отправить правки',
  cancel: 'Отмена',
  commentLabel: 'Что нужно исправить',
  commentRequired: 'Опишите, какие правки нужны: без комментария менеджер не поймет, что исправить.',
  noteLabel: 'Комментарий менеджера',
  wholeOrder: 'Весь заказ',
  forItem: (name: string) => `Позиция «${name}»`,
  round: (number: number) => `Макет №${number}`,
  sentBy: (who: string) => `Отправил: ${who}`,
  answeredBy: (who: string) => `Ответил: ${who}`,
  /** The answer as the timeline names it, with what it was for (`forItem` or `wholeOrder`). */
  answerFor: (answer: 'approved' | 'changes', scope: string) =>
    `${answer === 'approved' ? 'Согласован' : 'Нужны правки'}: ${scope}`,
  approved: 'Согласован',
  changesRequested: 'Нужны правки',
  awaiting: 'Ожидает ответа клиента',
  timeline: 'История согласования',
  openPreview: (name: string) => `Открыть макет ${name} крупно`,
  answering: 'Отправляем ответ...',
  answerFailed: 'Не удалось отправить ответ. Проверьте интернет и попробуйте снова.',
  loadFailed: 'Не удалось загрузить макеты на согласование.',
  approvedNotice: 'Макет согласован. Теперь заказ можно оплатить.',
  /** An item's proof approved while other proofs of the order still wait or need changes. */
  partlyApprovedNotice: 'Макет согласован. Оплата откроется после согласования всех макетов.',
  changesNotice: 'Правки отправлены менеджеру. Новый макет появится здесь.',
  paymentAfterApproval: 'Оплата откроется после согласования макета.',
  // Manager's side
  attachTitle: 'Отправить макет на согласование',
  attachFiles: 'Файлы макета (изображения или PDF)',
  attachScope: 'Для чего макет',
  attachNote: 'Пояснение к макету для клиента',
  attachSend: 'Отправить клиенту',
  attaching: 'Загружаем файлы...',
  attachNoFiles: 'Выберите хотя бы один файл макета.',
  attachFailed: 'Не удалось отправить макет. Попробуйте снова.',
  attached: 'Макет отправлен клиенту.',
  noRounds: 'Макеты еще не отправлялись.',
  // Server answers
  staffOnly: 'Отправлять макеты на согласование может только менеджер.',
  notAttachable: 'Этому заказу нельзя отправить макет: он оплачен, отменен или еще не оформлен.',
  badFileType: 'Макет на согласование должен быть изображением (PNG, JPG, WEBP) или PDF.',
  fileNotFound: 'Файл макета не найден. Загрузите его снова.',
  itemNotFound: 'Позиция для макета не найдена в заказе.',
  nothingToAnswer: 'Нет макета, ожидающего ответа: обновите страницу.',
  answerPaid: 'Заказ уже оплачен: ответ по макету больше не принимается.',
  answerCancelled: 'Заказ отменен: ответ по макету больше не принимается.',
  customerOnly: 'Ответить на макет может только клиент этого заказа.',
  // The customer's notification (VK community message)
  notifyReady: (number: number) =>
    `Макет по заказу №${number} готов. Посмотрите его и согласуйте или напишите, что исправить.`,
  notifyChanges: (number: number) => `Клиент просит правки макета по заказу №${number}`,
  notifyApproved: (number: number) => `Клиент согласовал макет по заказу №${number}`,
  notifyLink: (url: string) => `Открыть: ${url}`,
} as const;

/** The site-wide notice of a proof waiting for the customer (beyond the spec; decided). */
export const proofNoticeTexts = {
  // A no-break space keeps «заказ №N» on one line on a phone.
  one: (number: number) => `Макет ждёт вашего согласования: заказ\u00a0№${number}`,
  many: (count: number) => `Макеты ждут вашего согласования: заказов — ${count}`,
  failedLog: 'Proof notice: the order list failed',
} as const;
