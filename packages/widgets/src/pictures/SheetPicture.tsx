import type { ContourResult } from '@stickers62/core/contract';
import { type CuttingType, filmLook, type LaminationType } from './looks';
import { Artwork, type Box } from './motifs';
import { FilmPaint, PictureSvg, Sheen, usePaintId } from './paint';

export interface SheetPictureProps {
  /** The film's catalogue name («Голографическая»): its look is read from it (looks.ts). */
  film: string;
  lamination: LaminationType | null;
  cutting: CuttingType | null;
  /** The sheet in millimetres. */
  sheet: { widthMm: number; heightMm: number };
  /** Where each sticker lies, mm from the sheet's top-left corner; a sample grid without them. */
  tiles?: readonly Box[];
  /** The buyer's layout, printed in every tile; the sample motifs without it. */
  imageUrl?: string | null;
  /** The buyer's layout could not be loaded (a repeated item's source is gone). */
  onImageError?: () => void;
  /**
   * The traced cut contour of the buyer's layout (core contract `ContourResult`): drawn around
   * the layout in each tile instead of the shape's rectangle.
   */
  contour?: Pick<ContourResult, 'pathMm' | 'widthMm' | 'heightMm' | 'bleedMm'> | null;
  /** Draws the cut line in red over the print: on the buyer's layout, what the plotter will cut. */
  cutLine?: boolean;
  /** Width in CSS pixels; the height follows the sheet's proportions. */
  width: number;
  /** What the picture shows, for screen readers; hidden from them without it. */
  label?: string;
}

const cutColour = '#e11d48';
const guideColour = '#db2777';

/** A sample grid of stickers, three across, for a picture with no typed sticker size. */
export function sampleTiles(sheet: { widthMm: number; heightMm: number }, columns = 3): Box[] {
  const margin = sheet.widthMm * 0.08;
  const gap = sheet.widthMm * 0.05;
  const size = (sheet.widthMm - 2 * margin - (columns - 1) * gap) / columns;
  const rows = Math.max(1, Math.floor((sheet.heightMm - 2 * margin + gap) / (size + gap)));
  const top = (sheet.heightMm - rows * size - (rows - 1) * gap) / 2;
  return Array.from({ length: rows * columns }, (_, index) => ({
    x: margin + (index % columns) * (size + gap),
    y: top + Math.floor(index / columns) * (size + gap),
    width: size,
    height: size,
  }));
}

/**
 * The contour placed on a tile: the layout is fitted into the tile keeping its proportions (as
 * the image is, `xMidYMid meet`), and the contour's box is the layout plus the bleed around it.
 */
function contourTransform(tile: Box, contour: NonNullable<SheetPictureProps['contour']>): string {
  const artWidth = contour.widthMm - 2 * contour.bleedMm;
  const artHeight = contour.heightMm - 2 * contour.bleedMm;
  const scale = Math.min(tile.width / artWidth, tile.height / artHeight);
  const x = tile.x + (tile.width - artWidth * scale) / 2 - contour.bleedMm * scale;
  const y = tile.y + (tile.height - artHeight * scale) / 2 - contour.bleedMm * scale;
  return `translate(${x} ${y}) scale(${scale})`;
}

