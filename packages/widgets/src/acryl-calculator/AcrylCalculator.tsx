// biome-ignore-all assist/source/organizeImports: the import order is the element script's module order: sorted,
// `#style-scope` first reorders the script's bytes (docs/decisions/0171-element-modules-by-package-imports.md).
import { useStoreAtCommit } from '../ui/use-store-at-commit';
import { type AcrylPriceChange, createAcrylCalculatorStore } from '@stickers62/core/stores';
import { acrylCalculatorTexts } from '@stickers62/core/texts';
import { useMemo } from 'react';
import { CalculatorNotReady, OrderLink, type OrderProps, QuoteSummary, usePriceChange } from '../ui/calculator-parts';
import { cardClass, fieldClass } from '../ui/classes';
import { part } from '../ui/parts';
import { plainOptions, SelectField } from '../ui/SelectField';
import { StyleScope } from '#style-scope';
import { useShopLookups } from '../ui/shop-lookups';
import type { WidgetThemeProps } from '../ui/theme-preset';

export type { AcrylPriceChange };

export interface AcrylCalculatorProps extends WidgetThemeProps, OrderProps {
  /** The shop's API address; the page's own origin when empty. */
  apiBase?: string;
  /** Deprecated: the former name of `orderUrl`, read when `orderUrl` is not given. */
  orderHref?: string;
  /** The quote changed (also once when prices arrive). The element fires `s62-price-change`. */
  onPriceChange?: (detail: AcrylPriceChange) => void;
}

/** The acrylic price calculator: product, material, print, run and size give a price per piece and a total. */
export function AcrylCalculator(props: AcrylCalculatorProps) {
  return (
    <StyleScope theme={props.theme}>
      <AcrylCalculatorCard {...props} />
    </StyleScope>
  );
}

function AcrylCalculatorCard({ apiBase, orderUrl, orderHref, onOrder, onPriceChange }: AcrylCalculatorProps) {
  const { prices, references } = useShopLookups(apiBase, 'acrylCalculator').acrylCalculator;
  const store = useMemo(() => createAcrylCalculatorStore(prices, references), [prices, references]);
  const view = useStoreAtCommit(store.$view);
  const configuration = useStoreAtCommit(store.$orderConfiguration);
  usePriceChange(store.$priceChange, onPriceChange);

  if (view.status !== 'ready') {
    // The calculator's measured height at 412 px and from 640 px, in Chromium with the shop's prices.
    return (
      <CalculatorNotReady
        status={view.status}
        reservedHeightClass="min-h-[53rem] sm:min-h-[34.5rem]"
        onRetry={() => void prices.load()}
      />
    );
  }
  const { choices, selection, quote } = view;
  return (
    <div part={part.card} className={`${cardClass} flex flex-col gap-4`}>
      <h2 className="text-lg font-semibold">{acrylCalculatorTexts.acrylTitle}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={acrylCalculatorTexts.acrylType}
          value={selection.acrylType ?? ''}
          options={plainOptions(choices.acrylTypes)}
          onChange={(value) => store.choose('acrylType', value)}
        />
        <SelectField
          label={acrylCalculatorTexts.material}
          value={selection.materialType ?? ''}
          options={plainOptions(choices.materialTypes)}
          onChange={(value) => store.choose('materialType', value)}
        />
        <SelectField
          label={acrylCalculatorTexts.printType}
          value={selection.printType ?? ''}
          options={plainOptions(choices.printTypes)}
          onChange={(value) => store.choose('printType', value)}
        />
        <SelectField
          label={acrylCalculatorTexts.count}
          value={String(selection.count)}
          options={plainOptions(view.counts)}
          onChange={(value) => store.choose('count', Number(value))}
        />
        <SelectField
          label={acrylCalculatorTexts.width}
          value={String(selection.width)}
          options={plainOptions(view.sizes)}
          onChange={(value) => store.choose('width', Number(value))}
        />
        <SelectField
          label={acrylCalculatorTexts.height}
          value={String(selection.height)}
          options={plainOptions(view.sizes)}
          onChange={(value) => store.choose('height', Number(value))}
        />
      </div>
      {view.standBaseNote !== null && (
        <div className="flex flex-col gap-1 text-sm text-gray-700">
          {quote.standBase && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className={fieldClass.checkbox}
                checked={selection.printOnBase}
                onChange={(event) => store.choose('printOnBase', event.target.checked)}
              />
              {acrylCalculatorTexts.standBasePrint}
            </label>
          )}
          <p>{view.standBaseNote}</p>
        </div>
      )}
      <QuoteSummary
        unitLabel={acrylCalculatorTexts.pricePerPiece}
        unitTestId="price-per-piece"
        unitPrice={quote.pricePerPiece}
        total={quote.total}
        reason={view.reasonText}
      />
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
        {quote.largeOrder && <li>{acrylCalculatorTexts.largeOrderNote}</li>}
        <li>{acrylCalculatorTexts.fittingsNote}</li>
        <li>{acrylCalculatorTexts.defaultMaterialNote}</li>
        <li>{acrylCalculatorTexts.repeatKeyRingsNote}</li>
        <li>{acrylCalculatorTexts.newStandsNote}</li>
      </ul>
      <OrderLink apiBase={apiBase} orderUrl={orderUrl ?? orderHref} onOrder={onOrder} configuration={configuration} />
    </div>
  );
}
