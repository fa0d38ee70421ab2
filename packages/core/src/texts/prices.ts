import { pluralRu } from './plural.js';

/** What an item's count counts, why there is no price and what to do, and the live price. */

/**
 * What an item's count counts (decided, docs/decisions/0039-live-price-in-one-unit.md): a sticker item is a
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
