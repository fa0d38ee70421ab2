import type { ApiClient } from '@stickers62/core/api';
import { trackingUrl } from '@stickers62/core/rules';
import type { OrderEditForm } from '@stickers62/core/stores';
import { adminFormTexts, deliveryFieldTexts } from '@stickers62/core/texts';
import { PickupPointFinder } from '../../delivery/PickupPointFinder';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export interface DeliveryFieldsProps {
  api: ApiClient;
  form: OrderEditForm;
  edit: (changes: Partial<OrderEditForm>) => void;
}

/** The form's text values this part edits. */
type DeliveryText =
  | 'receiverCredentials'
  | 'phoneNumber'
  | 'deliveryAddress'
  | 'postIndex'
  | 'trackNumber'
  | 'sendDate';

/**
 * The dialog's delivery part: receiver and phone always; for CDEK the pickup point, chosen with
 * the checkout's finder; for the post the address and index; the track number (with the
 * carrier's tracking link) and the send date.
 */
export function DeliveryFields({ api, form, edit }: DeliveryFieldsProps) {
  const isCdek = form.deliveryType === 'CDEK';
  const isPost = form.deliveryType === 'RussianPost' || form.deliveryType === 'RussianPostFirstClass';
  const trackUrl = trackingUrl(form.deliveryType, form.trackNumber);
  // min-w-0: the post index's 8rem column holds its field instead of the input's own width.
  const field = (name: DeliveryText, label: string, input: Partial<TextFieldProps>) => (
    <TextField
      label={label}
      className="min-w-0"
      value={form[name]}
      onChange={(value) => edit({ [name]: value })}
      {...input}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3" data-testid="delivery-fields">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {field('receiverCredentials', deliveryFieldTexts.receiver, { maxLength: 200, autoComplete: 'off' })}
        {field('phoneNumber', deliveryFieldTexts.phone, { type: 'tel', maxLength: 30, autoComplete: 'off' })}
      </div>
      {isCdek ? (
        <div className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
          <p className="text-sm font-medium text-gray-700">
            {deliveryFieldTexts.cdekPoint}:{' '}
            <span data-testid="admin-cdek-point">
              {form.cdekPvzCode ? deliveryFieldTexts.cdekPointChosen(form.cdekPvzCode) : deliveryFieldTexts.noCdekPoint}
            </span>
          </p>
          <PickupPointFinder api={api} chosenCode={form.cdekPvzCode} onChoose={(code) => edit({ cdekPvzCode: code })} />
        </div>
      ) : (
        <div className={`grid grid-cols-1 gap-2 ${isPost ? 'sm:grid-cols-[minmax(0,1fr)_8rem]' : ''}`}>
          {field('deliveryAddress', adminFormTexts.deliveryAddress, { maxLength: 500 })}
          {isPost && field('postIndex', deliveryFieldTexts.postIndex, { inputMode: 'numeric', maxLength: 6 })}
        </div>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          {field('trackNumber', deliveryFieldTexts.trackNumber, { maxLength: 100 })}
          {trackUrl && (
            <a href={trackUrl} target="_blank" rel="noopener noreferrer" className="text-xs text-brand underline">
              {deliveryFieldTexts.trackLink}
            </a>
          )}
        </div>
        {field('sendDate', deliveryFieldTexts.sendDate, { type: 'date' })}
      </div>
    </fieldset>
  );
}
