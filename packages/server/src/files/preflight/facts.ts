import type { ItemKind } from '@stickers62/core/contract';

export type ColorMode = 'rgb' | 'cmyk' | 'grey' | 'other';

/** What a raster layout (PNG, JPEG, TIFF, WebP, PSD/PSB) says about itself in its headers. */
export interface ImageFacts {
  kind: 'image';
  widthPx: number;
  heightPx: number;
  /** The resolution the file declares, if it declares one. */
  fileDpi: number | null;
  colorMode: ColorMode;
  /** The colour model's name as the file spells it, shown for models the shop does not print from. */
  colorModelName: string;
  iccProfile: string | null;
  hasAlpha: boolean;
  /** Layer names of a PSD (groups included); `null` for formats without layers. */
  layerNames: string[] | null;
}

/** What PDFium tells about a PDF (or an Illustrator file saved with PDF content). */
export interface PdfFacts {
  kind: 'pdf';
  pageCount: number;
  /** The first page's trim box, else its crop box, as displayed (rotation applied). */
  pageWidthMm: number;
  pageHeightMm: number;
  /** Lowest resolution of a placed image at the page's own size; `null` without images. */
  lowestImageDpi: number | null;
  hasText: boolean;
  fontsNotEmbedded: string[];
}

/** The item a layout is for: its kind decides which layers are expected, its size the resolution. */
export interface PreflightItem {
  kind: ItemKind;
  widthMm: number;
  heightMm: number;
  /** The sticker item's cutting code (`Contour`, `Through`, `None`): a shape cut gets a traced contour. */
  cuttingType?: string | null;
}
