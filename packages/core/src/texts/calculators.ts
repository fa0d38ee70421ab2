/**
 * The calculators' texts, one object per calculator and one for what both show, so that a
 * script with one calculator carries only its words. `calculatorTexts` below joins them.
 */

/** What both calculators show: loading, failure, total, the order button. */
export const calculatorCommonTexts = {
  pricesFailed: 'Не удалось загрузить данные о ценах',
  total: 'Итого',
  noPrice: 'Нет цены для выбранных параметров',
  order: 'Заказать',
  loading: 'Загрузка...',
} as const;

export const stickerCalculatorTexts = {
  stickerTitle: 'Калькулятор стикеров',
  cutting: 'Резка',
  lamination: 'Ламинация',
  film: 'Пленка',
  format: 'Формат',
  sheets: 'Количество листов',
  pricePerSheet: 'Цена за лист',
  minimumRun: 'Минимальный тираж: 10 листов',
  largeRunNote: 'Заказы больше 500 листов требуют 14 рабочих дней до даты получения.',
} as const;

export const acrylCalculatorTexts = {
  acrylTitle: 'Калькулятор акрила',
  acrylType: 'Изделие',
  material: 'Материал',
  printType: 'Печать',
  count: 'Тираж',
  width: 'Ширина, мм',
  height: 'Высота, мм',
  pricePerPiece: 'Цена за штуку',
  standBasePrint: 'Печать на подставке',
  standBaseFree: (size: string) => `Подставка ${size} без печати входит в стоимость`,
  standBaseSurcharge: (size: string, price: string) => `Печать на подставке ${size}: +${price} за штуку`,
  standTooLarge: 'Для стендов больше 180 мм подставку подберет менеджер',
  fittingsNote: 'Фурнитура от 8,5 ₽ за штуку, продается отдельно.',
  largeOrderNote: 'Крупные заказы: 14 рабочих дней.',
  repeatKeyRingsNote: 'Минимальный тираж повтора брелоков: 5 штук на макет.',
  newStandsNote: 'Минимальный тираж новых стендов: 5 штук.',
  defaultMaterialNote: 'По умолчанию: прозрачный акрил 2 мм для брелоков, 3 мм для стендов.',
} as const;

/** The calculators' texts, all in one object for pages that show both. */
export const calculatorTexts = /*#__PURE__*/ Object.assign(
  {},
  calculatorCommonTexts,
  stickerCalculatorTexts,
  acrylCalculatorTexts,
);
