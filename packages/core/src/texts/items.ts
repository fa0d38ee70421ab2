/** An order's items: the item form, its validation, repeats, fittings, instructions and minimum runs. */

export const itemTexts = {
  name: 'Название макета',
  comment: 'Комментарий',
  cuttingType: 'Резка',
  filmType: 'Пленка',
  laminationType: 'Ламинация',
  materialType: 'Материал',
  printType: 'Печать',
  acrylType: 'Акрил',
  fittings: 'Фурнитура',
  count: 'Количество',
  width: 'Ширина, мм',
  height: 'Высота, мм',
  paperSize: 'Формат',
  paperSizeOther: 'Другой',
  isColorProof: 'Цветопроба',
  isFileInOtherItem: 'Макет уже печатался',
  cost: 'Стоимость',
  file: 'Файл',
  status: 'Статус',
  save: 'Сохранить',
  edit: 'Изменить',
  delete: 'Удалить',
  newStickerTitle: 'Новая позиция: стикеры',
  newAcrylTitle: 'Новая позиция: акрил',
  editTitle: 'Редактирование позиции',
  // Validation of ordering-area section 5
  nameInvalidCharacters: 'Имя содержит недопустимые символы: < > : " / \\ | ? *',
  nameBlocksSave: 'Название макета содержит недопустимые символы для имени файла!',
  nameReserved: 'Название «__general__» занято общим файлом заказа. Выберите другое название макета.',
  nameTooLong: 'Название макета должно быть не длиннее 100 символов',
  nameDotsOnly: 'Название макета не может быть «.» или «..»',
  stickersRequired: 'Заполните все обязательные поля!',
  acrylRequired: 'Заполните все поля!',
  mustBePositive: 'Значение должно быть больше 0',
  // Save and delete failures of section 8
  saveValidationLog: 'Validation error',
  saveFailedLog: 'Failed to save order item',
  saveFailedPrefix: 'Не удалось сохранить позицию! ',
  saveFailedValidation: 'Проверьте заполненность полей',
  saveFailedGeneric: 'Неизвестная ошибка',
  deleteFailedLog: 'Failed to delete order item',
  deleteFailed: 'Не удалось удалить позицию!',
  recentItemsFailedLog: 'Failed to get recent items',
  repeatFailed: 'Не получилось сохранить макет!',
  deleteConfirm: 'Удалить позицию?',
  // Server-side item errors (decided)
  notEditable: 'Заказ уже отправлен в обработку и не может быть изменен',
  itemNotFound: 'Позиция не найдена',
  duplicateName: 'Позиция с таким названием уже есть в заказе',
  repeatLayoutField: 'Повторяемый макет',
  tooManyItems: (limit: number) => `В заказе не может быть больше ${limit} позиций`,
} as const;

/** Names and comments people type (contract/typed-text.ts): what refuses hidden or broken characters (decided). */
export const typedTextTexts = {
  hiddenCharacters:
    'В тексте есть невидимые или служебные символы (так бывает, если текст скопирован из другой программы). Сотрите его и наберите заново.',
  brokenCharacter:
    'В тексте есть повреждённый символ (например, половинка эмодзи). Удалите его или наберите текст заново.',
} as const;

export const repeatTexts = {
  name: (name: string, orderNumber: number) => `${name} из ${orderNumber}`,
  comment: (orderNumber: number, oldComment: string) => `Повтор макета из заказа ${orderNumber},${oldComment}`,
} as const;

/**
 * The fittings' prices in the acrylic item form (the business terms: sold separately, not in the
 * item's cost). Apart from `itemTexts`, which the layout picker carries too.
 */
export const itemFittingTexts = {
  /** Under «Фурнитура»: the cheapest fitting of the list. */
  fittingsNote: (cheapest: string) => `от ${cheapest} за штуку, продаётся отдельно`,
  /** Beside a fitting's name. */
  fittingPrice: (price: string) => `${price} за шт.`,
} as const;

export const instructionTexts = {
  title: 'Как подготовить макет',
  dontShowAgain: 'Больше не показывать',
  understood: 'Понятно',
  cmyk: 'Цветовой профиль CMYK Fogra39, масштаб 1:1.',
  acryl: 'Акрил: предпочтительно PSD со слоями лицевой стороны, оборота и полупрозрачной печати, слои подписаны.',
  stickers:
    'Стикеры: фон и стикеры на отдельных слоях; растровые макеты (в первую очередь PSD) или векторные (в первую очередь CDR); несколько файлов — одним архивом.',
  colorProof: 'Цветопроба добавляет к сроку изготовления стикеров не менее 2 рабочих дней.',
} as const;

export const minimumRunTexts = {
  stickers: 'Минимальный тираж: 10 листов на макет',
  acrylNewKeyRingsSmall: 'Новые брелоки до 6 см: от 10 штук на макет',
  acrylNewKeyRingsLarge: 'Новые брелоки больше 6 см: от 5 штук на макет',
  acrylNewStands: 'Новые стенды: от 5 штук на макет',
  acrylRepeatKeyRings: 'Повтор брелоков: от 5 штук на макет',
  acrylRepeatStands: 'Повтор стендов: от 3 штук на макет',
} as const;

/** Display names of the lamination and cutting codes. */
export const laminationNames = { None: 'Без ламинации', Glossy: 'Глянцевая', Opaque: 'Матовая' } as const;
export const cuttingNames = { None: 'Без резки', Through: 'Сквозная', Contour: 'Контурная' } as const;
