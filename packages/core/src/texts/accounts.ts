import { minutesToWait } from './plural.js';

/** Sign-in, registration, sessions and the profile (ordering-area section 8 and decided server texts). */

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
