import { useStore } from '@nanostores/react';
import { type CheckoutDeliveryType, checkoutRequiredFields } from '@stickers62/core/rules';
import { type CheckoutValues, createCheckoutStore, getShopStores } from '@stickers62/core/stores';
import { checkoutTexts, navTexts, orderScreenTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CdekPanel } from '../../delivery/CdekPanel';
import { DeliveryTerms } from '../../delivery/DeliveryTerms';
import { DeliveryTypeChoice } from '../../delivery/DeliveryTypeChoice';
import { PickupPointFinder } from '../../delivery/PickupPointFinder';
import { CheckboxField } from '../../ui/CheckboxField';
import { buttonClass, cardClass } from '../../ui/classes';
import { PhoneField } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import { LoadFailure } from '../order-details/LoadFailure';
import type { ScreenProps } from '../screen';
import type { Navigate } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { DeliveryPromiseNote } from './DeliveryPromiseNote';
import { OrderSummary, TotalBeforeSending } from './OrderSummary';

export interface CheckoutScreenProps extends ScreenProps {
  /** The order being checked out (the cart's own id). */
  orderId: string;
  navigate: Navigate;
  /** Where a failed load leads on to (the customer's orders). */
  paths: Pick<ShopPaths, 'orders'>;
}

type CheckoutTextField = 'receiverCredentials' | 'deliveryAddress' | 'postIndex' | 'cdekPvzCode';

/** 'Оформление заказа': receiver, phone, delivery type with its fields, the CDEK panel and sending. */
export function CheckoutScreen({ orderId, navigate, paths, apiBase }: CheckoutScreenProps) {
  const [store] = useState(() => {
    const stores = getShopStores(apiBase);
    return createCheckoutStore({ api: stores.api, cartCount: stores.cartCount }, orderId);
  });
  const state = useStore(store.$state);
  const chosenTariffKey = useStore(store.$tariffKey);
  const totals = useStore(store.$totals);
  const chosenTariff = useStore(store.$chosenTariff);
  const formId = useId();
  useEffect(() => {
    void store.load();
    return store.dispose;
  }, [store]);
  useEffect(() => {
    if (state.redirectTo) navigate(state.redirectTo);
  }, [state.redirectTo, navigate]);

  if (state.phase === 'failed') {
    return <LoadFailure text={state.loadError} ordersPath={paths.orders} navigate={navigate} />;
  }
  if (state.phase === 'loading' || !state.order) {
    return (
      <p role="status" className="p-6 text-center text-gray-600">
        {navTexts.loading}
      </p>
    );
  }
  const { values, errors } = state;
  const required = checkoutRequiredFields(values.deliveryType);
  const field = (name: CheckoutTextField, label: string, autoComplete: string) => {
    const isRequired = required.includes(name);
    return (
      <TextField
        label={label}
        type="text"
        autoComplete={autoComplete}
        required={isRequired}
        markRequired={isRequired}
        value={values[name]}
        error={errors[name]}
        onChange={(value) => store.set(name, value)}
      />
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const setDelivery = (type: CheckoutDeliveryType) => store.set('deliveryType', type);
  const set = <Key extends keyof CheckoutValues>(key: Key, value: CheckoutValues[Key]) => store.set(key, value);

  return (
    // A grid so the order summary stands beside the form on wide screens (under it on narrow ones).
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] items-start gap-x-4 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <h1 className="mb-1 text-2xl font-bold text-gray-900 lg:col-span-2">{checkoutTexts.title}</h1>
      <p className="mb-4 text-sm text-gray-600 lg:col-span-2">{orderScreenTexts.checkoutFor(state.order.number)}</p>
      {state.savedDataFailed && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 lg:col-span-2"
        >
          {checkoutTexts.savedDataFailed}
        </p>
      )}
      <form className={`${cardClass} flex flex-col gap-4`} onSubmit={submit} noValidate>
        {field('receiverCredentials', checkoutTexts.receiver, 'name')}
        <PhoneField
          label={checkoutTexts.phone}
          name="phoneNumber"
          international
          required
          value={values.phoneNumber}
          onChange={(value) => set('phoneNumber', value)}
          error={errors.phoneNumber}
        />
        <DeliveryTypeChoice name={`${formId}-delivery`} value={values.deliveryType} onChange={setDelivery} />
        {values.deliveryType === 'CDEK' && (
          <>
            <PickupPointFinder
              api={getShopStores(apiBase).api}
              chosenCode={values.cdekPvzCode}
              onChoose={(code) => store.choosePickupPoint(code)}
            />
            {field('cdekPvzCode', checkoutTexts.cdekPvzCode, 'off')}
            <CdekPanel
              state={state.cdek}
              chosenTariffKey={chosenTariffKey}
              onChooseTariff={(key) => store.chooseTariff(key)}
            />
          </>
        )}
        {values.deliveryType === 'RussianPost' && (
          <>
            {field('deliveryAddress', checkoutTexts.address, 'street-address')}
            {field('postIndex', checkoutTexts.postIndex, 'postal-code')}
          </>
        )}
        <DeliveryPromiseNote state={state} chosenTariff={chosenTariff} />
        <DeliveryTerms type={values.deliveryType} />
        <CheckboxField
          label={checkoutTexts.saveData}
          checked={values.saveToProfile}
          onChange={(checked) => set('saveToProfile', checked)}
        />
        {state.result && (
          <p
            role={state.result.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-xl border px-4 py-3 text-sm font-medium ${
              state.result.tone === 'error'
                ? 'border-red-200 bg-red-50 text-red-800'
                : 'border-green-200 bg-green-50 text-green-800'
            }`}
          >
            {state.result.text}
          </p>
        )}
        {totals && <TotalBeforeSending totals={totals} />}
        <button
          type="submit"
          className={`${buttonClass.primary} self-end`}
          disabled={state.submitting || state.result?.tone === 'success'}
        >
          {checkoutTexts.submit}
        </button>
      </form>
      {totals && <OrderSummary order={state.order} totals={totals} apiBase={apiBase} />}
    </div>
  );
}
