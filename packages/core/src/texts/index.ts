import type { RefundReason } from '../contract/payments.js';
import { acrylCalculatorTexts, calculatorCommonTexts, stickerCalculatorTexts } from './calculators.js';
import { pluralRu } from './plural.js';

/**
 * Every user-visible Russian text of the shop, spelled as the specification spells it.
 * Components, rules and server errors take their words from here, so a text changes in
 * one place. Functions build the texts that carry a value.
 */

export const brandTexts = {
  name: 'Стикеры 62',
  contactHours: 'Ежедневно с 10:00 до 22:00 по Москве',
} as const;

export const navTexts = {
  home: 'Главная',
  stickers: 'Стикеры',
  acryl: 'Акрил',
  about: 'О нас',
  cart: 'Корзина',
  myOrders: 'Мои заказы',
  /** Staff's header link to the manager's order list, in place of the customer's cart and orders. */
  staffOrders: 'Заказы',
  profile: 'Настройки профиля',
  logout: 'Выйти',
  login: 'Войти',
  userMenu: 'Меню пользователя',
  logoutConfirm: 'Вы уверены, что хотите выйти из системы?',
  yes: 'Да',
  no: 'Нет',
  cancel: 'Отмена',
  close: 'Закрыть',
  toHome: 'На главную',
  loading: 'Загрузка...',
  notBuiltYet: 'Этот раздел ещё в работе и скоро появится.',
} as const;

export const loginTexts = {
  title: 'Вход в систему',
  registerTitle: 'Регистрация',
  convertTitle: 'Создать постоянный аккаунт',
  username: 'Логин',
  password: 'Пароль',
  submitLogin: 'Войти',
  submitRegister: 'Зарегистрироваться',
  submitConvert: 'Создать аккаунт',
  busy: 'Загрузка...',
  vkLogin: 'Войти через ВКонтакте',
  toRegister: 'Регистрация',
  toLogin: 'Уже есть аккаунт? Войти',
  createPermanentLink: 'Создать постоянный аккаунт',
  policyPrefix: 'Продолжая, вы принимаете',
  policyLink: 'политику обработки персональных данных',
  policyJoin: 'и',
  offerLink: 'договор оферты',
  usernameRequired: 'Введите логин',
  passwordRequired: 'Введите пароль',
  /** Under the password of registration and account creation, before the first try. */
  newPasswordRule: (minLength: number) =>
    `Не менее ${minLength} символов. Слишком распространенные пароли (например, 12345678) не подойдут.`,
  // Errors and successes of ordering-area section 8
  invalidAccessKey: 'Недействительный ключ доступа',
  invalidPassword: 'Проверьте правильность введенного логина и пароля',
  vkUnknownError: 'Неизвестная ошибка при попытке входа',
  loginError: 'Ошибка входа',
  registrationError: 'Ошибка регистрации',
  accountCreationError: 'Ошибка создания аккаунта',
  accountCreated: 'Аккаунт успешно создан!',
  registered: 'Регистрация успешна! Теперь вы можете войти.',
  vkCallbackError: 'Не удалось войти через ВКонтакте',
  vkCallbackBusy: 'Выполняется вход через ВКонтакте...',
  // The log-level texts the spec names for failed calls
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  conversionFailed: 'Account conversion failed',
} as const;

export const loginStatusTexts = {
  notAuthorized: (status: number) => `${status} Пользователь не авторизован`,
  registrationFailed: (status: number) => `${status} Не удалось зарегистрировать пользователя`,
  accountCreationFailed: (status: number) => `${status} Ошибка создания аккаунта`,
} as const;

/** A wait of `seconds` in whole minutes, at least one: «1 минуту», «2 минуты», «12 минут». */
function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])}`;
}

/** Server-side texts of accounts and sessions (not shown in the spec; decided here). */
export const authServerTexts = {
  usernameTaken: 'Пользователь с таким логином уже существует',
  usernameTooShort: 'Логин должен содержать не менее 3 символов',
  usernameInvalid: 'Логин может содержать только буквы, цифры, точку, дефис и подчеркивание',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  credentialsRequired: 'Введите логин и пароль',
  /** Per-address limits of the sign-in form, access links and the sign-up form: each says when to come back. */
  signInsLimited: (seconds: number) =>
    `Слишком много попыток входа с этого адреса. Попробуйте через ${minutesToWait(seconds)}.`,
  accessKeysLimited: (seconds: number) =>
    `Слишком много попыток входа по ссылке с этого адреса. Попробуйте через ${minutesToWait(seconds)}.`,
  signUpsLimited: (seconds: number) =>
    `Слишком много регистраций с этого адреса. Попробуйте через ${minutesToWait(seconds)}.`,
  /** Password attempts (a login from one address, a password change) wait longer after each failure. */
  attemptsDelayed: (seconds: number) =>
    `Слишком много неудачных попыток. Повторите через ${seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`}.`,
  passwordTooCommon: 'Этот пароль слишком распространен, его легко подобрать. Придумайте другой.',
  wrongCurrentPassword: 'Текущий пароль указан неверно',
  passwordNotSet: 'У этого аккаунта нет пароля: вход выполняется через ВКонтакте или по ссылке',
  notAuthenticated: 'Требуется вход в систему',
  sessionExpired: 'Сессия истекла, войдите снова',
  forbidden: 'Недостаточно прав',
  notTemporary: 'Аккаунт уже постоянный',
  vkStateInvalid: 'Сессия входа через ВКонтакте устарела, попробуйте снова',
  vkUnavailable: 'ВКонтакте временно недоступен, попробуйте позже',
  // The local VK ID sandbox page
  vkSandboxTitle: 'Вход через VK ID (тестовый режим)',
  vkSandboxText: (name: string) => `Вы войдете как «${name}». Настоящий ВКонтакте не используется.`,
  vkSandboxSubmit: 'Войти',
  vkSandboxRejected: 'Запрос на вход некорректен',
} as const;

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

