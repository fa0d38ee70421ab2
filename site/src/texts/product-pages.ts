/** The host site's sticker and acrylic pages around the calculators. Only the site shows these, so they live here, not in core. */

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
