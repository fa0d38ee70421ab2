/**
 * Texts of a calculator's configuration carried to the cart (not in the spec; decided): «Заказать»
 * on any calculator opens `/cart?add=…`, and the cart adds the configured item or says why not.
 */
export const orderConfigurationTexts = {
  /** The name of the item the cart creates: «Макет 1», or the next number free in its tab. */
  itemName: (number: number) => `Макет ${number}`,
  added: 'Позиция из калькулятора добавлена в корзину. Загрузите для неё макет.',
  dropped:
    'Позицию из калькулятора не добавили: её параметры неизвестны магазину или были изменены. Выберите их в калькуляторе ещё раз.',
  notChecked: 'Не удалось проверить параметры позиции из калькулятора. Обновите страницу или выберите их ещё раз.',
  /** The comment of an acrylic item whose stand gets print on its base (the item has no such field). */
  printOnBaseComment: 'Печать на подставке',
} as const;
