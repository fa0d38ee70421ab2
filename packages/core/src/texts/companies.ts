/**
 * Texts of a customer's companies and of paying by invoice (issue 34; not in the spec, decided):
 * the company form's labels and errors, the invoice's words.
 */

export const companyKindNames = {
  organization: 'Организация',
  entrepreneur: 'Индивидуальный предприниматель',
} as const;

export const companyTexts = {
  kind: 'Кто покупает',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  ogrnip: 'ОГРНИП',
  name: 'Полное наименование',
  address: 'Юридический адрес',
  accountantEmail: 'E-mail бухгалтера',
  innRequired: 'Укажите ИНН',
  innOrganizationLength: 'ИНН организации — 10 цифр',
  innEntrepreneurLength: 'ИНН предпринимателя — 12 цифр',
  innNotDigits: 'ИНН состоит только из цифр',
  innCheckDigit: 'ИНН с ошибкой: контрольная цифра не сходится. Проверьте номер по свидетельству',
  kppRequired: 'Укажите КПП организации',
  kppFormat: 'КПП — 9 знаков: 4 цифры, 2 цифры или латинские заглавные буквы, 3 цифры',
  kppForEntrepreneur: 'У предпринимателя нет КПП: оставьте поле пустым',
  ogrnRequired: 'Укажите ОГРН',
  ogrnipRequired: 'Укажите ОГРНИП',
  ogrnLength: 'ОГРН организации — 13 цифр',
  ogrnipLength: 'ОГРНИП — 15 цифр',
  ogrnNotDigits: 'ОГРН состоит только из цифр',
  ogrnCheckDigit: 'ОГРН с ошибкой: контрольная цифра не сходится. Проверьте номер по выписке',
  ogrnipCheckDigit: 'ОГРНИП с ошибкой: контрольная цифра не сходится. Проверьте номер по выписке',
  nameRequired: 'Укажите полное наименование',
  nameTooLong: 'Наименование длиннее 300 знаков',
  nameSeparator: 'В наименовании не может быть знака «|»: банки не примут его в платёжном QR-коде',
  addressRequired: 'Укажите юридический адрес',
  addressTooLong: 'Адрес длиннее 500 знаков',
  accountantEmailInvalid: 'Проверьте e-mail бухгалтера',
  notFound: 'Такой компании нет в вашем профиле',
  limitReached: 'В профиле не больше 20 компаний',
} as const;

