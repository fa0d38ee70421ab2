import { checkoutDeliveryTypes } from '@stickers62/core/contract';
import type { CheckoutDeliveryType } from '@stickers62/core/rules';
import { checkoutTexts } from '@stickers62/core/texts';

export interface DeliveryTypeChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: CheckoutDeliveryType;
  onChange: (type: CheckoutDeliveryType) => void;
}

/** CDEK, Russian Post or pickup, each with its note: the checkout's and the order-link page's group. */
export function DeliveryTypeChoice({ name, value, onChange }: DeliveryTypeChoiceProps) {
  return (
    // Reset here: inside a widget's shadow root no page stylesheet takes the browser's fieldset frame off.
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-medium text-gray-700">{checkoutTexts.deliveryType}</legend>
      {checkoutDeliveryTypes.map((type) => (
        <label
          key={type}
          className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${
            value === type ? 'border-brand bg-brand-light' : 'border-gray-200'
          }`}
        >
          <input
            type="radio"
            name={name}
            className="mt-1 accent-brand"
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-gray-900">{checkoutTexts.deliveryTypes[type]}</span>
            <span className="text-xs text-gray-600">{checkoutTexts.deliveryNotes[type]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