/** `box` grown (or shrunk, below 0) by `by` on every side. */
const grow = (box: Box, by: number): Box => ({
  x: box.x - by,
  y: box.y - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

/**
 * A sticker sheet drawn to scale: the film's surface (with its sheen, grain or checkerboard),
 * the lamination over it (a shine, or a frost), and the stickers as the cutting makes them:
 * printed on the sheet (no cutting), on the sheet with a dashed cut line around each (contour),
 * or each one cut out on its own (through). With the buyer's layout it is printed in each tile
 * and the red line shows where the cut goes.
 */
export function SheetPicture(props: SheetPictureProps) {
  const { sheet, lamination, cutting, imageUrl, cutLine, onImageError } = props;
  const id = usePaintId();
  const look = filmLook(props.film);
  const { widthMm: w, heightMm: h } = sheet;
  const tiles = props.tiles ?? sampleTiles(sheet);
  const stroke = Math.max(w, h) / 160;
  const pad = stroke * 4;
  const through = cutting === 'Through';
  const sheetBox = { x: 0, y: 0, width: w, height: h };
  const sheen =
    lamination === 'Glossy' ? 0.95 : lamination === 'Opaque' ? 0 : look === 'gloss' ? 0.7 : look === 'holo' ? 0.55 : 0;

  /** The film with its lamination, the shape of `box`. */
  const surface = (box: Box, radius: number, key?: number) => (
    <g key={key}>
      <rect {...box} rx={radius} fill={`url(#${id}f)`} />
      {look === 'clear' && <rect {...box} rx={radius} fill="#f0f9ff" fillOpacity=".5" />}
      {lamination === 'Opaque' && <rect {...box} rx={radius} fill="#fff" fillOpacity=".32" data-look="frost" />}
      {sheen > 0 && <rect {...box} rx={radius} fill={`url(#${id}s)`} />}
      <rect
        {...box}
        rx={radius}
        fill="none"
        stroke={look === 'clear' ? '#7dd3fc' : '#cbd5e1'}
        strokeWidth={stroke / 2}
      />
    </g>
  );
  const tileRadius = (box: Box) => Math.min(box.width, box.height) * 0.18;
  const traced = Boolean(props.contour?.pathMm) && (cutting === 'Contour' || through);
  // A sample motif sits inside its sticker's margin; a layout with a traced contour fills the tile,
  // as the contour is placed on it (contourTransform).
  const inset = (box: Box) => (traced ? box : grow(box, -Math.min(box.width, box.height) * 0.08));

  return (
    <PictureSvg
      viewBox={`${-pad} ${-pad} ${w + 2 * pad} ${h + 2 * pad}`}
      width={props.width}
      label={props.label}
      data={{ 'data-film': look, 'data-lamination': lamination ?? 'None', 'data-cutting': cutting ?? 'None' }}
    >
      <defs>
        <FilmPaint id={`${id}f`} look={look} />
        <Sheen id={`${id}s`} strength={sheen} />
      </defs>
      {through ? (
        <rect {...sheetBox} fill="none" stroke="#cbd5e1" strokeWidth={stroke / 2} strokeDasharray={`${stroke * 3}`} />
      ) : (
        <>
          <rect {...sheetBox} x={stroke} y={stroke * 1.5} rx={stroke * 2} fill="#0f172a" fillOpacity=".12" />
          {surface(sheetBox, stroke * 2)}
        </>
      )}
      {tiles.map((tile, index) =>
        through ? (
          // Tiles never move within one picture, so their order is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <g key={index}>
            <rect
              {...tile}
              x={tile.x + stroke}
              y={tile.y + stroke * 1.5}
              rx={tileRadius(tile)}
              fill="#0f172a"
              fillOpacity=".15"
            />
            {surface(tile, tileRadius(tile))}
            <Artwork box={inset(tile)} index={index} imageUrl={imageUrl} onImageError={onImageError} />
          </g>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <g key={index}>
            <Artwork
              box={cutting === 'Contour' ? inset(tile) : tile}
              index={index}
              imageUrl={imageUrl}
              onImageError={onImageError}
            />
            {cutting === 'Contour' && !cutLine && (
              <rect
                {...tile}
                rx={tileRadius(tile)}
                fill="none"
                stroke={guideColour}
                strokeWidth={stroke / 2}
                strokeDasharray={`${stroke * 2} ${stroke}`}
                data-testid="cut-guide"
              />
            )}
          </g>
        ),
      )}
      {cutLine && (
        <g fill="none" stroke={cutColour} strokeWidth={stroke} data-testid="cut-line">
          {traced ? (
            tiles.map((tile, index) => (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                d={props.contour?.pathMm}
                transform={contourTransform(tile, props.contour as NonNullable<SheetPictureProps['contour']>)}
                vectorEffect="non-scaling-stroke"
                strokeWidth={1.5}
                data-contour="traced"
              />
            ))
          ) : cutting === 'Contour' || through ? (
            tiles.map((tile, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <rect key={index} {...tile} rx={cutting === 'Contour' ? tileRadius(tile) : 0} />
            ))
          ) : (
            <rect {...sheetBox} rx={stroke * 2} />
          )}
        </g>
      )}
    </PictureSvg>
  );
}
