import type { RefundReason } from '../contract/payments.js';
import { minutesToWait } from './plural.js';

/** Payment of an order: the payment card and what the server says to the provider. */

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
