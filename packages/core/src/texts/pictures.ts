/**
 * The product pictures' words: what each picture shows for a screen reader (its alt text) and
 * the captions under the landing's gallery. The pictures are drawn from the catalogue, so each
 * text takes the catalogue's own names.
 */
export const pictureTexts = {
  /** A sticker sheet in one film, lamination and cutting. */
  stickerSheet: (film: string, lamination: string, cutting: string) =>
    `Лист стикеров: пленка «${film}», ламинация «${lamination}», резка «${cutting}»`,
  /** The same sheet with the buyer's own layout printed on it. */
  layoutOnSheet: (film: string) => `Ваш макет на листе, пленка «${film}», красная линия — линия реза`,
  /** An acrylic piece with its fitting. */
  acrylPiece: (type: string, fitting: string | null) =>
    fitting ? `Акрил: ${type.toLowerCase()}, фурнитура «${fitting}»` : `Акрил: ${type.toLowerCase()}`,
  layoutOnAcryl: (type: string) => `Ваш макет на изделии «${type}», красная линия — линия реза`,
  film: (film: string) => `Пленка «${film}»`,
  lamination: (lamination: string) => `Ламинация «${lamination}»`,
  cutting: (cutting: string) => `Резка «${cutting}»`,
  /** Under the buyer's layout: where the cut line comes from until the contour is traced. */
  cutLineNote: 'Красная линия — линия реза',
  heroAlt: 'Лист голографических стикеров с контурной резкой и акриловый брелок',
  galleryTitle: 'Примеры изделий',
  galleryLead: 'Так выглядят пленки, ламинация, виды резки и акрил. Фото работ клиентов — в отзывах.',
  filmsTitle: 'Пленки',
  laminationsTitle: 'Ламинация',
  cuttingsTitle: 'Резка',
  acrylTitle: 'Акрил и фурнитура',
  /** What each cutting gives, under its picture. */
  cuttingCaptions: {
    None: 'Печать листом, вырезаете сами',
    Contour: 'Стикеры на листе, надрез по контуру',
    Through: 'Каждый стикер вырезан насквозь',
  },
  /** What each lamination gives, under its picture. */
  laminationCaptions: {
    None: 'Без защитного слоя',
    Glossy: 'Яркий блеск, защита от царапин',
    Opaque: 'Без бликов, бархатистая поверхность',
  },
  /** The films' looks, under their pictures. */
  filmCaptions: {
    gloss: 'Белая с глянцевым блеском',
    matte: 'Белая без блеска',
    clear: 'Видно поверхность под стикером',
    holo: 'Переливается радугой под светом',
    kraft: 'Плотная бумага с фактурой',
  },
} as const;

/**
 * What the landing's gallery shows: the shop's catalogue as seeded (packages/server seed-data).
 * The landing is prerendered, so it cannot wait for the reference lists; the calculators and
 * the item form draw the live lists.
 */
export const pictureShowcase = {
  // «Крафт» is seeded switched off (not offered), so the landing does not show it.
  films: ['Белая глянцевая', 'Белая матовая', 'Прозрачная', 'Голографическая'],
  acrylTypes: ['Брелок', 'Значок', 'Стенд', 'Подставка'],
  /** Each acrylic type with the fitting it is usually ordered with. */
  acrylFittings: {
    Брелок: 'Кольцо для ключей',
    Значок: 'Булавка для значка',
    Стенд: null,
    Подставка: null,
  } as Record<string, string | null>,
  fittings: ['Кольцо для ключей золотое', 'Карабин', 'Цепочка с кольцом', 'Шнурок для телефона', 'Магнит'],
} as const;
