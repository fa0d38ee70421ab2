/** The administrator's refusals when adding a sticker film with its prices (`POST /api/web/admin/films`). */
export const filmTexts = {
  /** A film of that name is already in the list (the same letters in any case). */
  nameTaken: (name: string) => `Плёнка «${name}» уже есть: выберите другое название`,
  /** The film to copy the prices from is not in the list. */
  pricedLikeUnknown: (name: string) => `Плёнки «${name}» нет: цены новой плёнки берутся с существующей`,
  /** The film to copy the prices from has no sticker prices. */
  pricedLikeUnpriced: (name: string) => `У плёнки «${name}» нет цен: новой плёнке не с чего их взять`,
} as const;