export const itemTexts = {
  name: 'Название макета',
  comment: 'Комментарий',
  cuttingType: 'Резка',
  filmType: 'Пленка',
  laminationType: 'Ламинация',
  materialType: 'Материал',
  printType: 'Печать',
  acrylType: 'Акрил',
  fittings: 'Фурнитура',
  count: 'Количество',
  width: 'Ширина, мм',
  height: 'Высота, мм',
  paperSize: 'Формат',
  paperSizeOther: 'Другой',
  isColorProof: 'Цветопроба',
  isFileInOtherItem: 'Макет уже печатался',
  cost: 'Стоимость',
  file: 'Файл',
  status: 'Статус',
  save: 'Сохранить',
  edit: 'Изменить',
  delete: 'Удалить',
  newStickerTitle: 'Новая позиция: стикеры',
  newAcrylTitle: 'Новая позиция: акрил',
  editTitle: 'Редактирование позиции',
  // Validation of ordering-area section 5
  nameInvalidCharacters: 'Имя содержит недопустимые символы: < > : " / \\ | ? *',
  nameBlocksSave: 'Название макета содержит недопустимые символы для имени файла!',
  nameReserved: 'Название «__general__» занято общим файлом заказа. Выберите другое название макета.',
  nameTooLong: 'Название макета должно быть не длиннее 100 символов',
  nameDotsOnly: 'Название макета не может быть «.» или «..»',
  stickersRequired: 'Заполните все обязательные поля!',
  acrylRequired: 'Заполните все поля!',
  mustBePositive: 'Значение должно быть больше 0',
  // Save and delete failures of section 8
  saveValidationLog: 'Validation error',
  saveFailedLog: 'Failed to save order item',
  saveFailedPrefix: 'Не удалось сохранить позицию! ',
  saveFailedValidation: 'Проверьте заполненность полей',
  saveFailedGeneric: 'Неизвестная ошибка',
  deleteFailedLog: 'Failed to delete order item',
  deleteFailed: 'Не удалось удалить позицию!',
  recentItemsFailedLog: 'Failed to get recent items',
  repeatFailed: 'Не получилось сохранить макет!',
  deleteConfirm: 'Удалить позицию?',
  // Server-side item errors (decided)
  notEditable: 'Заказ уже отправлен в обработку и не может быть изменен',
  itemNotFound: 'Позиция не найдена',
  duplicateName: 'Позиция с таким названием уже есть в заказе',
  repeatLayoutField: 'Повторяемый макет',
  tooManyItems: (limit: number) => `В заказе не может быть больше ${limit} позиций`,
} as const;

/** Names and comments people type (contract/typed-text.ts): what refuses hidden or broken characters (decided). */
export const typedTextTexts = {
  hiddenCharacters:
    'В тексте есть невидимые или служебные символы (так бывает, если текст скопирован из другой программы). Сотрите его и наберите заново.',
  brokenCharacter:
    'В тексте есть повреждённый символ (например, половинка эмодзи). Удалите его или наберите текст заново.',
} as const;

export const fileStatusTexts = {
  readyAlreadyPrinted: 'Готов к отправке',
  readyWithFile: (file: string) => `Готов к отправке. Файл ${file}`,
  awaitingFile: 'Ожидает загрузки файла',
  readyWithGeneralAcrylFile: 'Готов к отправке.',
  uploaded: 'Макет загружен',
  awaitingLayout: 'Ожидает загрузки макета',
} as const;

export const fileTexts = {
  uploadFailedLog: 'Failed to upload files',
  deleteFailedLog: 'Failed to delete files',
  fileNameFailedLog: 'Failed to get file name',
  downloadFailedLog: 'Failed to download file',
  infoFailed: 'Не удалось загрузить информацию о файле.',
  uploadFailed: 'Не удалось загрузить файл. ',
  deleteFailed: 'Не удалось удалить файл.',
  downloadFailed: 'Не удалось скачать файл.',
  uploaded: 'Файл успешно загружен!',
  deleted: 'Файл успешно удален!',
  upload: 'Загрузить макет',
  uploadGeneralAcryl: 'Загрузить общий файл акрила',
  generalAcrylTitle: 'Общий файл акрила',
  replace: 'Заменить файл',
  download: 'Скачать',
  delete: 'Удалить файл',
  cancelUpload: 'Отменить загрузку',
  chooseFile: 'Выберите файл',
  uploading: (percent: number) => `Загрузка ${percent}%`,
  uploadCancelled: 'Загрузка отменена',
  // Server-side file errors (decided)
  tooLarge: (limit: string) => `Файл слишком большой: не больше ${limit}`,
  typeNotAllowed: 'Этот тип файла не принимается. Подходят PSD, CDR, AI, PDF, TIFF, PNG, JPEG и архивы ZIP, RAR, 7Z.',
  contentMismatch: 'Содержимое файла не соответствует его расширению',
  fileNotFound: 'Файл не найден',
  uploadTooSlow: 'Файл передавался слишком медленно, загрузка прервана. Проверьте интернет и попробуйте снова.',
  tooManyUploads: (limit: number) =>
    `Одновременно можно загружать не больше ${limit} файлов. Дождитесь окончания загрузки и попробуйте снова.`,
  previewUnavailable: 'Предпросмотр недоступен',
} as const;

export const instructionTexts = {
  title: 'Как подготовить макет',
  dontShowAgain: 'Больше не показывать',
  understood: 'Понятно',
  cmyk: 'Цветовой профиль CMYK Fogra39, масштаб 1:1.',
  acryl: 'Акрил: предпочтительно PSD со слоями лицевой стороны, оборота и полупрозрачной печати, слои подписаны.',
  stickers:
    'Стикеры: фон и стикеры на отдельных слоях; растровые макеты (в первую очередь PSD) или векторные (в первую очередь CDR); несколько файлов — одним архивом.',
  colorProof: 'Цветопроба добавляет к сроку изготовления стикеров не менее 2 рабочих дней.',
} as const;

export const minimumRunTexts = {
  stickers: 'Минимальный тираж: 10 листов на макет',
  acrylNewKeyRingsSmall: 'Новые брелоки до 6 см: от 10 штук на макет',
  acrylNewKeyRingsLarge: 'Новые брелоки больше 6 см: от 5 штук на макет',
  acrylNewStands: 'Новые стенды: от 5 штук на макет',
  acrylRepeatKeyRings: 'Повтор брелоков: от 5 штук на макет',
  acrylRepeatStands: 'Повтор стендов: от 3 штук на макет',
} as const;

/**
 * The dash shown where a date or value is absent. A constant of its own: `format` reads it, and
 * reading it from `layoutPickerTexts` kept that whole object in every bundle that formats money.
 */
export const missingValueText = '-';

