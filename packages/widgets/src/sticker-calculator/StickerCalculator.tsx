// biome-ignore-all assist/source/organizeImports: the import order is the element script's module order: sorted,
// `#style-scope` first reorders the script's bytes (docs/decisions/0171-element-modules-by-package-imports.md).
import { useStoreAtCommit } from '../ui/use-store-at-commit';
import type { CuttingType, LaminationType, PrintFormat } from '@stickers62/core/contract';
import { stickerMinimumSheets } from '@stickers62/core/pricing';
import { createStickerCalculatorStore, enabledFilmTypeList, type StickerPriceChange } from '@stickers62/core/stores';
import { cuttingNames, laminationNames, stickerCalculatorTexts } from '@stickers62/core/texts';
import { useId, useMemo, useState } from 'react';
import { OptionPicturePart, picturesShown } from '#pictures-part';
import { CalculatorNotReady, OrderLink, type OrderProps, QuoteSummary, usePriceChange } from '../ui/calculator-parts';
import { cardClass, fieldClass } from '../ui/classes';
import { part } from '../ui/parts';
import { plainOptions, SelectField } from '../ui/SelectField';
import { StickerSheetSection } from '../ui/StickerSheetSection';
import { StyleScope } from '#style-scope';
import { useShopLookups } from '../ui/shop-lookups';
import type { WidgetThemeProps } from '../ui/theme-preset';

export type { StickerPriceChange };

export interface StickerCalculatorProps extends WidgetThemeProps, OrderProps {
  /** The shop's API address; the page's own origin when empty. */
  apiBase?: string;
  /** Comma-separated film types to offer (e.g. "Белая,Прозрачная"); every priced film when empty. */
  filmTypes?: string;
  /** Deprecated: the former name of `orderUrl`, read when `orderUrl` is not given. */
  orderHref?: string;
  /** The quote changed (also once when prices arrive). The element fires `s62-price-change`. */
  onPriceChange?: (detail: StickerPriceChange) => void;
}

/** The sticker price calculator: cutting, lamination, film, format and sheets give a price per sheet and a total. */
export function StickerCalculator(props: StickerCalculatorProps) {
  return (
    <StyleScope theme={props.theme}>
      <StickerCalculatorCard {...props} />
    </StyleScope>
  );
}

function StickerCalculatorCard({
  apiBase,
  filmTypes,
  orderUrl,
  orderHref,
  onOrder,
  onPriceChange,
}: StickerCalculatorProps) {
  const { prices, references } = useShopLookups(apiBase, 'stickerCalculator').stickerCalculator;
  const store = useMemo(
    () => createStickerCalculatorStore(prices, enabledFilmTypeList(filmTypes), references),
    [prices, references, filmTypes],
  );
  const view = useStoreAtCommit(store.$view);
  const sheet = useStoreAtCommit(store.$sheet);
  const configuration = useStoreAtCommit(store.$orderConfiguration);
  // What the visitor typed, kept as typed (an emptied field stays empty); the store holds the count.
  const [sheetsText, setSheetsText] = useState(() => String(store.$choice.get().sheets));
  const hintId = useId();
  usePriceChange(store.$priceChange, onPriceChange);

  if (view.status !== 'ready') {
    // The calculator's measured height at 412 px and from 640 px, in Chromium with the shop's prices.
    return (
      <CalculatorNotReady
        status={view.status}
        reservedHeightClass="min-h-[49rem] sm:min-h-[36rem]"
        onRetry={() => void prices.load()}
      />
    );
  }
  const { choices, formats } = view;
  return (
    <div part={part.card} className={`${cardClass} flex flex-col gap-4`}>
      <h2 className="text-lg font-semibold">{stickerCalculatorTexts.stickerTitle}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={stickerCalculatorTexts.cutting}
          value={view.selection.cuttingType ?? ''}
          options={choices.cuttingTypes.map((value) => ({ value, label: cuttingNames[value] }))}
          onChange={(value) => store.choose('cuttingType', value as CuttingType)}
          picture={
            picturesShown &&
            view.selection.cuttingType && <OptionPicturePart kind="cutting" value={view.selection.cuttingType} />
          }
        />
        <SelectField
          label={stickerCalculatorTexts.lamination}
          value={view.selection.laminationType ?? ''}
          options={choices.laminationTypes.map((value) => ({ value, label: laminationNames[value] }))}
          onChange={(value) => store.choose('laminationType', value as LaminationType)}
          picture={
            picturesShown &&
            view.selection.laminationType && (
              <OptionPicturePart kind="lamination" value={view.selection.laminationType} />
            )
          }
        />
        <SelectField
          label={stickerCalculatorTexts.film}
          value={view.selection.filmType ?? ''}
          options={plainOptions(choices.filmTypes)}
          onChange={(value) => store.choose('filmType', value)}
          picture={
            picturesShown &&
            view.selection.filmType && <OptionPicturePart kind="film" value={view.selection.filmType} />
          }
        />
        <SelectField
          label={stickerCalculatorTexts.format}
          value={view.selection.format ?? ''}
          options={plainOptions(formats)}
          onChange={(value) => store.choose('format', value as PrintFormat)}
        />
        <label part={part.label} className={fieldClass.label}>
          {stickerCalculatorTexts.sheets}
          <input
            type="number"
            inputMode="numeric"
            min={stickerMinimumSheets}
            step={1}
            part={part.input}
            className={fieldClass.control}
            value={sheetsText}
            aria-describedby={hintId}
            aria-invalid={view.quote.belowMinimumRun ? true : undefined}
            onChange={(event) => {
              setSheetsText(event.target.value);
              store.chooseSheets(event.target.value);
            }}
          />
          <span id={hintId} className={`text-xs ${view.quote.belowMinimumRun ? 'text-red-600' : 'text-gray-500'}`}>
            {stickerCalculatorTexts.minimumRun}
          </span>
        </label>
      </div>
      <QuoteSummary
        unitLabel={stickerCalculatorTexts.pricePerSheet}
        unitTestId="price-per-sheet"
        unitPrice={view.quote.pricePerSheet}
        total={view.quote.total}
        reason={view.reasonText}
      />
      {view.quote.largeRun && <p className="text-sm text-gray-700">{stickerCalculatorTexts.largeRunNote}</p>}
      <StickerSheetSection
        view={sheet}
        onStickerSize={store.setStickerSize}
        look={
          picturesShown
            ? {
                film: view.selection.filmType ?? '',
                lamination: view.selection.laminationType ?? null,
                cutting: view.selection.cuttingType ?? null,
              }
            : undefined
        }
      />
      <OrderLink apiBase={apiBase} orderUrl={orderUrl ?? orderHref} onOrder={onOrder} configuration={configuration} />
    </div>
  );
}
