import { missingValueText } from './shell.js';

/** The layout picker (repeat earlier layouts). */

export const layoutPickerTexts = {
  titleSingle: 'Выберите макет для повторения',
  titleMulti: 'Выберите макеты для повторения',
  search: 'Поиск по названию...',
  hideRepeats: 'Убрать повторы',
  count: (count: number) => `Макетов: ${count}`,
  selected: (count: number) => `Выбрано: ${count}`,
  loading: 'Загрузка...',
  cancel: 'Отмена',
  repeat: (count: number) => `Повторить макеты (${count})`,
  loadFailed: 'Не удалось загрузить макеты',
  loadFailedLog: 'Ошибка загрузки макетов:',
  /** The picker on another site than the shop's: the shop answers its list only on its own site. */
  shopOnly: 'Выбор макетов работает только на сайте «Стикеры 62»: откройте корзину на сайте магазина.',
  empty: 'Макетов пока нет',
  missing: missingValueText,
  cardTitle: (name: string, orderNumber: number, created: string) => `${name} (№${orderNumber} от ${created})`,
  labels: {
    acrylType: 'Акрил',
    materialType: 'Материал',
    printType: 'Печать',
    fittings: 'Фурнитура',
    cuttingType: 'Резка',
    filmType: 'Пленка',
    laminationType: 'Ламинация',
    count: 'Количество',
  },
  openPreview: 'Открыть предпросмотр',
  closePreview: 'Закрыть предпросмотр',
  quantity: 'Количество',
} as const;
