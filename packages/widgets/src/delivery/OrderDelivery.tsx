import { useStore } from '@nanostores/react';
import type { ApiClient } from '@stickers62/core/api';
import type { OrderDeliveryReply } from '@stickers62/core/contract';
import { formatDate } from '@stickers62/core/format';
import { checkoutPhone } from '@stickers62/core/rules';
import { createOrderDeliveryStore } from '@stickers62/core/stores';
import { checkoutTexts, orderDeliveryTexts, promiseTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { buttonClass } from '../ui/classes';
import { MoneyLine } from '../ui/MoneyLine';
import { PhoneField } from '../ui/phone-field';
import { TextField } from '../ui/text-field';
import { CdekPanel } from './CdekPanel';
import { DeliveryTerms } from './DeliveryTerms';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';
import { PickupPointFinder } from './PickupPointFinder';

export interface OrderDeliveryProps {
  api: ApiClient;
  orderId: string;
  /** The choice is stored: the page reads the order and its amount again. */
  onChosen: (reply: OrderDeliveryReply) => void;
}

/**
 * The order-link page's delivery choice, while it is open: the receiver, the checkout's three ways
 * (CDEK with its point finder and tariff group, Russian Post with address and index, pickup), and
 * then what the server stored (its delivery cost, the total, dates).
 * Loaded on demand (`React.lazy`), so the payment card's script does not carry the finder.
 */
export default function OrderDelivery({ api, orderId, onChosen }: OrderDeliveryProps) {
  const [store] = useState(() => createOrderDeliveryStore({ api, orderId, onChosen }));
  const state = useStore(store.$state);
  const headingId = useId();
  const errorId = useId();
  useEffect(() => store.dispose, [store]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  if (state.chosen) {
    const { chosen } = state;
    return (
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-1 rounded-xl border border-green-200 bg-green-50 p-4 text-sm"
        data-testid="order-delivery-chosen"
      >
        <h3 id={headingId} role="status" className="font-semibold text-green-800">
          {orderDeliveryTexts.chosen}
        </h3>
        <MoneyLine label={orderDeliveryTexts.deliveryCost} rubles={chosen.deliveryCost} testId="order-delivery-cost" />
        <MoneyLine
          label={orderDeliveryTexts.total}
          rubles={chosen.cost}
          testId="order-delivery-total"
          className="font-semibold"
        />
        {chosen.approximalDeliveryDate && (
          <p className="text-gray-700">
            {promiseTexts.approximalDeliveryDate}: {formatDate(chosen.approximalDeliveryDate)}
          </p>
        )}
      </section>
    );
  }

  const { values, errors } = state;
  const textField = (
    field: 'receiverCredentials' | 'deliveryAddress' | 'postIndex',
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => store.set(field, value)}
    />
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="order-delivery">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-gray-700">
          {orderDeliveryTexts.title}
        </h3>
        <p className="text-xs text-gray-600">{orderDeliveryTexts.hint}</p>
      </div>
      <form noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
        {textField('receiverCredentials', orderDeliveryTexts.receiver, 'name')}
        <PhoneField
          label={orderDeliveryTexts.phone}
          value={values.phoneNumber}
          onChange={(value) => store.set('phoneNumber', value)}
          error={errors.phoneNumber}
          international={checkoutPhone.international}
        />
        <DeliveryTypeChoice
          name={`${headingId}-delivery`}
          value={values.deliveryType}
          onChange={(type) => store.chooseType(type)}
        />
        {values.deliveryType === 'CDEK' && (
          <>
            <PickupPointFinder
              api={api}
              chosenCode={values.cdekPvzCode}
              onChoose={(code) => void store.choosePickupPoint(code)}
            />
            {errors.cdekPvzCode && <p className="text-xs text-red-700">{errors.cdekPvzCode}</p>}
            <CdekPanel
              state={state.cdek}
              chosenTariffKey={state.tariffKey}
              onChooseTariff={(key) => store.chooseTariff(key)}
            />
          </>
        )}
        {values.deliveryType === 'RussianPost' && (
          <>
            {textField('deliveryAddress', checkoutTexts.address, 'street-address')}
            {textField('postIndex', checkoutTexts.postIndex, 'postal-code')}
          </>
        )}
        <DeliveryTerms type={values.deliveryType} />
        {state.error && (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {state.error}
          </p>
        )}
        <button
          type="submit"
          className={`${buttonClass.primary} self-start`}
          disabled={state.saving}
          aria-describedby={state.error ? errorId : undefined}
        >
          {state.saving ? orderDeliveryTexts.choosing : orderDeliveryTexts.choose}
        </button>
      </form>
    </section>
  );
}
