/** The parcel: CDEK shipments in the manager's dialog and the parcel as the customer follows it (issue 28). */

/** Our titles of CDEK's status codes; a code not listed shows CDEK's own name. */
export const parcelStatusTitles: Readonly<Record<string, string>> = {
  ACCEPTED: 'Заказ принят СДЭК',
  CREATED: 'Заказ создан в СДЭК',
  REMOVED: 'Отправление отменено',
  RECEIVED_AT_SENDER_WAREHOUSE: 'Принят на склад СДЭК',
  READY_FOR_SHIPMENT_IN_SENDER_CITY: 'Готов к отправке',
  TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY: 'Передан перевозчику',
  SENT_TO_TRANSIT_CITY: 'Отправлен в город-транзит',
  ACCEPTED_IN_TRANSIT_CITY: 'Прибыл в город-транзит',
  SENT_TO_RECIPIENT_CITY: 'Отправлен в город получателя',
  ARRIVED_AT_RECIPIENT_CITY: 'Прибыл в город получателя',
  ACCEPTED_AT_RECIPIENT_CITY_WAREHOUSE: 'Принят на склад в городе получателя',
  ACCEPTED_AT_PICK_UP_POINT: 'Принят в пункте выдачи',
  TAKEN_BY_COURIER: 'Передан курьеру',
  DELIVERED: 'Вручен',
  NOT_DELIVERED: 'Не вручен',
  RETURNED_TO_SENDER_CITY_WAREHOUSE: 'Возвращен на склад отправителя',
  RETURNED_TO_RECIPIENT_CITY_WAREHOUSE: 'Возвращен на склад в городе получателя',
};

export const shipmentTexts = {
  section: 'Отправление СДЭК',
  register: 'Зарегистрировать в СДЭК',
  registering: 'Регистрируем в СДЭК…',
  cdekNumber: 'Номер СДЭК',
  status: 'Статус',
  noStatus: 'СДЭК еще не сообщил статус',
  label: 'Скачать ярлык',
  waybill: 'Скачать накладную',
  cancel: 'Отменить отправление',
  cancelled: 'Отправление отменено',
  notRegistered: 'Отправление в СДЭК не зарегистрировано',
  // Refusals: each leaves the order as it was.
  notCdek: 'Отправление СДЭК регистрируется только для заказа с доставкой СДЭК',
  noPoint: 'В заказе не выбран пункт выдачи СДЭК',
  noReceiver: 'Укажите получателя: СДЭК выдает посылку по имени',
  noPhone: 'Укажите телефон получателя: СДЭК пришлет ему код получения',
  notPaid: 'Заказ еще не оплачен: отправление регистрируется после оплаты',
  inProgress: 'Отправление уже регистрируется. Обновите окно через минуту',
  alreadyRegistered: 'Отправление уже зарегистрировано в СДЭК',
  invalidPoint: (code: string) => `СДЭК не принимает посылки в пункт выдачи ${code}. Выберите другой пункт`,
  refused: (reason: string) => `СДЭК отказал в регистрации: ${reason}. Заказ не изменен`,
  tariffRefused: 'СДЭК не возит по тарифу заказа в этот пункт. Выберите пункт или тариф заново',
  unavailable: 'СДЭК сейчас не отвечает. Заказ не изменен, попробуйте через несколько минут',
  timeout: 'СДЭК не ответил вовремя. Заказ не изменен; если СДЭК все же принял заказ, повторная регистрация найдет его',
  cannotCancel: 'СДЭК уже принял посылку: отменить отправление нельзя, только оформить возврат в СДЭК',
  printFailed: 'СДЭК не подготовил печатную форму. Попробуйте еще раз через минуту',
  notSandbox: 'Продвинуть посылку можно только в песочнице СДЭК',
  // The dialog's delivery part.
  postIndexInvalid: 'Почтовый индекс — 6 цифр',
  pointLockedByShipment: 'Отправление уже зарегистрировано в СДЭК: отмените его, чтобы сменить пункт выдачи',
} as const;

export const parcelTexts = {
  heading: 'Посылка',
  sendDate: 'Дата отправки',
  trackNumber: 'Трек-номер',
  track: 'Отследить',
  status: 'Статус посылки',
  history: 'История посылки',
  noStatus: 'Перевозчик еще не сообщил статус',
  loadFailed: 'Не удалось загрузить статус посылки',
  actionFailed: 'Не удалось выполнить действие с отправлением СДЭК. Попробуйте еще раз',
} as const;

/** The edit dialog's delivery part. */
export const deliveryFieldTexts = {
  receiver: 'Получатель',
  phone: 'Телефон получателя',
  cdekPoint: 'Пункт выдачи СДЭК',
  cdekPointChosen: (code: string) => `Выбран пункт ${code}`,
  noCdekPoint: 'Пункт выдачи не выбран',
  postIndex: 'Почтовый индекс',
  trackNumber: 'Трек-номер',
  trackLink: 'Отследить',
  sendDate: 'Дата отправки',
  sandboxAdvance: 'Продвинуть посылку (песочница СДЭК)',
} as const;
