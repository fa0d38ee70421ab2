/**
 * Product pictures drawn from the catalogue: pure components from a catalogue entry (a film's
 * name, a lamination or cutting code, an acrylic type and fitting) to an SVG. The calculators
 * and shop screens load them on demand (part.ts); the site's pages import them in place.
 */
export { AcrylPicture, type AcrylPictureProps } from './AcrylPicture';
export { ItemPicture, type ItemPictureProps } from './ItemPicture';
export * from './looks';
export { OptionPicture, type OptionPictureProps, optionPictureWidth } from './OptionPicture';
export { AcrylFigures, FilmFigures, type GalleryCatalogue, HeroPicture, ProductGallery } from './ProductGallery';
export { SheetPicture, type SheetPictureProps, sampleTiles } from './SheetPicture';