/** Amounts in words: the words of numbers (1–9, 10–19, 20–90, 100–900) and of the ruble and kopeck. */
export const amountWordTexts = {
  zero: 'ноль',
  units: ['один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  unitsFeminine: ['одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  teens: [
    'десять',
    'одиннадцать',
    'двенадцать',
    'тринадцать',
    'четырнадцать',
    'пятнадцать',
    'шестнадцать',
    'семнадцать',
    'восемнадцать',
    'девятнадцать',
  ],
  tens: ['двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'],
  hundreds: ['сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'],
  thousand: ['тысяча', 'тысячи', 'тысяч'],
  million: ['миллион', 'миллиона', 'миллионов'],
  billion: ['миллиард', 'миллиарда', 'миллиардов'],
  ruble: ['рубль', 'рубля', 'рублей'],
  kopeck: ['копейка', 'копейки', 'копеек'],
} as const;

/** The счёт на оплату (issue 34): its PDF, its purpose of payment and the order page's words. */
export const invoiceTexts = {
  title: (number: string, date: string) => `Счёт на оплату № ${number} от ${date}`,
  /** The purpose of payment: the invoice number first, which the bank statement is matched by. */
  purpose: (number: string, date: string, orderNumber: number, vat: string) =>
    `Оплата по счёту № ${number} от ${date} за заказ №${orderNumber}. ${vat}`,
  withoutVat: 'Без НДС',
  vatIncluded: (rate: number, amount: string) => `В том числе НДС ${rate}%: ${amount}`,
  vatIncludedShort: (rate: number) => `в т.ч. НДС ${rate}%`,
  bankOfPayee: 'Банк получателя',
  bic: 'БИК',
  accountShort: 'Сч. №',
  payee: 'Получатель',
  inn: 'ИНН',
  kpp: 'КПП',
  seller: 'Поставщик (Исполнитель):',
  buyer: 'Покупатель (Заказчик):',
  basis: (orderNumber: number) => `Основание: заказ №${orderNumber}`,
  columns: ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'],
  pieceUnit: 'шт.',
  serviceUnit: 'усл.',
  total: 'Итого:',
  totalDue: 'Всего к оплате:',
  lineCount: (count: number, amount: string) => `Всего наименований ${count}, на сумму ${amount} руб.`,
  purposeLabel: 'Назначение платежа:',
  qrCaption: 'QR-код для оплаты в приложении банка',
  head: 'Руководитель',
  accountant: 'Бухгалтер',
  validity: 'Счёт действителен для этой суммы заказа: при изменении заказа выставляется новый счёт.',
  // The order page and the server's refusals
  payByInvoice: 'Оплатить по счёту',
  chooseCompany: 'Компания-плательщик',
  addCompanyFirst: 'Добавьте компанию в настройках профиля, чтобы получить счёт',
  download: (number: string) => `Скачать счёт № ${number} (PDF)`,
  notOffered: 'Оплата по счёту сейчас недоступна: реквизиты магазина не настроены. Выберите оплату картой или СБП.',
  notPayable: 'Этот заказ сейчас нельзя оплатить: дождитесь согласования макета и цены всех позиций.',
  alreadyPaid: 'Заказ уже оплачен',
  invoiceNotFound: 'Счёт не найден',
  staffOnly: 'Отмечать оплату по счёту может только менеджер.',
  notIssued: 'Этот счёт аннулирован или уже оплачен',
  paymentReverted: (invoice: string) =>
    `Менеджер отметил заказ неоплаченным: платёж по счёту № ${invoice} остаётся в выписке, счёт снова ожидает оплаты. Решите вручную: зачесть, вернуть или оплатить счёт снова.`,
} as const;

/** The bank statement a manager uploads (1CClientBankExchange) and what the shop made of each payment. */
export const bankStatementTexts = {
  notExchangeFile:
    'Это не выписка в формате 1С: файл должен начинаться строкой 1CClientBankExchange. Выгрузите выписку из банка для 1С.',
  noEncoding: 'В выписке нет строки «Кодировка=»: выгрузите её из банка заново в формате 1С.',
  unsupportedEncoding: (value: string) =>
    `Кодировка выписки «${value}» не поддерживается: выгрузите её из банка в кодировке Windows или DOS.`,
  encodingMismatch: (declared: string) =>
    `Файл сохранён в UTF-8, а в нём указано «Кодировка=${declared}»: выгрузите выписку из банка заново, не пересохраняя её в другом редакторе.`,
  unfinishedDocument: (line: number) =>
    `Документ, начатый в строке ${line}, не закончен строкой «КонецДокумента»: файл выписки повреждён, ничего не записано.`,
  unfinishedFile: 'Выписка обрывается: нет строки «КонецФайла». Файл повреждён, ничего не записано.',
  badAmount: (line: number, value: string) =>
    `Сумма «${value}» в строке ${line} не похожа на сумму в рублях: файл выписки повреждён, ничего не записано.`,
  missingField: (line: number, field: string) =>
    `В документе, начатом в строке ${line}, нет поля «${field}»: файл выписки повреждён, ничего не записано.`,
  badDate: (line: number, value: string) =>
    `Дата «${value}» в документе, начатом в строке ${line}, не в формате ДД.ММ.ГГГГ: файл выписки повреждён, ничего не записано.`,
  empty: 'Файл выписки пустой.',
  tooLarge: 'Файл выписки больше 5 МБ: выгрузите выписку за меньший период.',
  notOffered: 'Реквизиты магазина не настроены (SELLER_*): сопоставлять выписку не с чем.',
  // What each incoming payment came to
  paid: (invoice: string, orderNumber: number) =>
    `Оплата по счёту № ${invoice}: заказ №${orderNumber} отмечен оплаченным.`,
  short: (invoice: string, missing: string) =>
    `Недоплата по счёту № ${invoice}: не хватает ${missing} ₽. Заказ не отмечен оплаченным — свяжитесь с покупателем.`,
  over: (invoice: string, extra: string) =>
    `Переплата по счёту № ${invoice}: лишние ${extra} ₽. Заказ отмечен оплаченным; разницу верните или зачтите вручную.`,
  alreadyPaid: (invoice: string) =>
    `Платёж по счёту № ${invoice}, но заказ уже оплачен: верните платёж или зачтите его вручную.`,
  voidInvoice: (invoice: string, paid: string, expected: string) =>
    `Счёт № ${invoice} аннулирован: сумма заказа изменилась (сейчас ${expected} ₽, оплачено ${paid} ₽). Платёж записан, заказ не отмечен оплаченным — урегулируйте вручную.`,
  wrongPayer: (invoice: string, payerInn: string, buyerInn: string) =>
    `В назначении указан счёт № ${invoice}, но ИНН плательщика ${payerInn} не совпадает с ИНН покупателя ${buyerInn}. Проверьте платёж вручную.`,
  noInvoice: 'В назначении платежа нет номера нашего счёта: платёж не опознан, проверьте его вручную.',
  alreadyRecorded: 'Этот платёж уже был в загруженной ранее выписке: ничего не изменено.',
  outcomes: {
    paid: 'Оплачено',
    short: 'Недоплата',
    over: 'Переплата',
    void: 'Счёт аннулирован',
    unknown: 'Не опознан',
    reverted: 'Оплата снята менеджером',
  },
} as const;

/** The profile's companies section and the order page's invoice panel. */
export const companyFormTexts = {
  title: 'Компании для оплаты по счёту',
  hint: 'Счёт выставляется на компанию: её реквизиты попадут в счёт и закрывающие документы.',
  empty: 'Компаний пока нет.',
  add: 'Добавить компанию',
  save: 'Сохранить компанию',
  saving: 'Сохраняем…',
  remove: (name: string) => `Удалить компанию ${name}`,
  removeShort: 'Удалить',
  saved: 'Компания сохранена',
  loadFailed: 'Не удалось загрузить компании. Обновите страницу.',
  saveFailed: 'Не удалось сохранить компанию. Попробуйте ещё раз.',
  details: (inn: string, kpp: string | null) => (kpp ? `ИНН ${inn}, КПП ${kpp}` : `ИНН ${inn}`),
} as const;

export const invoicePanelTexts = {
  title: 'Оплата по счёту для компаний',
  issue: 'Выставить счёт',
  issuing: 'Выставляем счёт…',
  invoice: (number: string, date: string, amount: string) => `Счёт № ${number} от ${date} на ${amount}`,
  statuses: { issued: 'ожидает оплаты', void: 'аннулирован', paid: 'оплачен' },
  loadFailed: 'Не удалось загрузить счета по заказу.',
  issueFailed: 'Не удалось выставить счёт. Попробуйте ещё раз.',
  hint: 'Оплатите счёт с расчётного счёта компании или отсканируйте QR-код в приложении банка. Заказ будет отмечен оплаченным, когда платёж поступит.',
} as const;

/** The manager's «Счета» in the order's edit dialog: the order's invoices, and marking one paid by hand. */
export const managerInvoiceTexts = {
  title: 'Счета',
  none: 'По заказу не выставлено ни одного счёта.',
  markPaid: 'Отметить оплаченным',
  confirm: (number: string) =>
    `Отметить счёт № ${number} оплаченным без выписки? Заказ станет оплаченным, отметка останется в истории заказа.`,
  confirmYes: 'Да, счёт оплачен',
  cancel: 'Отмена',
  marking: 'Отмечаем…',
  marked: (number: string) => `Счёт № ${number} отмечен оплаченным.`,
  markFailed: 'Не удалось отметить счёт оплаченным. Обновите заказ и попробуйте ещё раз.',
} as const;

export const bankStatementPanelTexts = {
  title: 'Выписка из банка',
  hint: 'Файл выписки в формате 1С (1CClientBankExchange), как его выгружает банк. Повторная загрузка ничего не меняет.',
  choose: 'Загрузить выписку',
  uploading: 'Сопоставляем платежи…',
  failed: 'Не удалось загрузить выписку.',
  empty: 'В выписке нет поступлений на счёт магазина.',
  columns: ['Дата', 'Плательщик', 'Сумма', 'Назначение', 'Итог'],
  order: (number: number) => `Заказ №${number}`,
} as const;

/** The УПД (универсальный передаточный документ) after shipment of an order paid by invoice. */
export const updTexts = {
  title: 'Универсальный передаточный документ',
  status: (status: number) => `Статус: ${status}`,
  statusNote: '1 — счёт-фактура и передаточный документ (акт); 2 — передаточный документ (акт)',
  invoiceLine: (number: string, date: string) => `Счёт-фактура № ${number} от ${date}`,
  seller: 'Продавец:',
  sellerAddress: 'Адрес:',
  sellerInnKpp: 'ИНН/КПП продавца:',
  shipper: 'Грузоотправитель и его адрес:',
  sameAsSeller: 'он же',
  consignee: 'Грузополучатель и его адрес:',
  basis: (invoice: string, date: string, orderNumber: number) =>
    `счёт на оплату № ${invoice} от ${date}, заказ №${orderNumber}`,
  basisLabel: 'Основание передачи (сдачи):',
  buyer: 'Покупатель:',
  buyerAddress: 'Адрес:',
  buyerInnKpp: 'ИНН/КПП покупателя:',
  currency: 'Валюта: наименование, код: Российский рубль, 643',
  columns: [
    '№',
    'Наименование товара (описание выполненных работ, оказанных услуг)',
    'Ед. изм.',
    'Кол-во',
    'Цена за единицу',
    'Стоимость без налога',
    'Налоговая ставка',
    'Сумма налога',
    'Стоимость с налогом — всего',
  ],
  withoutVat: 'без НДС',
  totalDue: 'Всего к оплате',
  handedOver: 'Товар (груз) передал / услуги, результаты работ, права сдал',
  received: 'Товар (груз) получил / услуги, результаты работ, права принял',
  shipmentDate: (date: string) => `Дата отгрузки, передачи (сдачи): ${date}`,
} as const;

/** The товарная накладная (the ТОРГ-12 form's fields) made after shipment when the shop is set to `torg12-act`. */
export const torg12Texts = {
  title: 'Товарная накладная',
  formNote: 'Унифицированная форма № ТОРГ-12',
  heading: (number: string, date: string) => `Товарная накладная № ${number} от ${date}`,
  shipper: 'Грузоотправитель:',
  consignee: 'Грузополучатель:',
  supplier: 'Поставщик:',
  payer: 'Плательщик:',
  basisLabel: 'Основание:',
  columns: [
    '№',
    'Товар: наименование',
    'Ед. изм.',
    'Кол-во',
    'Цена, руб. коп.',
    'Сумма без НДС, руб. коп.',
    'НДС, ставка',
    'НДС, сумма',
    'Сумма с НДС, руб. коп.',
  ],
  total: 'Итого',
  released: (count: number, words: string) => `Всего отпущено наименований: ${count}, на сумму ${words}`,
  releaseAllowed: 'Отпуск груза разрешил',
  releasedBy: 'Отпуск груза произвёл',
  receivedBy: 'Груз принял',
  consigneeReceived: 'Груз получил грузополучатель',
  stamp: 'М. П.',
} as const;

/** The акт of the services (the delivery) made beside the накладная. */
export const actTexts = {
  title: 'Акт оказанных услуг',
  heading: (number: string, date: string) => `Акт № ${number} от ${date}`,
  contractor: 'Исполнитель:',
  customer: 'Заказчик:',
  basisLabel: 'Основание:',
  columns: ['№', 'Наименование работ, услуг', 'Кол-во', 'Ед.', 'Цена', 'Сумма'],
  total: 'Итого:',
  rendered: (count: number, sum: string) => `Всего оказано услуг ${count}, на сумму ${sum} руб.`,
  noClaims:
    'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
  contractorSign: 'Исполнитель',
  customerSign: 'Заказчик',
} as const;

/** The closing documents on the order page, and the accountant's e-mails. */
export const closingDocumentTexts = {
  names: { upd: 'УПД', torg12: 'Товарная накладная', act: 'Акт' },
  download: {
    upd: (number: string) => `Скачать УПД № ${number} (PDF)`,
    torg12: (number: string) => `Скачать товарную накладную № ${number} (PDF)`,
    act: (number: string) => `Скачать акт № ${number} (PDF)`,
  },
  notYet: 'Закрывающие документы будут доступны после отгрузки заказа, оплаченного по счёту.',
} as const;

/** The e-mails to the buyer company's accountant: the invoice when issued, the closing documents after shipment. */
export const accountantMailTexts = {
  invoiceSubject: (number: string, seller: string) => `Счёт на оплату № ${number} от ${seller}`,
  invoiceHeading: (number: string) => `Счёт на оплату № ${number}`,
  invoiceIntro: (buyer: string, amount: string, orderNumber: number) =>
    `Для ${buyer} выставлен счёт на ${amount} по заказу №${orderNumber}. Счёт во вложении (PDF), в нём QR-код для оплаты из приложения банка.`,
  invoiceNote: 'В назначении платежа укажите номер счёта: по нему мы найдём платёж в выписке.',
  closingSubject: (names: string, orderNumber: number) => `Закрывающие документы по заказу №${orderNumber}: ${names}`,
  closingHeading: (orderNumber: number) => `Заказ №${orderNumber} отгружен`,
  closingIntro: (buyer: string, invoice: string) =>
    `Для ${buyer} по счёту № ${invoice} подготовлены закрывающие документы. Они во вложении (PDF).`,
  documentLine: (name: string, number: string, date: string) => `${name} № ${number} от ${date}`,
} as const;
