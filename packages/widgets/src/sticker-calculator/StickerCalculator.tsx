import { useStore } from '@nanostores/react';
import type { CuttingType, LaminationType, PrintFormat } from '@stickers62/core/contract';
import { stickerMinimumSheets } from '@stickers62/core/pricing';
import { calculatorTexts, cuttingNames, laminationNames } from '@stickers62/core/texts';
import { useId, useMemo, useState } from 'react';
import { CalculatorNotReady, OrderLink, QuoteSummary, usePriceChange } from '../ui/calculator-parts';
import { cardClass, fieldClass } from '../ui/classes';
import { plainOptions, SelectField } from '../ui/SelectField';
import { StyleScope } from '../ui/StyleScope';
import { shopLookupsFor } from '../ui/shop-lookups';
import { createStickerCalculatorStore, type StickerSelection } from './sticker-calculator-store';

export interface StickerPriceChange extends StickerSelection {
  pricePerSheet: number | null;
  total: number;
}

export interface StickerCalculatorProps {
  /** The shop's API address; the page's own origin when empty. */
  apiBase?: string;
  /** Comma-separated film types to offer (e.g. "Белая,Прозрачная"); every priced film when empty. */
  filmTypes?: string;
  /** When set, a 'Заказать' link leads there. */
  orderHref?: string;
  /** The quote changed (also once when prices arrive). The element fires `s62-price-change`. */
  onPriceChange?: (detail: StickerPriceChange) => void;
}

function filmList(filmTypes: string | undefined): string[] | undefined {
  const films = filmTypes
    ?.split(',')
    .map((film) => film.trim())
    .filter(Boolean);
  return films && films.length > 0 ? films : undefined;
}

/** The sticker price calculator: cutting, lamination, film, format and sheets give a price per sheet and a total. */
export function StickerCalculator(props: StickerCalculatorProps) {
  return (
    <StyleScope>
      <StickerCalculatorCard {...props} />
    </StyleScope>
  );
}

function StickerCalculatorCard({ apiBase, filmTypes, orderHref, onPriceChange }: StickerCalculatorProps) {
  const prices = shopLookupsFor(apiBase).stickerPrices;
  const store = useMemo(() => createStickerCalculatorStore(prices, filmList(filmTypes)), [prices, filmTypes]);
  const view = useStore(store.$view);
  const [sheetsText, setSheetsText] = useState(String(stickerMinimumSheets));
  const hintId = useId();
  usePriceChange(
    store.$view,
    (current) => {
      if (current.status !== 'ready') return null;
      return { ...current.selection, pricePerSheet: current.quote.pricePerSheet, total: current.quote.total };
    },
    onPriceChange,
  );

  if (view.status !== 'ready') {
    // The calculator's measured height at 412 px and from 640 px, in Chromium with the shop's prices.
    return <CalculatorNotReady status={view.status} reservedHeightClass="min-h-[38rem] sm:min-h-[29rem]" />;
  }
  const { choices, formats } = view;
  const sheets = Number.parseInt(sheetsText, 10);
  return (
    <div className={`${cardClass} flex flex-col gap-4`}>
      <h2 className="text-lg font-semibold">{calculatorTexts.stickerTitle}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={calculatorTexts.cutting}
          value={view.selection.cuttingType ?? ''}
          options={choices.cuttingTypes.map((value) => ({ value, label: cuttingNames[value] }))}
          onChange={(value) => store.choose('cuttingType', value as CuttingType)}
        />
        <SelectField
          label={calculatorTexts.lamination}
          value={view.selection.laminationType ?? ''}
          options={choices.laminationTypes.map((value) => ({ value, label: laminationNames[value] }))}
          onChange={(value) => store.choose('laminationType', value as LaminationType)}
        />
        <SelectField
          label={calculatorTexts.film}
          value={view.selection.filmType ?? ''}
          options={plainOptions(choices.filmTypes)}
          onChange={(value) => store.choose('filmType', value)}
        />
        <SelectField
          label={calculatorTexts.format}
          value={view.selection.format ?? ''}
          options={plainOptions(formats)}
          onChange={(value) => store.choose('format', value as PrintFormat)}
        />
        <label className={fieldClass.label}>
          {calculatorTexts.sheets}
          <input
            type="number"
            inputMode="numeric"
            min={stickerMinimumSheets}
            step={1}
            className={fieldClass.control}
            value={sheetsText}
            aria-describedby={hintId}
            aria-invalid={view.quote.belowMinimumRun ? true : undefined}
            onChange={(event) => {
              setSheetsText(event.target.value);
              const parsed = Number.parseInt(event.target.value, 10);
              store.choose('sheets', Number.isFinite(parsed) ? Math.max(0, parsed) : 0);
            }}
          />
          <span id={hintId} className={`text-xs ${view.quote.belowMinimumRun ? 'text-red-600' : 'text-gray-500'}`}>
            {calculatorTexts.minimumRun}
          </span>
        </label>
      </div>
      <QuoteSummary
        unitLabel={calculatorTexts.pricePerSheet}
        unitTestId="price-per-sheet"
        unitPrice={view.quote.pricePerSheet}
        total={Number.isFinite(sheets) ? view.quote.total : 0}
      />
      {view.quote.largeRun && <p className="text-sm text-gray-700">{calculatorTexts.largeRunNote}</p>}
      <OrderLink href={orderHref} />
    </div>
  );
}
