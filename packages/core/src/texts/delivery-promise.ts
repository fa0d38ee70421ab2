// The dates of a delivery promise, apart from checkout.ts: the order-link page formats them on
// its first load, which then carries none of the checkout's catalogue (decision 0186).

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
