import type { ApiClient } from '../../api/client.js';
import { getCdekTariffs } from '../../api/customer.js';
import { ApiError } from '../../api/errors.js';
import { checkoutParcelWeightGrams } from '../../contract/constants.js';
import type { CdekTariff } from '../../contract/index.js';
import { cheapestTariff, tariffKey } from '../../rules/index.js';
import { checkoutTexts } from '../../texts/index.js';

/** The CDEK panel: none, loading, error, tariffs found, no tariffs. */
export type CdekPanelState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'found'; tariffs: CdekTariff[]; address: string }
  | { status: 'empty'; address: string };

export interface TariffLookup {
  panel: CdekPanelState;
  /** The tariff chosen first (`tariffKey`): the cheapest, or `null` when none was found. */
  preselected: string | null;
}

/**
 * The tariffs to a pickup point, as the checkout and the order-link page show them: the panel's
 * state and the cheapest tariff preselected. A failure becomes the panel's error, never a throw.
 */
export async function lookUpTariffs(api: ApiClient, pickupPointCode: string, orderId: string): Promise<TariffLookup> {
  try {
    const reply = await getCdekTariffs(api, {
      cdekPvzCode: pickupPointCode,
      weight: checkoutParcelWeightGrams,
      orderId,
    });
    const cheapest = cheapestTariff(reply.tariff);
    return {
      panel:
        reply.tariff.length > 0
          ? { status: 'found', tariffs: reply.tariff, address: reply.address }
          : { status: 'empty', address: reply.address },
      preselected: cheapest ? tariffKey(cheapest) : null,
    };
  } catch (error) {
    api.log(checkoutTexts.tariffsFailedLog, error);
    const message = error instanceof ApiError ? error.message : checkoutTexts.cdekErrorFallback;
    return { panel: { status: 'error', message }, preselected: null };
  }
}

/** The found tariff with this key, `null` when there is none (or nothing was found). */
export function tariffOfPanel(panel: CdekPanelState, key: string | null): CdekTariff | null {
  return panel.status === 'found' ? (panel.tariffs.find((tariff) => tariffKey(tariff) === key) ?? null) : null;
}
