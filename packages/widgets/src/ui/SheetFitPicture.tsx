import type { SheetTile } from '@stickers62/core/pricing';

export interface SheetFitPictureProps {
  sheet: { widthMm: number; heightMm: number };
  tiles: readonly SheetTile[];
  /** The layout's thumbnail, drawn in every sticker; plain rectangles without one. */
  imageUrl?: string | null;
}

/**
 * The sheet drawn to scale in millimetres, one rectangle (or the layout's picture) per sticker.
 * Hidden from screen readers: the lines beside it say the same in words.
 */
export function SheetFitPicture({ sheet, tiles, imageUrl }: SheetFitPictureProps) {
  return (
    // A fixed width and the view box's proportions: no utility classes (they would cost CSS).
    <svg viewBox={`0 0 ${sheet.widthMm} ${sheet.heightMm}`} width={160} aria-hidden>
      <rect width={sheet.widthMm} height={sheet.heightMm} fill="#fff" stroke="#999" />
      {/* Tiles never move within one picture, so their order is their key. */}
      {tiles.map((tile, index) =>
        imageUrl ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <image key={index} href={imageUrl} {...tile} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <rect key={index} {...tile} fill="#eef2ff" stroke="#4f46e5" />
        ),
      )}
    </svg>
  );
}
