import type { StickerSheetView } from '@stickers62/core/stores';
import { SheetFitPicture } from './SheetFitPicture';

/** The sheet picture with what it means: stickers per sheet, in all, the price of one; or why there is none. */
export function SheetFitPanel({ view, imageUrl }: { view: StickerSheetView; imageUrl?: string | null }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-live="polite" data-testid="sheet-fit">
      {view.status === 'fits' && <SheetFitPicture sheet={view.sheet} tiles={view.tiles} imageUrl={imageUrl} />}
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        {view.status === 'fits' ? (
          view.lines.map((line) => <p key={line}>{line}</p>)
        ) : (
          <p className={view.status === 'tooLarge' ? 'font-semibold text-red-700' : 'text-gray-600'}>{view.message}</p>
        )}
      </div>
    </div>
  );
}
