/**
 * The types the elements' event details name (the catalogue's `detail` texts), from modules that
 * import no React: the generated DOM types and JSX typings import them from here, so a Preact app
 * that types its elements with `@stickers62/widgets/jsx-preact` needs no React types. The
 * package's index exports the same names.
 */
export type { OrderRequest } from '@stickers62/core/rules';
export type { AcrylPriceChange, PickedLayout, StickerPriceChange } from '@stickers62/core/stores';
