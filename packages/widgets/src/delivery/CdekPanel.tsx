import type { CdekPanelState } from '@stickers62/core/stores';
import { checkoutTexts } from '@stickers62/core/texts';
import { TariffChoice } from './TariffChoice';

export interface CdekPanelProps {
  state: CdekPanelState;
  chosenTariffKey: string | null;
  onChooseTariff: (key: string) => void;
}

/** The pickup-point lookup result: loading, error, tariffs found (to choose from) or none. */
export function CdekPanel({ state, chosenTariffKey, onChooseTariff }: CdekPanelProps) {
  if (state.status === 'none') return null;
  const frame = 'rounded-xl border p-4 text-sm';
  if (state.status === 'loading') {
    return (
      <div role="status" className={`${frame} border-gray-200 bg-gray-50 text-gray-800`}>
        <p className="font-semibold">{checkoutTexts.cdekLoading}</p>
        <p>{checkoutTexts.cdekLoadingHint}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={`${frame} border-red-200 bg-red-50 text-red-800`}>
        <p className="font-semibold">{checkoutTexts.cdekError}</p>
        <p>{state.message}</p>
        <p className="mt-1 text-red-700">{checkoutTexts.cdekErrorHint}</p>
      </div>
    );
  }
  if (state.status === 'empty') {
    return (
      <div role="status" className={`${frame} border-gray-200 bg-gray-50 text-gray-800`}>
        <p className="font-semibold">{checkoutTexts.cdekNoTariffs}</p>
        <p>{checkoutTexts.cdekNoTariffsText}</p>
      </div>
    );
  }
  return (
    <div className={`${frame} border-green-200 bg-green-50 text-gray-900`}>
      <p role="status">
        <span className="font-semibold">{checkoutTexts.cdekAddress}: </span>
        {state.address}
      </p>
      <TariffChoice tariffs={state.tariffs} chosenKey={chosenTariffKey} onChoose={onChooseTariff} />
    </div>
  );
}
