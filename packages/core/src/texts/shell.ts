/** The shop's frame: brand, navigation, header, contact, the retry action, console and generic server texts. */

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

export const contactTexts = {
  label: 'Есть вопросы? Свяжитесь с нами в ВК',
  short: 'Написать в ВК',
} as const;

/**
 * The dash shown where a date or value is absent. A constant of its own: `format` reads it, and
 * reading it from `layoutPickerTexts` kept that whole object in every bundle that formats money.
 */
export const missingValueText = '-';

/** The retry action of every widget's load-error state. */
export const retryText = 'Повторить';

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

export const lookupLogTexts = {
  /** Reference loads log 'Failed to fetch … types'; price views reuse the film types text. */
  failedToFetch: (what: string) => `Failed to fetch ${what} types`,
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
