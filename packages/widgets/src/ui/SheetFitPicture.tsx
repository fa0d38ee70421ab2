import type { SheetTile } from '@stickers62/core/pricing';
import { sheetFitViewTexts } from '@stickers62/core/texts';

export interface SheetFitPictureProps {
  sheet: { widthMm: number; heightMm: number };
  tiles: readonly SheetTile[];
  /** The layout's thumbnail, drawn in every sticker; plain rectangles without one. */
  imageUrl?: string | null;
}

/** The sheet drawn to scale in millimetres, one rectangle (or the layout's picture) per sticker. */
export function SheetFitPicture({ sheet, tiles, imageUrl }: SheetFitPictureProps) {
  return (
    <svg
      viewBox={`0 0 ${sheet.widthMm} ${sheet.heightMm}`}
      role="img"
      aria-label={sheetFitViewTexts.picture(tiles.length, sheet.widthMm, sheet.heightMm)}
      className="h-auto max-h-64 w-full max-w-[12rem]"
      data-testid="sheet-picture"
    >
      <rect width={sheet.widthMm} height={sheet.heightMm} fill="#fff" stroke="#9ca3af" strokeWidth={1} />
      {tiles.map((tile) =>
        imageUrl ? (
          <image
            key={`${tile.x},${tile.y}`}
            href={imageUrl}
            x={tile.x}
            y={tile.y}
            width={tile.width}
            height={tile.height}
            preserveAspectRatio="xMidYMid meet"
          />
        ) : (
          <rect
            key={`${tile.x},${tile.y}`}
            x={tile.x}
            y={tile.y}
            width={tile.width}
            height={tile.height}
            rx={1}
            fill="#eef2ff"
            stroke="#4f46e5"
            strokeWidth={0.5}
          />
        ),
      )}
    </svg>
  );
}
