/**
 * Texts of the layout preflight and of the sheet fit (not shown in the spec; decided). Each
 * preflight text is one sentence: what is wrong, then what to do.
 */

export const preflightTexts = {
  resolutionLow: (dpi: number, widthMm: number, heightMm: number, goodDpi: number, widthPx: number, heightPx: number) =>
    `Разрешение ${dpi} dpi при размере ${widthMm}×${heightMm} мм — для чёткой печати нужно не менее ${goodDpi} dpi: пришлите файл ${widthPx}×${heightPx} пикселей или больше`,
  resolutionFair: (
    dpi: number,
    widthMm: number,
    heightMm: number,
    goodDpi: number,
    widthPx: number,
    heightPx: number,
  ) =>
    `Разрешение ${dpi} dpi при размере ${widthMm}×${heightMm} мм — мелкие детали могут выйти нечёткими; для чёткой печати нужно ${goodDpi} dpi: файл ${widthPx}×${heightPx} пикселей или больше`,
  resolutionGood: (dpi: number, widthMm: number, heightMm: number) =>
    `Разрешение ${dpi} dpi при размере ${widthMm}×${heightMm} мм — достаточно для чёткой печати`,
  colorRgb: 'Файл в RGB — цвета при печати могут отличаться; рекомендуем CMYK Fogra39',
  colorCmykFogra39: 'Файл в CMYK с профилем Fogra39 — цвета подготовлены для печати',
  colorCmykOtherProfile: (profile: string) =>
    `Файл в CMYK с профилем «${profile}» — цвета могут немного отличаться; рекомендуем CMYK Fogra39`,
  colorCmykNoProfile: 'Файл в CMYK без встроенного профиля — рекомендуем CMYK Fogra39',
  colorGrey: 'Файл в оттенках серого — если макет должен быть цветным, пришлите его в CMYK Fogra39',
  colorOther: (mode: string) => `Цветовая модель ${mode} не подходит для печати — пришлите файл в CMYK Fogra39`,
  transparencyPresent: 'В файле есть прозрачность — прозрачные области останутся без печати',
  transparencyAbsent: 'Прозрачности в файле нет — печатается весь макет',
  aspectMatches: (widthMm: number, heightMm: number) =>
    `Пропорции макета совпадают с размером ${widthMm}×${heightMm} мм`,
  aspectRotated: (widthMm: number, heightMm: number) =>
    `Макет повёрнут относительно размера ${widthMm}×${heightMm} мм — проверьте ориентацию`,
  aspectDiffers: (widthPx: number, heightPx: number, widthMm: number, heightMm: number) =>
    `Пропорции макета ${widthPx}×${heightPx} пикселей не совпадают с размером ${widthMm}×${heightMm} мм — подгоните макет под размер изделия, иначе края обрежутся или останутся поля`,
  acrylLayersFound: 'В PSD есть слои лицевой стороны, оборота и полупрозрачной печати',
  acrylLayersMissing: (missing: string) =>
    `В PSD нет слоёв: ${missing} — для акрила подпишите слои «лицо», «оборот» и «полупрозрачный»`,
  acrylLayerNames: { face: 'лицевая сторона', back: 'оборот', semiTransparent: 'полупрозрачная печать' },
  stickerLayersFlat: 'В PSD один слой — разместите фон и стикеры на отдельных слоях',
  stickerLayersSeparate: (count: number) => `Слоёв в PSD: ${count} — фон и стикеры можно разделить при печати`,
  pageSizeMatches: (pageWidthMm: number, pageHeightMm: number) =>
    `Страница ${pageWidthMm}×${pageHeightMm} мм совпадает с размером изделия`,
  pageSizeRotated: (pageWidthMm: number, pageHeightMm: number) =>
    `Страница ${pageWidthMm}×${pageHeightMm} мм повёрнута относительно изделия — проверьте ориентацию`,
  pageSizeDiffers: (pageWidthMm: number, pageHeightMm: number, widthMm: number, heightMm: number) =>
    `Страница ${pageWidthMm}×${pageHeightMm} мм, а изделие ${widthMm}×${heightMm} мм — пришлите макет в масштабе 1:1, в размер изделия`,
  pageCountOne: 'В PDF одна страница',
  pageCountMany: (count: number) => `Страниц в PDF: ${count} — укажите в комментарии, какие из них печатать`,
  pdfImagesGood: (dpi: number) => `Изображения в PDF — не меньше ${dpi} dpi`,
  pdfImagesLow: (dpi: number, goodDpi: number) =>
    `Изображение в PDF с разрешением ${dpi} dpi — для чёткой печати нужно не менее ${goodDpi} dpi: вставьте изображение большего разрешения`,
  fontsEmbedded: 'Шрифты встроены в PDF',
  fontsMissing: (names: string) => `Шрифты не встроены: ${names} — переведите текст в кривые или встройте шрифты`,
  managerWillCheck: (format: string) => `Файл ${format} автоматически не проверяется — его проверит менеджер`,
  unreadable: 'Файл не удалось проверить автоматически — его проверит менеджер',
} as const;

export const sheetFitTexts = {
  perSheet: (count: number, columns: number, rows: number) => `На листе помещается ${count} шт. (${columns} × ${rows})`,
  rotated: 'Стикеры повёрнуты на 90° — так на лист помещается больше',
  tooLarge: (widthMm: number, heightMm: number, sheetWidthMm: number, sheetHeightMm: number) =>
    `Стикер ${widthMm}×${heightMm} мм не помещается на лист ${sheetWidthMm}×${sheetHeightMm} мм с полями — уменьшите размер или выберите формат больше`,
  totalStickers: (count: number) => `Всего стикеров: ${count} шт.`,
  pricePerSticker: (price: string) => `Цена за стикер: ${price}`,
  noSize: 'Укажите ширину и высоту стикера, чтобы посчитать раскладку',
} as const;

/**
 * How preflight is shown (not in the spec; decided): a badge says the worst level in words, so
 * colour is never the only sign; each check names its level before its sentence.
 */
export const preflightViewTexts = {
  badge: { green: 'Проверка: всё в порядке', yellow: 'Проверка: есть замечания', red: 'Проверка: есть проблемы' },
  level: { green: 'Хорошо', yellow: 'Обратите внимание', red: 'Проблема' },
  checksTitle: 'Проверка макета',
  checking: 'Проверяем макет…',
  done: 'Готово',
} as const;

/** The sticker-size fields and the sheet picture of the item form and the calculator (not in the spec; decided). */
export const sheetFitViewTexts = {
  title: 'Раскладка на листе',
  stickerWidth: 'Ширина стикера, мм',
  stickerHeight: 'Высота стикера, мм',
} as const;
