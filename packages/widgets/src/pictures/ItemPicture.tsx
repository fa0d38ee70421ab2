import type { ContourResult, CuttingType, LaminationType } from '@stickers62/core/contract';
import { sheetFit, sheetLayoutDefaults, sheetTiles } from '@stickers62/core/pricing';
import { pictureTexts } from '@stickers62/core/texts';
import { AcrylPicture } from './AcrylPicture';
import type { Box } from './motifs';
import { SheetPicture } from './SheetPicture';

/** The fields of a saved item the picture reads (a sticker item's or an acrylic item's). */
export interface PicturedItem {
  width: number;
  height: number;
  count: number;
  filmType?: string | null;
  laminationType?: string | null;
  cuttingType?: string | null;
  stickerWidth?: number | null;
  stickerHeight?: number | null;
  acrylType?: string | null;
  materialType?: string | null;
  fittings?: readonly string[];
  /** The layout's preflight; its traced cut contour, when there is one, is the cut line drawn. */
  preflight?: { contour?: ContourResult } | null;
}

export interface ItemPictureProps {
  kind: 'stickers' | 'acryl';
  item: PicturedItem;
  /** The layout's preview address (the item's thumbnail). */
  imageUrl: string;
  /** The side of the square the picture fits in, CSS pixels. */
  size: number;
  onImageError?: () => void;
}

/** A sheet of an item without a stored size: A4, as the form opens. */
const a4 = { widthMm: 210, heightMm: 297 };

/** The layout on a sheet without a sticker size: one print filling the sheet within a margin. */
function wholeSheetTile(sheet: { widthMm: number; heightMm: number }): Box[] {
  const margin = Math.min(sheet.widthMm, sheet.heightMm) * 0.06;
  return [{ x: margin, y: margin, width: sheet.widthMm - 2 * margin, height: sheet.heightMm - 2 * margin }];
}

/**
 * Where stickers of the stored size lie on the sheet, as the item's form laid them out (core's
 * sheet fit, its margins and spacing); `null` without a size or when none fits.
 */
function stickerTiles(sheet: { widthMm: number; heightMm: number }, width: number, height: number): Box[] | null {
  if (!(width > 0 && height > 0)) return null;
  const input = { itemWidthMm: width, itemHeightMm: height, sheet, ...sheetLayoutDefaults };
  const fit = sheetFit(input);
  return fit.perSheet > 0 ? sheetTiles(fit, input) : null;
}

/**
 * The buyer's own layout on the product they ordered: printed on the item's sheet in its film,
 * lamination and cutting (tiled as the sticker size lays it out), or on the acrylic piece with
 * its fitting; the red line is the cut. For contour and through cutting it is the contour traced
 * from the layout's transparency when the preflight kept one; otherwise it follows the item's
 * shape: the sheet's rounded rectangle (no cutting), each sticker's rounded rectangle (contour)
 * or its bounding box (through), the acrylic piece's outline.
 */
export function ItemPicture({ kind, item, imageUrl, size, onImageError }: ItemPictureProps) {
  if (kind === 'acryl') {
    const type = item.acrylType ?? '';
    return (
      <AcrylPicture
        type={type}
        fitting={item.fittings?.[0] ?? null}
        material={item.materialType}
        imageUrl={imageUrl}
        onImageError={onImageError}
        cutLine
        width={size}
        label={pictureTexts.layoutOnAcryl(type)}
      />
    );
  }
  const sheet = item.width > 0 && item.height > 0 ? { widthMm: item.width, heightMm: item.height } : a4;
  const tiles = stickerTiles(sheet, item.stickerWidth ?? 0, item.stickerHeight ?? 0) ?? wholeSheetTile(sheet);
  const film = item.filmType ?? '';
  return (
    <SheetPicture
      film={film}
      lamination={(item.laminationType as LaminationType | null) ?? null}
      cutting={(item.cuttingType as CuttingType | null) ?? null}
      sheet={sheet}
      tiles={tiles}
      imageUrl={imageUrl}
      onImageError={onImageError}
      cutLine
      contour={item.preflight?.contour}
      width={Math.round(size * Math.min(1, sheet.widthMm / sheet.heightMm))}
      label={pictureTexts.layoutOnSheet(film)}
    />
  );
}
