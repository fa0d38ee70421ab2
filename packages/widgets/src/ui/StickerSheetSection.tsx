import type { StickerSheetView, StickerSize } from '@stickers62/core/stores';
import { sheetFitViewTexts } from '@stickers62/core/texts';
import { useId } from 'react';
import { fieldClass } from './classes';
import { SheetFitPanel } from './SheetFitPanel';

export interface StickerSheetSectionProps {
  /** The layout for the typed size; `null` shows the fields alone (nothing typed yet). */
  view: StickerSheetView | null;
  onStickerSize: (side: keyof StickerSize, text: string) => void;
  imageUrl?: string | null;
  className?: string;
}

/** The optional size of one sticker and, once typed, how such stickers lie on the sheet. */
export function StickerSheetSection({ view, onStickerSize, imageUrl, className = '' }: StickerSheetSectionProps) {
  const hintId = useId();
  const sides = [
    ['width', sheetFitViewTexts.stickerWidth],
    ['height', sheetFitViewTexts.stickerHeight],
  ] as const;
  return (
    <fieldset className={`flex min-w-0 flex-col gap-3 ${className}`} aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-gray-900">{sheetFitViewTexts.title}</legend>
      <p id={hintId} className="text-xs text-gray-600">
        {sheetFitViewTexts.hint}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {sides.map(([side, label]) => (
          <label key={side} className={fieldClass.label}>
            {label}
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className={`${fieldClass.control} min-w-0`}
              onChange={(event) => onStickerSize(side, event.target.value)}
            />
          </label>
        ))}
      </div>
      {view && <SheetFitPanel view={view} imageUrl={imageUrl} />}
    </fieldset>
  );
}
