import { atom, computed, map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { getClientInformation } from '../../api/customer.js';
import { ApiError } from '../../api/errors.js';
import { createOrderFromCart, getOrder, submitToManager } from '../../api/orders.js';
import type { CdekTariff, Order } from '../../contract/index.js';
import {
  type CheckoutDeliveryValues,
  type CheckoutErrors,
  type CheckoutTotals,
  checkoutDeliveryRequest,
  checkoutErrors,
  checkoutPhone,
  checkoutTotals,
  deliveryCharge,
  emptyCheckoutDeliveryValues,
  formatPhoneInput,
  isOrderEditable,
  phoneInputFromDigits,
  tariffKey,
} from '../../rules/index.js';
import { checkoutTexts, orderTexts } from '../../texts/index.js';
import type { CartCountStore } from '../cart-count.js';
import { completedOrderPath, completedPath, orderLoadOutcome, routeOrderId } from '../order/load-error.js';
import { type CdekPanelState, lookUpTariffs, tariffOfPanel } from './tariff-lookup.js';

/** The pickup-point lookup waits this long after the last keystroke. */
export const cdekLookupDebounceMs = 600;
/** The checkout's phone rule, kept under its old address here (its home is core's rules). */
export { checkoutPhone } from '../../rules/index.js';
/** After the success message the page goes to /completed/{id} (section 9). */
export const checkoutRedirectMs = 3000;

export interface CheckoutValues extends CheckoutDeliveryValues {
  /** 'Сохранить данные для следующих заказов', on by default. */
  saveToProfile: boolean;
}

export interface CheckoutState {
  phase: 'loading' | 'ready' | 'failed';
  order: Order | null;
  loadError: string | null;
  values: CheckoutValues;
  /** Per-field messages, shown after the first submit. */
  errors: CheckoutErrors;
  /** 'Не удалось загрузить сохраненные данные'. */
  savedDataFailed: boolean;
  cdek: CdekPanelState;
  submitting: boolean;
  result: { tone: 'success' | 'error'; text: string } | null;
  redirectTo: string | null;
}

const emptyValues: CheckoutValues = { ...emptyCheckoutDeliveryValues, saveToProfile: true };

export interface CheckoutStoreOptions {
  api: ApiClient;
  cartCount: Pick<CartCountStore, 'set'>;
}

/**
 * 'Оформление заказа' (`/confirm-order/{id}`): the order must still be editable (else
 * /completed/{id}); saved data from the profile prefill the form; the CDEK panel looks the
 * pickup point up when the type is CDEK and the code changed; sending creates the order,
 * then submits it to the manager, resets the cart counter and goes on after 3 s.
 */
export function createCheckoutStore({ api, cartCount }: CheckoutStoreOptions, routeId: string | null | undefined) {
  const id = routeOrderId(routeId);
  const $state = map<CheckoutState>({
    phase: id === null ? 'failed' : 'loading',
    order: null,
    loadError: id === null ? orderTexts.noOrder : null,
    values: emptyValues,
    errors: {},
    savedDataFailed: false,
    cdek: { status: 'none' },
    submitting: false,
    result: null,
    redirectTo: null,
  });
  /** The chosen tariff of the found ones (`tariffKey`); the cheapest is chosen when they arrive. */
  const $tariffKey = atom<string | null>(null);
  /**
   * The CDEK tariff the customer chose, `null` until tariffs are found (or for other delivery
   * types): its cost is the delivery cost, its period the delivery time of the order.
   */
  const $chosenTariff = computed([$state, $tariffKey], (state, key): CdekTariff | null =>
    tariffOfPanel(state.cdek, key),
  );
  /** Goods, delivery (once known) and the grand total shown beside the form. */
  const $totals = computed([$state, $chosenTariff], (state, chosen): CheckoutTotals | null =>
    state.order ? checkoutTotals(state.order, deliveryCharge(state.values.deliveryType, chosen)) : null,
  );
  let attempted = false;
  let lookupTimer: ReturnType<typeof setTimeout> | undefined;
  let lookedUpCode: string | null = null;
  let lookupRun = 0;

  async function lookUp(code: string) {
    const run = ++lookupRun;
    lookedUpCode = code;
    $tariffKey.set(null);
    $state.setKey('cdek', { status: 'loading' });
    const found = await lookUpTariffs(api, code, $state.get().order?.id ?? '0');
    if (run !== lookupRun) return;
    $tariffKey.set(found.preselected);
    $state.setKey('cdek', found.panel);
  }

  /** Runs the lookup (debounced) when the type is CDEK and the code is new. */
  function scheduleLookup(immediately = false) {
    clearTimeout(lookupTimer);
    const { deliveryType, cdekPvzCode } = $state.get().values;
    const code = cdekPvzCode.trim();
    if (deliveryType !== 'CDEK' || code === '') {
      lookupRun += 1;
      lookedUpCode = null;
      $tariffKey.set(null);
      $state.setKey('cdek', { status: 'none' });
      return;
    }
    if (code === lookedUpCode) return;
    if (immediately) void lookUp(code);
    else lookupTimer = setTimeout(() => void lookUp(code), cdekLookupDebounceMs);
  }

  function setValues(values: CheckoutValues) {
    $state.set({ ...$state.get(), values, errors: attempted ? checkoutErrors(values) : {} });
  }

  async function prefill() {
    try {
      const saved = await getClientInformation(api);
      const current = $state.get().values;
      setValues({
        ...current,
        receiverCredentials: saved.receiptFio ?? current.receiverCredentials,
        phoneNumber: saved.phoneNumber ? phoneInputFromDigits(saved.phoneNumber, checkoutPhone) : current.phoneNumber,
        deliveryAddress: saved.address ?? current.deliveryAddress,
        cdekPvzCode: saved.cdekPvzCode ?? current.cdekPvzCode,
        postIndex: saved.postIndex ?? current.postIndex,
      });
    } catch (error) {
      api.log(checkoutTexts.savedDataFailed, error);
      $state.setKey('savedDataFailed', true);
    }
  }

  return {
    $state,
    $chosenTariff,
    $totals,
    /** The key (`tariffKey`) of the chosen tariff, for the radio group. */
    $tariffKey: computed($tariffKey, (key) => key),

    async load(): Promise<void> {
      if (id === null) return;
      let order: Order;
      try {
        order = await getOrder(api, id);
      } catch (error) {
        const failure = orderLoadOutcome(error);
        if (failure.kind === 'completed') $state.setKey('redirectTo', completedPath);
        else $state.set({ ...$state.get(), phase: 'failed', loadError: failure.text });
        return;
      }
      if (!isOrderEditable(order.status)) {
        $state.setKey('redirectTo', completedOrderPath(order.id));
        return;
      }
      $state.set({ ...$state.get(), order });
      await prefill();
      $state.setKey('phase', 'ready');
      scheduleLookup(true);
    },

    /** Sets one field as typed; the phone is formatted as it is typed (the phone field formats it too). */
    set<Key extends keyof CheckoutValues>(field: Key, value: CheckoutValues[Key]) {
      const typed = field === 'phoneNumber' ? formatPhoneInput(String(value), checkoutPhone) : value;
      setValues({ ...$state.get().values, [field]: typed });
      if (field === 'deliveryType') scheduleLookup(true);
      if (field === 'cdekPvzCode') scheduleLookup();
    },

    /** A point chosen in the finder: its code is filled and its tariffs looked up at once. */
    choosePickupPoint(code: string) {
      setValues({ ...$state.get().values, cdekPvzCode: code });
      scheduleLookup(true);
    },

    /** One of the found tariffs is chosen (by `tariffKey`); an unknown key changes nothing. */
    chooseTariff(key: string) {
      const { cdek } = $state.get();
      if (cdek.status === 'found' && cdek.tariffs.some((tariff) => tariffKey(tariff) === key)) $tariffKey.set(key);
    },

    async submit(): Promise<boolean> {
      const state = $state.get();
      if (state.submitting || !state.order || state.result?.tone === 'success') return false;
      attempted = true;
      const errors = checkoutErrors(state.values);
      $state.set({ ...state, errors, result: null });
      if (Object.keys(errors).length > 0) return false;
      $state.setKey('submitting', true);
      const { values } = state;
      let created: { orderId: string; orderNumber: number };
      try {
        created = await createOrderFromCart(api, {
          id: state.order.id,
          ...checkoutDeliveryRequest(values, $chosenTariff.get()?.code),
          saveToProfile: values.saveToProfile,
        });
      } catch (error) {
        api.log(checkoutTexts.createFailedLog, error);
        const text = error instanceof ApiError ? error.message : checkoutTexts.createFailed;
        $state.set({ ...$state.get(), submitting: false, result: { tone: 'error', text } });
        return false;
      }
      try {
        await submitToManager(api, created.orderId);
      } catch (error) {
        api.log(orderTexts.submitFailedLog, error);
        $state.set({
          ...$state.get(),
          submitting: false,
          result: { tone: 'error', text: orderTexts.submitFailedAlert },
        });
        return false;
      }
      cartCount.set(0);
      $state.set({
        ...$state.get(),
        submitting: false,
        result: { tone: 'success', text: checkoutTexts.created(created.orderNumber) },
      });
      setTimeout(() => $state.setKey('redirectTo', completedOrderPath(created.orderId)), checkoutRedirectMs);
      return true;
    },

    /** Stops a pending lookup (the page is left). */
    dispose() {
      clearTimeout(lookupTimer);
      lookupRun += 1;
    },
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
