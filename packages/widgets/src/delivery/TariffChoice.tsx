import type { CdekTariff } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { cheapestTariff, tariffKey } from '@stickers62/core/rules';
import { checkoutTexts, orderScreenTexts } from '@stickers62/core/texts';
import { useId } from 'react';

export interface TariffChoiceProps {
  tariffs: CdekTariff[];
  chosenKey: string | null;
  onChoose: (key: string) => void;
}

/** The tariffs found for the point as a radio group: cost and period each, the cheapest marked. */
export function TariffChoice({ tariffs, chosenKey, onChoose }: TariffChoiceProps) {
  const name = useId();
  const cheapest = cheapestTariff(tariffs);
  return (
    <fieldset className="mt-2 flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{orderScreenTexts.cdekTariffs}</legend>
      {tariffs.map((tariff) => {
        const key = tariffKey(tariff);
        const chosen = key === chosenKey;
        return (
          <label
            key={key}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 ${
              chosen ? 'border-brand' : 'border-gray-200'
            }`}
          >
            <input
              type="radio"
              name={name}
              className="mt-1 accent-brand"
              checked={chosen}
              onChange={() => onChoose(key)}
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="flex flex-col">
                <span className="break-words font-medium text-gray-900">
                  {tariff.name ?? checkoutTexts.tariffName(tariff.code)}
                </span>
                <span className="text-xs text-gray-700">
                  {checkoutTexts.tariffPeriod(tariff.periodMin, tariff.periodMax)}
                  {tariff === cheapest && tariffs.length > 1 ? ` · ${checkoutTexts.tariffCheapest}` : ''}
                </span>
              </span>
              <span className="whitespace-nowrap font-semibold tabular-nums text-gray-900">
                {formatRubles(tariff.cost)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
