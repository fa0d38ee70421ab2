/** Checkout: contacts, delivery, the phone field and the delivery-date promise. */

export const checkoutTexts = {
  title: 'Оформление заказа',
  receiver: 'ФИО получателя',
  phone: 'Номер телефона',
  deliveryType: 'Способ доставки',
  deliveryTypes: { CDEK: 'СДЭК', RussianPost: 'Почта России', Pickup: 'Самовывоз' },
  deliveryNotes: {
    CDEK: 'Основной способ: 1–10 рабочих дней',
    RussianPost: 'Не рекомендуем: сроки дольше, бывают потери',
    Pickup: 'Бесплатно, по будням с 08:00 до 16:00',
  },
  address: 'Адрес доставки',
  postIndex: 'Почтовый индекс',
  cdekPvzCode: 'Код ПВЗ СДЭК',
  saveData: 'Сохранить данные для следующих заказов',
  submit: 'Оформить заказ',
  receiverRequired: 'ФИО получателя обязательно',
  phoneRequired: 'Номер телефона обязателен',
  phoneInvalid: 'Некорректный номер телефона',
  addressRequired: 'Адрес доставки обязателен',
  postIndexRequired: 'Почтовый индекс обязателен',
  cdekRequired: 'Код ПВЗ СДЭК обязателен',
  savedDataFailed: 'Не удалось загрузить сохраненные данные',
  createFailed: 'Ошибка при создании заказа',
  createFailedLog: 'Не удалось создать заказ!',
  created: (number: number) => `Заказ успешно создан! Номер заказа: ${number}`,
  clientInfoFailed: 'Не удалось получить данные клиента',
  tariffsFailedLog: 'Не удалось проверить цены!',
  cdekLoading: 'Идет загрузка данных',
  cdekLoadingHint: 'Пожалуйста, подождите...',
  cdekError: 'Ошибка при поиске ПВЗ',
  cdekErrorFallback: 'Произошла ошибка при получении информации о доставке',
  cdekErrorHint: 'Проверьте правильность введенного кода ПВЗ',
  cdekNoTariffs: 'Тарифы не найдены',
  // Server-side CDEK errors (decided); the panel shows them after 'Ошибка при поиске ПВЗ'
  cdekPointNotFound: (code: string) => `ПВЗ с кодом ${code} не найден`,
  cdekCalculationFailed: 'СДЭК не смог рассчитать доставку до этого ПВЗ',
  cdekUnavailable: 'Сервис СДЭК временно недоступен, попробуйте позже',
  cdekNoTariffsText: 'Не удалось найти доступные тарифы для данного ПВЗ',
  cdekAddress: 'Адрес ПВЗ',
  cdekTariff: (cost: string, min: number, max: number) => `${cost}, ${min}–${max} раб. дн.`,
  noItems: 'В заказе нет позиций',
  notCheckedOut: 'Сначала оформите заказ',
  // The pickup-point finder, tariff choice and totals (beyond the spec; decided)
  citySearchTooShort: 'Введите хотя бы 2 буквы названия города',
  cityNotChosen: 'Выберите город из подсказок, чтобы увидеть его пункты выдачи',
  cdekSearchFailed: 'СДЭК не смог найти пункты выдачи: проверьте название города',
  cdekSearchTooOften: (seconds: number) =>
    `Слишком много поисков пунктов выдачи подряд. Повторите через ${seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`}.`,
  cdekTariffGone: 'Выбранный тариф СДЭК больше недоступен для этого ПВЗ: выберите тариф ещё раз',
  cdekPricingUnavailable:
    'Не удалось рассчитать доставку: сервис СДЭК временно недоступен. Попробуйте оформить заказ через минуту',
  finderTitle: 'Пункт выдачи СДЭК',
  finderHint: 'Найдите город и выберите пункт выдачи или введите код ПВЗ, если знаете его.',
  city: 'Город',
  cityPlaceholder: 'Например, Рязань',
  citySearching: 'Ищем города…',
  cityNotFound: 'Такой город не найден. Проверьте название',
  citiesFound: (count: number) => `Найдено городов: ${count}. Выберите стрелками и нажмите Enter`,
  street: 'Улица',
  streetPlaceholder: 'Например, Есенина',
  pointsLoading: 'Загружаем пункты выдачи…',
  pointsOfCity: (city: string, shown: number, total: number) =>
    shown === total
      ? `Пункты выдачи в городе ${city}: ${total}`
      : `Пункты выдачи в городе ${city}: ${shown} из ${total}`,
  noPointsOnStreet: 'На этой улице пунктов выдачи нет. Очистите поле «Улица» или введите другую',
  noPointsInCity: 'В этом городе нет пунктов выдачи СДЭК. Выберите другой город',
  pointTypes: { PVZ: 'Пункт выдачи', POSTAMAT: 'Постамат' },
  choosePoint: 'Выбрать',
  pointChosen: 'Выбран',
  /** Read after «Выбрать» / «Выбран» by screen readers, so each button names its point. */
  pointOfButton: (address: string) => `пункт выдачи ${address}`,
  tariffCheapest: 'дешевле всего',
  tariffName: (code: number | undefined) => (code === undefined ? 'Тариф СДЭК' : `Тариф СДЭК ${code}`),
  tariffPeriod: (min: number, max: number) => (min === max ? `${min} раб. дн.` : `${min}–${max} раб. дн.`),
  summaryTitle: 'Ваш заказ',
  summaryItems: 'Позиции заказа',
  goodsTotal: 'Товары',
  deliveryCost: 'Доставка',
  grandTotal: 'Итого',
  deliveryNotChosen: 'выберите тариф',
  deliveryByManager: 'рассчитает менеджер',
  deliveryFree: 'бесплатно',
  russianPostCost: 'Стоимость доставки Почтой России рассчитает менеджер и добавит её к заказу.',
  pickupTerms:
    'Бесплатно. Самовывоз в Рязани по будням с 08:00 до 16:00; адрес и время менеджер подтвердит, когда заказ будет готов.',
  preliminaryNote: 'Стоимость позиций предварительная: менеджер подтвердит её после проверки макетов.',
} as const;

/** The shared phone field (profile and checkout). */
export const phoneFieldTexts = {
  placeholder: '+7 (XXX) XXX XX XX',
  hint: 'Можно ввести или вставить в любом виде: 8 920 555 11 22, +7 (920) 555-11-22',
  hintInternational:
    'Можно ввести или вставить в любом виде: 8 920 555 11 22, +7 (920) 555-11-22; другой страны — с «+» и её кодом',
} as const;
