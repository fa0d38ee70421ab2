/**
 * Texts of what the shop gives partners (not in the spec; decided): the iframe pages
 * `/embed/<widget>` and the embed builder `/partners`.
 */

/*
 * The widgets a partner can embed (`embeddableWidgetNames`: the title of each one's page
 * `/embed/<script>`), the ones the builder `/partners` offers (`partnerWidgets`: not the layout
 * picker, shop-only, docs/decisions/0053-order-carries-the-configuration-picker-shop-only.md) and
 * their frames' starting heights: generated from the widgets' element catalogue, where each
 * element's entry holds them.
 */
export {
  type EmbeddableWidget,
  embeddableWidgetNames,
  embedFrameHeights,
  partnerWidgets,
} from './generated/embeddable-widgets.js';

export const embedTexts = {
  /** The iframe page's title: what a screen reader announces for the frame. */
  pageTitle: (widget: string) => `${widget} — Стикеры 62`,
  noScript: 'Чтобы увидеть виджет «Стикеры 62», включите JavaScript.',
  unknownWidget: 'Такого виджета нет. Код встраивания любого виджета — на странице «Партнёрам» сайта «Стикеры 62».',
} as const;

/** The embed builder `/partners`: choose a widget, set its options, see it live, copy the code. */
export const partnerTexts = {
  title: 'Партнёрам',
  intro:
    'Поставьте калькулятор «Стикеры 62» или карточку оплаты на свой сайт: цены и заказы приходят от нас, код — одна строка скрипта и один тег. Выберите виджет и настройки, проверьте его вживую и скопируйте код.',
  settingsTitle: 'Настройки',
  widget: 'Виджет',
  filmTypes: 'Плёнки',
  filmTypesHint: 'Ничего не отмечено — показываем все плёнки с ценами.',
  filmTypesLoading: 'Загружаем список плёнок…',
  filmTypesFailed: 'Не удалось загрузить список плёнок — будут показаны все.',
  orderHref: 'Куда ведёт кнопка «Заказать»',
  orderHrefHint:
    'Пусто — в корзину «Стикеры 62» в новой вкладке: покупатель входит или регистрируется, и выбранная позиция уже в корзине, ждёт макета. Ваш адрес получит настройки в параметре add.',
  orderEventHint:
    'Хотите оформить заказ сами? Слушайте событие s62-order: в event.detail — настройки (configuration) и адрес заказа (url); event.preventDefault() — и магазин не откроется. Из iframe оно приходит сообщением s62:order.',
  kind: 'Какие макеты',
  kindStickers: 'Стикеры',
  kindAcryl: 'Акрил',
  multiple: 'Можно выбрать несколько макетов',
  pickerHint:
    "Окно открывается атрибутом open — например, по нажатию вашей кнопки: picker.setAttribute('open', ''). Список макетов виден только покупателю, вошедшему на сайт «Стикеры 62».",
  openPicker: 'Открыть окно выбора',
  orderId: 'Номер заказа для оплаты (id из ссылки на оплату)',
  orderIdHint: 'Без него карточка покажет, что заказ не найден.',
  homeHref: 'Ссылка «На главную»',
  chatHref: 'Ссылка на чат',
  theme: 'Оформление',
  themes: { light: 'Светлое', dark: 'Тёмное', auto: 'Как в системе посетителя' },
  position: 'Где кнопка',
  positions: {
    fixed: 'В углу окна, под панелями сайта',
    'top-layer': 'В углу окна, поверх всего',
    inline: 'В тексте страницы',
  },
  positionHint: '«Поверх всего» не обрежет ни один контейнер страницы, но закроет и её собственные окна.',
  customAccent: 'Свой цвет акцента',
  accent: 'Цвет акцента',
  previewTitle: 'Как это выглядит',
  previewLoading: 'Загружаем виджет…',
  previewFailed: 'Не удалось загрузить виджет. Обновите страницу или попробуйте позже.',
  codeTitle: 'Код для вашего сайта',
  scriptTitle: 'Скрипт и тег',
  scriptHint: 'Всегда последняя версия виджета. Вставьте скрипт один раз на страницу, тег — туда, где нужен виджет.',
  pinnedTitle: 'Закреплённая версия',
  pinnedHint:
    'Эта версия не изменится: браузер проверит её по хешу (integrity). Новые возможности появятся, когда вы обновите код.',
  frameTitle: 'Iframe',
  frameHint:
    'Для площадок, где можно вставить только iframe (приложения сообществ ВКонтакте, конструкторы сайтов). Скрипт после iframe подгоняет его высоту под содержимое; если скрипты запрещены, вставьте только iframe.',
  copy: 'Скопировать код',
  copyLabel: (what: string) => `Скопировать код: ${what}`,
  copied: 'Код скопирован',
  copyFailed: 'Не удалось скопировать — выделите код и нажмите Ctrl+C',
  scriptsMissing: 'Скрипты виджетов сейчас недоступны. Попробуйте позже.',
  apiDocs: 'Описание API (OpenAPI)',
  apiDocsLead: 'Нужны свои запросы к ценам или заказам?',
} as const;
