/**
 * Texts of the automatic cut contour (not shown in the spec; decided). Each finding is one
 * sentence: what the contour will do, then what to change in the layout.
 */

const millimetres = (value: number) => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(value);

export const contourTexts = {
  ready: (bleedMm: number) =>
    `Контур резки построен по прозрачности макета с отступом ${millimetres(bleedMm)} мм — проверьте линию на превью`,
  noTransparency:
    'В макете нет прозрачного фона — контур резки будет прямоугольником по краю; чтобы резать по форме, сохраните PNG или TIFF с прозрачным фоном',
  narrow: (minimumMm: number) =>
    `В контуре есть места уже ${millimetres(minimumMm)} мм — плоттер прорежет их неаккуратно: утолщите тонкие детали или раздвиньте близкие части`,
  islands: (count: number) =>
    `Макет распадается на отдельные части (${count}) — при резке они выпадут по отдельности: соедините их фоном или подложкой, если это одна наклейка`,
  holes: (count: number) =>
    `Внутри рисунка ${count === 1 ? 'есть прозрачное отверстие' : `есть прозрачные отверстия (${count})`} — по контуру режется только внешний край, плёнка внутри останется; напишите в комментарии, если отверстия нужно вырезать`,
  offImage:
    'Рисунок доходит до края файла — контур идёт по обрезанному краю, и по линии реза может остаться белая полоса: оставьте прозрачное поле вокруг рисунка или продлите фон за линию реза',
  nodes: (nodes: number, maximum: number) =>
    `Контур слишком сложный: ${nodes} узлов при пределе ${maximum} — плоттер будет резать медленно и рвать плёнку: упростите края рисунка`,
  statusNames: {
    pending: 'Контур строится',
    ready: 'Контур готов',
    'needs-attention': 'Контур требует внимания',
    vector: 'Векторный макет: линия реза в файле',
  },
  notTraced:
    'Контур резки для этого макета не построен: его строим по прозрачности PNG, TIFF или PSD при контурной или сквозной резке',
  artworkRefused: 'Макет слишком большой, чтобы собрать его с контуром в один PDF — скачайте контур отдельно',
  overlayLabel: 'Линия реза',
  /** The production totals' column: the group's items by contour status, zeros left out. */
  productionColumn: 'Контур резки',
  productionCounts: (counts: {
    ready: number;
    needsAttention: number;
    vector: number;
    pending: number;
    none: number;
  }) =>
    [
      counts.ready > 0 ? `готов ${counts.ready}` : '',
      counts.needsAttention > 0 ? `требует внимания ${counts.needsAttention}` : '',
      counts.vector > 0 ? `вектор (линия в файле) ${counts.vector}` : '',
      counts.pending > 0 ? `строится ${counts.pending}` : '',
      counts.none > 0 ? `нет контура ${counts.none}` : '',
    ]
      .filter(Boolean)
      .join(' · ') || '—',
  productionNotCut: '—',
  downloadSvg: 'Контур SVG',
  downloadPdf: 'Контур PDF',
  downloadArtworkPdf: 'Макет с контуром PDF',
  /** A download link's accessible name: its visible words, then the item it is for. */
  downloadOf: (label: string, itemName: string) => `${label}: «${itemName}»`,
  /** The manager's item row and production list: the contour's downloads, named as a group. */
  downloadsTitle: 'Скачать контур резки',
  /** The production totals' list of traced contours, with their downloads. */
  productionListTitle: 'Контуры резки для плоттера',
  productionListItem: (orderNumber: number, itemName: string) => `Заказ № ${orderNumber} · ${itemName}`,
  productionListLimited: (shown: number) => `Показаны первые ${shown} — сузьте фильтр, чтобы увидеть остальные`,
} as const;
