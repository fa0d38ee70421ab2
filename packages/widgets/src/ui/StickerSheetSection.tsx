import type { CuttingType, LaminationType } from '@stickers62/core/contract';
import type { StickerSheetView, StickerSize } from '@stickers62/core/stores';
import { sheetFitViewTexts } from '@stickers62/core/texts';
import { picturesShown, SheetPicturePart } from '#pictures-part';
import { fieldClass } from './classes';
import { part } from './parts';
import { SheetFitPicture } from './SheetFitPicture';

export interface StickerSheetSectionProps {
  /** The layout for the typed size; `null` shows the fields alone (nothing typed yet). */
  view: StickerSheetView | null;
  onStickerSize: (side: keyof StickerSize, millimetres: number) => void;
  imageUrl?: string | null;
  /** The size the fields open with (a saved item's); empty fields without it. */
  initialSize?: StickerSize;
  /** The chosen film, lamination and cutting: the sheet is drawn as it will be printed and cut. */
  look?: { film: string; lamination: LaminationType | null; cutting: CuttingType | null };
}

/**
 * The optional size of one sticker and, once typed, the sheet picture with what it means:
 * stickers per sheet, in all, the price of one; or that the sticker does not fit the sheet.
 * Only classes the calculator already uses: every new one costs its element script CSS.
 */
export function StickerSheetSection({ view, onStickerSize, imageUrl, initialSize, look }: StickerSheetSectionProps) {
  const sides = [
    ['width', sheetFitViewTexts.stickerWidth],
    ['height', sheetFitViewTexts.stickerHeight],
  ] as const;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold">{sheetFitViewTexts.title}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {sides.map(([side, label]) => (
          <label key={side} part={part.label} className={fieldClass.label}>
            {label}
            <input
              // No `min`: a size at or below 0 lays nothing out, and the bytes count in the calculator.
              type="number"
              part={part.input}
              className={fieldClass.control}
              defaultValue={initialSize && initialSize[side] > 0 ? initialSize[side] : undefined}
              onChange={(event) => onStickerSize(side, event.target.valueAsNumber)}
            />
          </label>
        ))}
      </div>
      {view && (
        <div className={view.tooLarge ? 'text-sm text-red-600' : 'text-sm'} aria-live="polite">
          {!view.tooLarge &&
            (picturesShown ? (
              // The plain picture stands in while the product pictures load.
              <SheetPicturePart
                fallback={<SheetFitPicture sheet={view.sheet} tiles={view.tiles} imageUrl={imageUrl} />}
                film={look?.film ?? ''}
                lamination={look?.lamination ?? null}
                cutting={look?.cutting ?? null}
                sheet={view.sheet}
                tiles={view.tiles}
                imageUrl={imageUrl}
                width={160}
              />
            ) : (
              <SheetFitPicture sheet={view.sheet} tiles={view.tiles} imageUrl={imageUrl} />
            ))}
          {view.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