export const layoutPickerTexts = {
  titleSingle: 'Выберите макет для повторения',
  titleMulti: 'Выберите макеты для повторения',
  search: 'Поиск по названию...',
  hideRepeats: 'Убрать повторы',
  count: (count: number) => `Макетов: ${count}`,
  selected: (count: number) => `Выбрано: ${count}`,
  loading: 'Загрузка...',
  cancel: 'Отмена',
  repeat: (count: number) => `Повторить макеты (${count})`,
  loadFailed: 'Не удалось загрузить макеты',
  loadFailedLog: 'Ошибка загрузки макетов:',
  /** The picker on another site than the shop's: the shop answers its list only on its own site. */
  shopOnly: 'Выбор макетов работает только на сайте «Стикеры 62»: откройте корзину на сайте магазина.',
  empty: 'Макетов пока нет',
  missing: missingValueText,
  cardTitle: (name: string, orderNumber: number, created: string) => `${name} (№${orderNumber} от ${created})`,
  labels: {
    acrylType: 'Акрил',
    materialType: 'Материал',
    printType: 'Печать',
    fittings: 'Фурнитура',
    cuttingType: 'Резка',
    filmType: 'Пленка',
    laminationType: 'Ламинация',
    count: 'Количество',
  },
  openPreview: 'Открыть предпросмотр',
  closePreview: 'Закрыть предпросмотр',
  quantity: 'Количество',
} as const;

export const repeatTexts = {
  name: (name: string, orderNumber: number) => `${name} из ${orderNumber}`,
  comment: (orderNumber: number, oldComment: string) => `Повтор макета из заказа ${orderNumber},${oldComment}`,
} as const;

/**
 * The fittings' prices in the acrylic item form (the business terms: sold separately, not in the
 * item's cost). Apart from `itemTexts`, which the layout picker carries too.
 */
