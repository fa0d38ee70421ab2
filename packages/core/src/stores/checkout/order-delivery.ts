import { computed, map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { chooseOrderDelivery } from '../../api/orders.js';
import type { CdekTariff, OrderDeliveryReply } from '../../contract/index.js';
import {
  type CheckoutDeliveryType,
  type CheckoutDeliveryValues,
  type CheckoutErrors,
  checkoutDeliveryRequest,
  checkoutErrors,
  checkoutPhone,
  emptyCheckoutDeliveryValues,
  formatPhoneInput,
} from '../../rules/index.js';
import { orderDeliveryTexts } from '../../texts/index.js';
import { type CdekPanelState, lookUpTariffs, tariffOfPanel } from './tariff-lookup.js';

/** The checkout's delivery fields: the type, and the CDEK point chosen in the finder or the post address. */
export type OrderDeliveryValues = CheckoutDeliveryValues;

export interface OrderDeliveryState {
  values: OrderDeliveryValues;
  /** Per-field messages (the checkout's rules), shown after the first attempt. */
  errors: CheckoutErrors;
  cdek: CdekPanelState;
  /** The chosen tariff (`tariffKey`); the cheapest is chosen when the tariffs arrive. */
  tariffKey: string | null;
  saving: boolean;
  /** The server's refusal or the fallback text. */
  error: string | null;
  /** What the server stored: its delivery cost, the new total and the promised dates. */
  chosen: OrderDeliveryReply | null;
}

export interface OrderDeliveryOptions {
  api: ApiClient;
  orderId: string;
  /** The choice is stored: the page reads the order and the amount again. */
  onChosen?: (reply: OrderDeliveryReply) => void;
}

/**
 * The order-link page's delivery choice (an order a manager made for a client without one): the
 * receiver and the checkout's three ways, CDEK (a point from the checkout's finder and one of its
 * tariffs, looked up as the checkout does), Russian Post (address and index) and pickup, checked
 * by the checkout's rules and sent as the checkout sends them (`checkoutDeliveryRequest`). Of a
 * tariff only its code is sent; the server prices the delivery and answers the stored cost, total
 * and dates.
 */
export function createOrderDeliveryStore({ api, orderId, onChosen }: OrderDeliveryOptions) {
  const $state = map<OrderDeliveryState>({
    values: emptyCheckoutDeliveryValues,
    errors: {},
    cdek: { status: 'none' },
    tariffKey: null,
    saving: false,
    error: null,
    chosen: null,
  });
  const $chosenTariff = computed($state, (state): CdekTariff | null => tariffOfPanel(state.cdek, state.tariffKey));
  let attempted = false;
  let lookupRun = 0;
  let disposed = false;

  const errorsOf = (values: OrderDeliveryValues) => checkoutErrors(values);

  function setValues(values: OrderDeliveryValues) {
    $state.set({ ...$state.get(), values, errors: attempted ? errorsOf(values) : {} });
  }

  return {
    $state,
    $chosenTariff,

    /** A field as typed (the phone formatted as the checkout formats it). */
    set(field: 'receiverCredentials' | 'phoneNumber' | 'deliveryAddress' | 'postIndex', value: string) {
      const typed = field === 'phoneNumber' ? formatPhoneInput(value, checkoutPhone) : value;
      setValues({ ...$state.get().values, [field]: typed });
    },

    /** CDEK, Russian Post or pickup; a point and tariff already found stay for a way back to CDEK. */
    chooseType(deliveryType: CheckoutDeliveryType) {
      setValues({ ...$state.get().values, deliveryType });
      $state.setKey('error', null);
    },

    /** A point chosen in the finder: its tariffs are looked up at once, the cheapest preselected. */
    async choosePickupPoint(code: string): Promise<void> {
      const run = ++lookupRun;
      setValues({ ...$state.get().values, cdekPvzCode: code });
      $state.set({ ...$state.get(), cdek: { status: 'loading' }, tariffKey: null, error: null });
      const found = await lookUpTariffs(api, code, orderId);
      if (run !== lookupRun || disposed) return;
      $state.set({ ...$state.get(), cdek: found.panel, tariffKey: found.preselected });
    },

    /** One of the found tariffs (by `tariffKey`); an unknown key changes nothing. */
    chooseTariff(key: string) {
      if (tariffOfPanel($state.get().cdek, key)) $state.setKey('tariffKey', key);
    },

    /** Sends the choice; `true` once the server stored it. */
    async submit(): Promise<boolean> {
      const state = $state.get();
      if (state.saving || state.chosen) return false;
      attempted = true;
      const errors = errorsOf(state.values);
      const tariff = $chosenTariff.get();
      // A CDEK point without a priced tariff cannot be chosen here: the amount to pay must be known.
      const untariffed = state.values.deliveryType === 'CDEK' && !tariff;
      const invalid = Object.keys(errors).length > 0;
      $state.set({ ...state, errors, error: !invalid && untariffed ? orderDeliveryTexts.pointRequired : null });
      if (invalid || untariffed) return false;
      $state.setKey('saving', true);
      try {
        const reply = await chooseOrderDelivery(api, orderId, checkoutDeliveryRequest(state.values, tariff?.code));
        if (disposed) return false;
        $state.set({ ...$state.get(), saving: false, chosen: reply });
        onChosen?.(reply);
        return true;
      } catch (failure) {
        api.log(orderDeliveryTexts.failedLog, failure);
        const text = failure instanceof ApiError ? failure.message : orderDeliveryTexts.failed;
        if (!disposed) $state.set({ ...$state.get(), saving: false, error: text });
        return false;
      }
    },

    dispose() {
      disposed = true;
      lookupRun += 1;
    },
  };
}

export type OrderDeliveryStore = ReturnType<typeof createOrderDeliveryStore>;
