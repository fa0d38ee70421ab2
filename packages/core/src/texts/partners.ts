/**
 * Texts of what the shop gives partners (not in the spec; decided): the iframe pages
 * `/embed/<widget>` and the embed builder `/partners`.
 */

/** The widgets a partner can embed, by the name of their element script (`/elements/<name>.js`). */
export const embeddableWidgetNames = {
  'sticker-calculator': 'Калькулятор стикеров',
  'acryl-calculator': 'Калькулятор акрила',
  'payment-card': 'Карточка оплаты заказа',
  'layout-picker': 'Выбор макетов для повтора',
  'contact-button': 'Кнопка «Свяжитесь с нами»',
} as const;

export type EmbeddableWidget = keyof typeof embeddableWidgetNames;

export const embedTexts = {
  /** The iframe page's title: what a screen reader announces for the frame. */
  pageTitle: (widget: string) => `${widget} — Стикеры 62`,
  noScript: 'Чтобы увидеть виджет «Стикеры 62», включите JavaScript.',
  unknownWidget: 'Такого виджета нет. Код встраивания любого виджета — на странице «Партнёрам» сайта «Стикеры 62».',
} as const;