export const itemFittingTexts = {
  /** Under «Фурнитура»: the cheapest fitting of the list. */
  fittingsNote: (cheapest: string) => `от ${cheapest} за штуку, продаётся отдельно`,
  /** Beside a fitting's name. */
  fittingPrice: (price: string) => `${price} за шт.`,
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
   * A buyer the shop cannot reach in VK (core `orderNewsChannel`): the manager writes or calls
   * by hand (decided; the shop sends no e-mail of its own yet, issue 29).
   */
  newsByEmail: (email: string | null) =>
    email
      ? `ВКонтакте у вас не привязан, поэтому менеджер напишет вам на почту ${email} или позвонит по телефону из заказа.`
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

/**
 * The one line the widgets print to the browser console for a failure that is only logged
 * (api/console-log.ts): Russian, with what to check, never a stack trace.
 */
export const consoleLogTexts = {
  prefix: '«Стикеры 62»: ',
  /** For a logged failure whose own text is not Russian (the spec's English log texts). */
  loadFailed: 'не удалось загрузить данные',
  noConnection: (address: string) => `нет связи с ${address}, проверьте api-base и сеть`,
  status: (status: number) => `сервер ответил ${status}`,
  invalidResponse: 'непонятный ответ сервера, обновите скрипт виджета',
} as const;

/** The retry action of every widget's load-error state. */
export const retryText = 'Повторить';

export const lookupLogTexts = {
  /** Reference loads log 'Failed to fetch … types'; price views reuse the film types text. */
  failedToFetch: (what: string) => `Failed to fetch ${what} types`,
} as const;

export const paymentTexts = {
  linkFailed: 'Не удалось создать ссылку на оплату!',
  formTitle: 'Оплата заказа',
  email: 'Электронная почта для чека',
  phone: 'Телефон',
  fillAll: 'Пожалуйста, заполните все поля',
  invalidEmail: 'Пожалуйста, введите корректный адрес электронной почты',
  invalidPhone: 'Пожалуйста, введите корректный номер телефона',
  payByCard: 'Оплатить картой',
  payBySbp: 'Оплатить через СБП',
  // Public payment page
  publicTitle: (number: number) => `Оплата заказа #${number}`,
  publicSubtitle: 'Быстрая оплата без регистрации',
  orderInfo: 'Информация о заказе',
  amount: 'Сумма к оплате',
  orderDate: 'Дата заказа',
  stickersItems: 'Позиций стикеров',
  acrylItems: 'Позиций акрила',
  payOrder: 'Оплатить заказ',
  wantDetails: 'Хотите узнать подробности заказа?',
  vkLogin: 'Войти через ВКонтакте',
  alreadyPaidPrompt: 'Уже оплатили?',
  checkPayment: 'Проверить платеж',
  paidTitle: 'Заказ оплачен',
  paidText: (number: number) => `Заказ #${number} уже оплачен`,
  thanks: 'Спасибо за ваш заказ!',
  errorTitle: 'Ошибка',
  toHome: 'На главную',
  notFound: 'Заказ не найден',
  loadError: 'Ошибка при загрузке информации о заказе',
  invalidId: 'Некорректный ID заказа',
  temporaryBanner: 'У вас временный доступ.',
  createPermanent: 'Создать постоянный аккаунт',
  signIn: 'Войти в аккаунт',
  checking: 'Проверяем оплату...',
  // Server-side payment errors (decided)
  notPayable: 'Этот заказ сейчас нельзя оплатить',
  alreadyPaid: 'Заказ уже оплачен',
  providerUnavailable: 'Платежный сервис временно недоступен, попробуйте позже',
  tooManyOpenPayments:
    'По заказу слишком много незавершенных платежей. Оплатите по уже открытой ссылке или повторите позже.',
  // Sandbox page
  sandboxTitle: 'Тестовая оплата',
  sandboxPay: 'Оплатить',
  sandboxRefuse: 'Отказаться',
  sandboxOrder: (number: number) => `Заказ №${number}`,
  sandboxAmount: 'Сумма',
  sandboxNote: 'Это тестовая оплата: деньги не списываются.',
  sandboxFinished: 'Платеж уже завершен',
  sandboxNotFound: 'Платеж не найден',
  // Shown beside «Оплатить заказ» when a payment did not pay the order and was returned (decided)
  refundedNote: (amount: string, reason: RefundReason) =>
    reason === 'stale'
      ? `Оплата по устаревшей ссылке возвращена: ${amount} вернутся туда, откуда вы платили. Заказ изменился — оплатите его на текущую сумму.`
      : `Повторная оплата заказа возвращена: ${amount} вернутся туда, откуда вы платили.`,
} as const;

/**
 * What the server says to the payment provider and to a caller of the payment API, kept apart
 * from `paymentTexts` so the browser's payment card does not carry them (decided).
 */
export const paymentServerTexts = {
  // Sent to the payment provider: the payment description and the receipt line
  providerDescription: (number: number) => `Заказ №${number}`,
  receiptItem: (number: number) => `Стикеры и изделия из акрила по заказу №${number}`,
  receiptItemCount: (name: string, count: number) => `${name} (${count} шт.)`,
  receiptDelivery: 'Доставка',
  refundDescription: (number: number, reason: RefundReason) =>
    reason === 'stale'
      ? `Возврат оплаты по устаревшей ссылке, заказ №${number}`
      : `Возврат повторной оплаты, заказ №${number}`,
  /** Per caller and order: how often a link may be made or a payment checked (decided). */
  tooManyAttempts: (seconds: number) =>
    `Слишком много попыток оплаты подряд. Повторите через ${minutesToWait(seconds)}.`,
} as const;

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

export const profileTexts = {
  title: 'Настройки профиля',
  client: (name: string) => `Клиент: ${name}`,
  receiptEmail: 'Email для чеков',
  receiptFio: 'ФИО получателя',
  address: 'Адрес доставки',
  postIndex: 'Почтовый индекс',
  cdekPvzCode: 'Код ПВЗ СДЭК',
  phoneNumber: 'Номер телефона',
  vkLink: 'Ссылка на страницу ВКонтакте',
  save: 'Сохранить',
  invalidEmail: 'Некорректный email адрес',
  invalidPhone: 'Некорректный номер телефона',
  saved: 'Настройки профиля успешно сохранены',
  saveFailed: 'Ошибка при сохранении настроек',
  loadFailed: 'Ошибка при загрузке данных профиля',
  invalidVkLink: 'Ссылка на ВКонтакте должна начинаться с https://vk.com/ или https://vk.ru/',
  // Password change (not in the spec; decided)
  passwordTitle: 'Смена пароля',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите новый пароль',
  changePassword: 'Сменить пароль',
  currentPasswordRequired: 'Введите текущий пароль',
  passwordsDiffer: 'Пароли не совпадают',
  passwordChanged: 'Пароль изменен. На других устройствах нужно войти заново.',
  passwordChangeFailed: 'Не удалось сменить пароль',
} as const;

/** The calculators' texts, all in one object for pages that show both (texts/calculators.ts has each calculator's own). */
export const calculatorTexts = /*#__PURE__*/ Object.assign(
  {},
  calculatorCommonTexts,
  stickerCalculatorTexts,
  acrylCalculatorTexts,
);

export const contactTexts = {
  label: 'Есть вопросы? Свяжитесь с нами в ВК',
  short: 'Написать в ВК',
} as const;

export const adminTexts = {
  title: 'Заказы',
  filters: 'Фильтры',
  refresh: 'Обновить',
  clearFilters: 'Очистить фильтры',
  apply: 'Применить',
  noItems: 'Позиции заказа отсутствуют',
  loadFailed: 'Ошибка загрузки заказа',
  saveFailed: 'Ошибка сохранения изменений',
  createForClientFailed: 'Не удалось создать заказ для клиента',
  saved: 'Изменения сохранены',
  /** The edit dialog's delivery cost (beyond the spec): typed by the manager, refused once paid. */
  deliveryCostInvalid: 'Стоимость доставки: введите сумму в рублях, например 350 или 350,50 (не больше 100 000)',
  deliveryCostPaid: 'Заказ оплачен: стоимость доставки уже не изменить',
  listFailedLog: 'Failed to load order views',
  colorProofMark: 'Ц',
  urgentMark: 'Срочно',
  fixedDateMark: 'Фикс. дата',
  totals: (count: number) => `Заказов: ${count}`,
  /** Under the totals while the table holds only the newest rows of a larger filtered set. */
  rowsLimited: (shown: number, total: number) =>
    `Загружено ${shown.toLocaleString('ru-RU')} из ${total.toLocaleString('ru-RU')} заказов, новые сверху. Сортировка по столбцу — среди загруженных`,
  /** Under the table: brings the next page of the list (at most 2 000 rows). */
  showMore: (count: number) => `Показать еще ${count.toLocaleString('ru-RU')}`,
  loadingMore: 'Загрузка...',
  totalOrderCost: 'Сумма заказов',
  totalStickersCost: 'Стикеры',
  totalAcrylCost: 'Акрил',
  totalDeliveryCost: 'Доставка',
  columns: 'Столбцы',
  exportCsv: 'Выгрузить CSV',
  savedViews: 'Сохраненные фильтры',
  saveView: 'Сохранить фильтр',
  createForClient: 'Заказ для клиента',
  copyLink: 'Скопировать ссылку',
  linkCopied: 'Ссылка скопирована',
  itemsTypes: {
    onlyStickers: 'Только стикеры',
    onlyAcryl: 'Только акрил',
    hasStickers: 'Есть стикеры',
    hasAcryl: 'Есть акрил',
    both: 'Стикеры и акрил',
  },
  deliveryTypes: {
    Pickup: 'Самовывоз',
    Courier: 'Курьер',
    CDEK: 'СДЭК',
    RussianPost: 'Почта России',
    Boxberry: 'Boxberry',
    RussianPostFirstClass: 'Почта России 1 класс',
  },
  colorProofStatuses: { Yellow: 'Желтый', Blue: 'Синий', Red: 'Красный', Green: 'Зеленый' },
  any: 'Все',
  yes: 'Да',
  no: 'Нет',
  save: 'Сохранить',
} as const;

/** Headers of the manager's order table, one per order view column (section 3). */
export const adminColumnTexts = {
  orderNumber: '№',
  clientName: 'Клиент',
  status: 'Статус',
  orderDate: 'Дата заказа',
  confirmedDate: 'Подтвержден',
  daysFromConfirmation: 'Дней с подтв.',
  approximalSendDate: 'Отправка (план)',
  approximalDeliveryDate: 'Доставка (план)',
  deliveryDate: 'Доставка',
  isUrgent: 'Срочно',
  isFixedDate: 'Фикс. дата',
  isPayed: 'Оплачен',
  isColorProof: 'Ц',
  colorProofStatus: 'Цветопроба',
  stickersOrderItemsCount: 'Стикеры, поз.',
  acrylOrderItemsCount: 'Акрил, поз.',
  stickersCost: 'Стикеры, ₽',
  acrylCost: 'Акрил, ₽',
  stickersAcrylCost: 'Стикеры и акрил, ₽',
  deliveryCost: 'Доставка, ₽',
  orderCost: 'Сумма, ₽',
  paymentMethod: 'Способ оплаты',
  insertedBy: 'Создал',
  comment: 'Комментарий',
  isDropshipping: 'Дропшиппинг',
  isAdditionalServices: 'Доп. услуги',
  isComplaints: 'Претензии',
  isReprint: 'Перепечатка',
  priority: 'Приоритет',
} as const;

/** Column headers of the manager's CSV export that the table does not share (Excel reads them in full). */
export const adminCsvTexts = {
  orderNumber: 'Номер',
  approximalDeliveryDate: 'Примерная дата доставки',
  insertedBy: 'Кто внес',
  stickersOrderItemsCount: 'Позиций стикеров',
  acrylOrderItemsCount: 'Позиций акрила',
  isColorProof: 'Цветопроба',
  colorProofStatus: 'Статус цветопробы',
  isComplaints: 'Рекламация',
  daysFromConfirmation: 'Дней с подтверждения',
} as const;

/**
 * The manager's production totals under the list's totals line (beyond the spec): sheets and
 * pieces the filtered orders need, on screen, printed and as a CSV of their own.
 */
export const productionTotalsTexts = {
  title: 'Сводка для производства',
  byFilters: 'По заказам, выбранным фильтрами списка',
  show: 'Показать сводку для производства',
  hide: 'Скрыть сводку для производства',
  loading: 'Считаем сводку...',
  failed: 'Не удалось посчитать сводку для производства. Нажмите «Повторить»',
  retry: 'Повторить',
  print: 'Распечатать сводку',
  downloadCsv: 'Скачать сводку для производства (CSV)',
  csvFailed: 'Не удалось скачать сводку для производства. Попробуйте еще раз',
  stickersCaption: 'Стикеры: листы по формату, пленке, ламинации и резке',
  acrylCaption: 'Акрил: штуки по типу, материалу и печати',
  noStickers: 'Стикеров в выбранных заказах нет',
  noAcryl: 'Акрила в выбранных заказах нет',
  format: 'Формат',
  film: 'Пленка',
  lamination: 'Ламинация',
  cutting: 'Резка',
  acrylType: 'Тип',
  material: 'Материал',
  printType: 'Печать',
  items: 'Позиций',
  sheets: 'Листов',
  pieces: 'Штук',
  colorProofs: 'Цветопроб',
  cost: 'Сумма, ₽',
  total: 'Итого',
  /** A sticker size that no sheet format fits: not filled in, or larger than A3. */
  noFormat: 'Без формата',
  notSet: 'Не указано',
  orders: 'Заказов',
  allColorProofs: 'Цветопроб всего',
  printedAt: (moment: string) => `Сформировано ${moment}`,
  loadFailedLog: 'Failed to load production totals',
  csvFailedLog: 'Failed to download production totals',
} as const;

/** Labels of the manager's filter panel, edit dialog and order-for-a-client form. */
export const adminFormTexts = {
  orderNumber: 'Номер заказа',
  clientName: 'Имя клиента',
  orderDate: 'Дата заказа',
  confirmedDate: 'Дата подтверждения',
  deliveryDate: 'Дата доставки',
  dateFrom: 'с',
  dateTo: 'по',
  insertedBy: 'Кем создан',
  isFixedDate: 'Фиксированная дата',
  isUrgent: 'Срочный',
  isPayed: 'Оплачен',
  paymentMismatch: 'Расхождение в оплате',
  itemsType: 'Состав заказа',
  status: 'Статус',
  emptyList: 'Заказов не найдено',
  listLoading: 'Загрузка заказов...',
  activeFilters: (count: number) => `Фильтры (${count})`,
  sortAscending: 'по возрастанию',
  sortDescending: 'по убыванию',
  resetColumns: 'Столбцы по умолчанию',
  viewName: 'Название фильтра',
  removeView: (name: string) => `Удалить фильтр «${name}»`,
  orderTitle: (number: number) => `Заказ №${number}`,
  // The edit dialog's payments (beyond the spec)
  payments: 'Платежи',
  noPayments: 'Онлайн-платежей по заказу не было',
  paymentColumns: { amount: 'Сумма', createDate: 'Создан', status: 'Статус', outcome: 'Итог' },
  paymentStatuses: {
    creating: 'создаётся',
    pending: 'ожидает оплаты',
    waiting_for_capture: 'ожидает подтверждения',
    succeeded: 'оплачен',
    canceled: 'отменён',
    failed: 'не создан',
    abandoned: 'не создан',
  } as Record<string, string>,
  paymentPaidOrder: 'оплатил заказ',
  paymentOutdated: 'ссылка устарела',
  refundStatus: (reason: 'stale' | 'alreadyPaid', status: string) =>
    `${reason === 'stale' ? 'оплата по устаревшей ссылке' : 'повторная оплата'}: ${
      status === 'succeeded' ? 'возвращена' : 'возврат ещё не прошёл — проверьте в ЮKassa'
    }`,
  client: 'Клиент',
  manager: 'Менеджер',
  createDate: 'Дата создания',
  sendDate: 'Дата отправки',
  trackNumber: 'Трек-номер',
  cost: 'Стоимость',
  deliveryCost: 'Доставка',
  deliveryCostInput: 'Стоимость доставки, ₽',
  deliveryCostHint: 'Сумма заказа пересчитается. Самовывоз — бесплатно',
  vk: 'ВКонтакте',
  comment: 'Комментарий',
  deliveryType: 'Способ доставки',
  deliveryAddress: 'Адрес доставки',
  approximalDeliveryDate: 'Примерная дата доставки',
  approximalSendDate: 'Примерная дата отправки',
  payed: 'Оплачен',
  /** The edit dialog's marks (its fixed-date checkbox reads `isFixedDate`); colour names: `adminTexts.colorProofStatuses`. */
  urgentOrder: 'Срочный заказ',
  colorProofStatus: 'Статус цветопробы',
  noColorProofStatus: '—',
  notSet: 'Не указан',
  stickers: 'Стикеры',
  acryl: 'Акрил',
  count: 'Тираж',
  size: (width: number, height: number) => `${width}×${height} мм`,
  downloadLayout: 'Скачать макет',
  noLayout: 'Макет не загружен',
  previewOf: (name: string) => `Превью макета «${name}»`,
  close: 'Закрыть',
  vkLink: 'Ссылка на страницу ВКонтакте',
  create: 'Создать',
  created: (number: number) => `Заказ №${number} создан. Отправьте клиенту ссылку в ВК:`,
  linkExpires: (date: string) => `Ссылка действует до ${date}`,
  csvFailed: 'Не удалось выгрузить CSV',
} as const;

/** Display names of the lamination and cutting codes. */
export const laminationNames = { None: 'Без ламинации', Glossy: 'Глянцевая', Opaque: 'Матовая' } as const;
export const cuttingNames = { None: 'Без резки', Through: 'Сквозная', Contour: 'Контурная' } as const;

/** The VK community message managers get when an order is submitted (server-side, decided). */
export const managerNotificationTexts = {
  orderSubmitted: (number: number) => `Новый заказ №${number} отправлен на проверку`,
  client: (name: string) => `Клиент: ${name}`,
  items: (stickers: number, acryl: number) => `Позиций: стикеры ${stickers}, акрил ${acryl}`,
  cost: (cost: string) => `Предварительная стоимость: ${cost}`,
  link: (url: string) => `Открыть заказ: ${url}`,
} as const;

export const serverTexts = {
  badRequest: 'Некорректные данные запроса',
  badField: (field: string) => `Некорректное значение поля «${field}»`,
  notFound: 'Не найдено',
  orderNotFound: 'Заказ не найден',
  internal: 'Внутренняя ошибка сервера. Попробуйте позже.',
  // The database is unreachable (an outage, a restart): the server answers this until it is back (decided)
  temporarilyUnavailable: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  // Hardening answers (decided)
  bodyTimeout: 'Данные запроса передавались слишком долго, соединение закрыто. Проверьте интернет и попробуйте снова.',
  foreignOrigin: 'Запрос отклонен: он отправлен с другого сайта.',
  /** The site is being rebuilt under the running server (a deploy): pages answer this for a few seconds. */
  siteUpdating: 'Сайт обновляется. Обновите страницу через несколько секунд.',
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

/** The host site's shell: header bits that are not navigation targets. */
export const shellTexts = {
  menu: 'Меню',
  mainNavigation: 'Основное меню',
  skipToContent: 'Перейти к содержимому',
  /** Read between 'Корзина' and the badge's number by screen readers. */
  cartCountLead: ', позиций: ',
  logoutTitle: 'Выход из системы',
  or: 'или',
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

/** The landing page (checkout-admin-pages, "Landing page"). */
export const landingTexts = {
  heroTitle: 'Стикеры 62',
  heroLead: 'Онлайн-типография из Рязани: стикеры, стикерпаки и изделия из акрила по вашим эскизам.',
  heroNote: 'Печатаем мини-тиражи от 10 штук и доставляем по России и странам СНГ.',
  uploadLayout: 'Загрузить макет',
  seeExamples: 'Посмотреть примеры',
  audiencesTitle: 'Для кого мы работаем',
  audiences: [
    {
      title: 'Художникам и иллюстраторам',
      text: 'Стикерпаки и брелоки с вашими персонажами для маркетов, фестивалей и интернет-магазинов.',
    },
    {
      title: 'Организаторам мероприятий',
      text: 'Мерч для конвентов, фестивалей, концертов и корпоративов — небольшими тиражами и в срок.',
    },
    {
      title: 'Бизнесу любого масштаба',
      text: 'Наклейки с логотипом, стикеры для упаковки и акриловые стенды для кофеен, магазинов и студий.',
    },
  ],
  benefitsTitle: 'Почему с нами удобно',
  benefits: [
    {
      title: 'Индивидуальный подход',
      text: 'Смотрим каждый макет, подсказываем, как подготовить файл, и согласуем детали до печати.',
    },
    {
      title: 'Цветопробы',
      text: 'По запросу печатаем пробный оттиск, чтобы цвет тиража совпал с ожиданиями.',
    },
    {
      title: 'Точность контура и цвета',
      text: 'Работаем в профиле CMYK Fogra39 и аккуратно режем по контуру каждую наклейку.',
    },
  ],
  stepsTitle: 'Как мы работаем',
  steps: [
    { title: 'Вы присылаете макет', text: 'Загрузите файл в корзину на сайте — по одному на каждую позицию.' },
    { title: 'Готовим к печати', text: 'Строим контуры резки и, если нужно, печатаем цветопробу.' },
    {
      title: 'Печатаем, ламинируем, режем',
      text: 'Печать на плёнке или акриле, ламинация и резка на своём оборудовании.',
    },
    { title: 'Упаковываем и доставляем', text: 'Бережно упаковываем и отправляем по России и странам СНГ.' },
  ],
  featuresTitle: 'Что для нас важно',
  features: [
    { title: 'Любим мерч', text: 'Сами собираем стикеры и брелоки и знаем, каким должен быть хороший мерч.' },
    { title: 'Полное погружение', text: 'Вникаем в задачу и ведём заказ от макета до посылки.' },
    { title: 'Мини-тиражи от 10 штук', text: 'Можно заказать небольшую партию и проверить спрос без лишних трат.' },
  ],
  reviewsTitle: 'Отзывы клиентов',
  reviewsText: 'Почитайте, что говорят о нас клиенты, и посмотрите фотографии готовых работ.',
  reviewsLink: 'Читать отзывы ВКонтакте',
  finalTitle: 'Готовы начать?',
  finalText: 'Загрузите макет — менеджер проверит его и подтвердит стоимость.',
  finalButton: 'Загрузить макет',
  opensInNewTab: '(откроется в новой вкладке)',
} as const;

/** The sticker and acrylic pages around the calculators (notes of ordering-area 9, terms of checkout-admin-pages 9). */
export const productPageTexts = {
  stickersTitle: 'Стикеры на заказ',
  stickersLead: 'Стикерпаки и наклейки любой формы на листах от A8 до A3: с ламинацией, контурной или сквозной резкой.',
  acrylTitle: 'Изделия из акрила',
  acrylLead: 'Брелоки и стенды из прозрачного акрила с печатью: для мерча, подарков и витрин.',
  fileGuidanceTitle: 'Как подготовить файл',
  minimumRunTitle: 'Минимальные тиражи',
  termsTitle: 'Сроки и оплата',
  productionTerm: 'Изготовление — в среднем от 3 рабочих дней, цветопроба добавляет 2 дня.',
  prepayment: 'Заказ запускается в производство после 100% предоплаты.',
  standBaseTitle: 'Подставки для стендов',
  standBaseFree: 'Подставка без печати входит в стоимость: 5×5 см для стендов до 100 мм, 8×8 см — до 180 мм.',
  standBasePrint: 'Печать на подставке: до 5×5 см — +65 ₽, до 8×8 см — +100 ₽ за штуку.',
  orderCta: 'Перейти к заказу',
  calculatorNote: 'Стоимость в калькуляторе предварительная: окончательную подтвердит менеджер после проверки макета.',
} as const;

/** The About page and its two documents (checkout-admin-pages, "About page" and section 9). */
export const aboutTexts = {
  title: 'О нас',
  intro:
    '«Стикеры 62» — онлайн-типография из Рязанской области. Печатаем стикеры, стикерпаки, акриловые брелоки и стенды по макетам художников, организаторов мероприятий и компаний.',
  orderStepsTitle: 'Как оформить заказ',
  orderSteps: [
    'Войдите на сайт или зарегистрируйтесь.',
    'Добавьте позиции в корзину и загрузите макет для каждой из них.',
    'Отправьте заказ в обработку: менеджер проверит макеты и напишет вам в сообщениях сообщества ВКонтакте.',
    'После согласования оплатите заказ онлайн — после оплаты он уходит в производство.',
    'Получите заказ выбранным способом доставки.',
  ],
  paymentTitle: 'Способы оплаты',
  payment: [
    'Система быстрых платежей (СБП).',
    'Банковские карты МИР, Visa и MasterCard.',
    'Счёт для организаций.',
    'Оплата — 100% предоплата.',
  ],
  productionTitle: 'Сроки изготовления',
  production: [
    'В среднем от 3 до 30 календарных дней, но не меньше 3 рабочих дней.',
    'Цветопроба добавляет к сроку 2 дня.',
    'Крупные заказы — 14 рабочих дней.',
  ],
  returnsTitle: 'Отмена, возврат и претензии',
  returns: [
    'Отменить заказ можно только до оплаты.',
    'Изменения в заказ вносятся до начала производства; после оплаты заказ уходит в производство.',
    'Претензию о браке принимаем в течение 5 календарных дней с момента получения, с фото или видео.',
    'Смещение контура резки до 2 мм браком не является.',
    'Претензии по цвету принимаются, если макет подготовлен в профиле CMYK Fogra 39 и цветопроба была согласована.',
    'Перепечатка или замена — в течение 3 рабочих дней после подтверждения претензии.',
    'Возврат денег — в течение 30 рабочих дней после возврата товара.',
  ],
  deliveryTitle: 'Доставка',
  delivery: [
    'СДЭК — основной способ, 1–10 рабочих дней.',
    'Почта России — не рекомендуем: сроки дольше.',
    'Самовывоз — бесплатно, по будням с 08:00 до 16:00.',
  ],
  contactsTitle: 'Контакты',
  contacts: 'Пишите в сообщения сообщества ВКонтакте — ежедневно с 10:00 до 22:00 по Москве.',
  contactLink: 'Написать в сообщения сообщества',
  legalTitle: 'Реквизиты',
  legal:
    'Продавец — типография «Стикеры 62», Рязанская область. Реквизиты для договора и счёта отправим по запросу в сообщениях сообщества.',
  documentsTitle: 'Документы',
  offerButton: 'Пользовательское соглашение и публичная оферта',
  policyButton: 'Политика обработки персональных данных',
  close: 'Закрыть',
  offerTitle: 'Пользовательское соглашение и публичная оферта',
  offer: [
    'Настоящая оферта — предложение типографии «Стикеры 62» заключить договор на изготовление стикеров и изделий из акрила по макетам заказчика. Оплата заказа означает принятие оферты.',
    'Заказчик загружает макеты и отвечает за их содержание и права на изображения. Исполнитель проверяет макеты и согласует их с заказчиком до печати.',
    'Оплата — 100% предоплата. Отменить заказ можно до оплаты; изменения вносятся до начала производства, после оплаты заказ уходит в производство.',
    'Срок изготовления — в среднем от 3 до 30 календарных дней, не меньше 3 рабочих дней; цветопроба добавляет 2 дня.',
    'Претензию о браке заказчик направляет в течение 5 календарных дней с момента получения, с фото или видео. Смещение контура резки до 2 мм браком не является. Претензии по цвету принимаются для макетов в профиле CMYK Fogra 39 с согласованной цветопробой.',
    'Перепечатка или замена — в течение 3 рабочих дней после подтверждения претензии; возврат денег — в течение 30 рабочих дней после возврата товара.',
    'О наступлении обстоятельств непреодолимой силы сторона сообщает другой стороне в течение 10 календарных дней.',
  ],
  policyTitle: 'Политика обработки персональных данных',
  policy: [
    'Мы обрабатываем данные, которые вы сообщаете сами: логин, имя, email для чеков, ФИО получателя, телефон, адрес и код пункта выдачи, ссылку на страницу ВКонтакте.',
    'Данные нужны, чтобы оформить и изготовить заказ, связаться с вами, отправить чек и доставить посылку. Мы не продаём и не передаём их третьим лицам, кроме службы доставки и платёжного сервиса в объёме, нужном для заказа.',
    'Данные хранятся на защищённых серверах. Вы можете изменить их в настройках профиля.',
    'После удаления аккаунта данные удаляются в течение 30 дней.',
    'С вопросами об обработке данных пишите в сообщения сообщества ВКонтакте.',
  ],
} as const;
/** The shared phone field (profile and checkout). */
export const phoneFieldTexts = {
  placeholder: '+7 (XXX) XXX XX XX',
  hint: 'Можно ввести или вставить в любом виде: 8 920 555 11 22, +7 (920) 555-11-22',
  hintInternational:
    'Можно ввести или вставить в любом виде: 8 920 555 11 22, +7 (920) 555-11-22; другой страны — с «+» и её кодом',
} as const;

/** Month names in the genitive, as in «4 декабря». */
export const monthsGenitive = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** The delivery-date promise at checkout (dates come formatted: «4 декабря», «6–9 декабря»). */
export const promiseTexts = {
  heading: 'Сроки',
  cdek: (sendBy: string, window: string) => `Отправим до ${sendBy}, получите ${window}`,
  cdekEstimate: 'Срок доставки — по условиям СДЭК (1–10 рабочих дней), точнее после выбора ПВЗ.',
  cdekTariff: (min: number, max: number) => `Срок доставки по тарифу СДЭК: ${min}–${max} раб. дн.`,
  pickup: (sendBy: string) => `Будет готов к выдаче до ${sendBy}, забрать можно по будням с 08:00 до 16:00`,
  russianPost: (sendBy: string) =>
    `Отправим до ${sendBy}; срок доставки Почтой России зависит от почты, трек-номер появится в заказе`,
  basis: (days: number) =>
    `Срок считаем в рабочих днях: проверка макетов и производство — ${days} раб. дн. (цветопроба +2, крупный тираж — 14). Менеджер подтвердит даты.`,
  approximalDeliveryDate: 'Примерная дата доставки',
} as const;
export * from './calculators.js';
export * from './companies.js';
export * from './order-configuration.js';
export * from './partners.js';
export * from './preflight.js';

/**
 * What an item's count counts (decided, docs/decisions.md «Live price»): a sticker item is a
 * sheet of its print format ordered `count` times, as the calculator says; acrylic counts pieces.
 */
/** «лист», «листа», «листов»: a constant of its own, so the reasons carry no other quantity text. */
export const sheetForms = ['лист', 'листа', 'листов'] as const;

export const quantityTexts = {
  /** «12 листов» */
  sheets: (count: number) => `${count} ${pluralRu(count, sheetForms)}`,
  /** «5 шт.» */
  pieces: (count: number) => `${count} шт.`,
  /** The sticker form's count label: the sheets of the chosen format. */
  stickerCountLabel: 'Количество листов',
  /** The acrylic form's count label. */
  acrylCountLabel: 'Количество, шт.',
} as const;

/*
 * Why an item or a calculator has no price, and what to do about it (decided: «Never a bare
 * zero»): one object per reason of `NoPriceReason`, each a title (what is wrong) and an action
 * (what to change), so that a calculator carries only the words of the reasons it can meet.
 */

/** The count is below every tier; the title names the smallest run, the action what to add. */
export const belowMinimumRunTexts = {
  sheets: (minCount: number) => `Минимальный тираж: ${minCount} ${pluralRu(minCount, sheetForms)}`,
  pieces: (minCount: number) => `Минимальный тираж: ${minCount} шт.`,
  action: (missing: number, unit: string) => `Добавьте ещё ${missing} ${unit} — тогда появится цена.`,
} as const;

export const largerThanA3Texts = {
  title: 'Размер больше листа A3 (297×420 мм)',
  action: 'Уменьшите размер до A3 или оставьте как есть: цену рассчитает менеджер.',
} as const;

export const aboveAcrylCeilingsTexts = {
  title: (width: number, height: number) => `Изделие больше ${width}×${height} мм`,
  action: 'Уменьшите размер или оставьте как есть: цену рассчитает менеджер.',
} as const;

export const noPriceRowTexts = {
  title: 'Нет цены для такого сочетания параметров',
  action: 'Выберите другие параметры или оставьте как есть: цену рассчитает менеджер.',
} as const;

export const incompleteTexts = {
  title: 'Цена появится, когда будут заполнены параметры и размеры',
  action: 'Заполните параметры, количество и размеры.',
} as const;

/**
 * «Цена по запросу» where a price would be, and the server's refusal to take a payment that would
 * leave such an item out; apart from the no-price reasons' texts, so calculators do not carry them.
 */
export const priceOnRequestTexts = {
  /**
   * The server refuses a payment while an item has no price. The manager cannot set an item's
   * price in the shop yet, so the text promises what happens (a call about the payment), not an
   * online payment later.
   */
  notPayable:
    'В заказе есть позиции без цены, поэтому онлайн-оплата недоступна. Менеджер рассчитает их стоимость и свяжется с вами, чтобы договориться об оплате.',
  /** Where a price would be: on the card, the form and the order total. */
  onRequest: 'цена по запросу — менеджер рассчитает',
  /** The order total when some items have no price: the priced part, then this. */
  totalWithUnpriced: (count: number) =>
    `+ ${count} ${pluralRu(count, ['позиция', 'позиции', 'позиций'])}: цена по запросу — менеджер рассчитает`,
} as const;

/**
 * The manager's price of an item core cannot price (beyond the spec): the edit dialog's field and
 * the mark beside such a price. An object of its own, so bundles that show neither (the payment
 * card) do not carry it.
 */
export const managerPriceTexts = {
  input: 'Цена позиции, ₽',
  hint: 'За всю позицию. Пустое поле снимает цену менеджера',
  save: 'Сохранить цену',
  invalid: 'Цена позиции: введите сумму в рублях больше нуля, например 1500 или 1 500,50 (не больше 1 000 000)',
  paid: 'Заказ оплачен: цену позиции уже не изменить',
  saved: 'Цена позиции сохранена',
  cleared: 'Цена менеджера снята',
  failed: 'Не удалось сохранить цену позиции',
  /** The live quote's tier line for such a price. */
  quoteTier: 'цена менеджера за всю позицию',
  /** An item's cost with the mark. */
  marked: (amount: string) => `${amount} · цена менеджера`,
} as const;

/** The item form's live price (decided: «Live price»). */
export const liveQuoteTexts = {
  title: 'Предварительная цена',
  unitPriceSheet: (price: string) => `${price} за лист`,
  unitPricePiece: (price: string) => `${price} за шт.`,
  cost: 'Стоимость позиции',
  orderTotal: 'Сумма заказа с этой позицией',
  tierSheets: (minCount: number) => `Цена тиража от ${minCount} ${pluralRu(minCount, sheetForms)} в заказе`,
  tierPieces: (minCount: number) => `Цена тиража от ${minCount} шт. в заказе`,
  nextTierSheets: (missing: number, price: string) =>
    `Ещё ${missing} ${pluralRu(missing, sheetForms)} в заказе — и лист будет стоить ${price}`,
  nextTierPieces: (missing: number, price: string) => `Ещё ${missing} шт. в заказе — и штука будет стоить ${price}`,
  topTier: 'Это самая низкая цена за единицу',
  waiting: 'Загружаем цены…',
} as const;

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

/** The site-wide notice of a proof waiting for the customer (beyond the spec; decided). */
export const proofNoticeTexts = {
  // A no-break space keeps «заказ №N» on one line on a phone.
  one: (number: number) => `Макет ждёт вашего согласования: заказ\u00a0№${number}`,
  many: (count: number) => `Макеты ждут вашего согласования: заказов — ${count}`,
  failedLog: 'Proof notice: the order list failed',
} as const;
