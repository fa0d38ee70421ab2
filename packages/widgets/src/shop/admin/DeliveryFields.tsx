import type { ApiClient } from '@stickers62/core/api';
import { trackingUrl } from '@stickers62/core/rules';
import type { OrderEditForm } from '@stickers62/core/stores';
import { adminFormTexts, deliveryFieldTexts } from '@stickers62/core/texts';
import { PickupPointFinder } from '../../delivery/PickupPointFinder';
import { fieldClass } from '../../ui/classes';

export interface DeliveryFieldsProps {
  api: ApiClient;
  form: OrderEditForm;
  edit: (changes: Partial<OrderEditForm>) => void;
}

const control = `${fieldClass.control} w-full min-w-0`;

/**
 * The dialog's delivery part: receiver and phone always; for CDEK the pickup point, chosen with
 * the checkout's finder; for the post the address and index; the track number (with the
 * carrier's tracking link) and the send date.
 */
export function DeliveryFields({ api, form, edit }: DeliveryFieldsProps) {
  const isCdek = form.deliveryType === 'CDEK';
  const isPost = form.deliveryType === 'RussianPost' || form.deliveryType === 'RussianPostFirstClass';
  const trackUrl = trackingUrl(form.deliveryType, form.trackNumber);
  return (
    <fieldset className="flex flex-col gap-3" data-testid="delivery-fields">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <label className={fieldClass.label}>
          {deliveryFieldTexts.receiver}
          <input
            className={control}
            value={form.receiverCredentials}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => edit({ receiverCredentials: event.currentTarget.value })}
          />
        </label>
        <label className={fieldClass.label}>
          {deliveryFieldTexts.phone}
          <input
            className={control}
            type="tel"
            value={form.phoneNumber}
            maxLength={30}
            autoComplete="off"
            onChange={(event) => edit({ phoneNumber: event.currentTarget.value })}
          />
        </label>
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
          <label className={fieldClass.label}>
            {adminFormTexts.deliveryAddress}
            <input
              className={control}
              value={form.deliveryAddress}
              maxLength={500}
              onChange={(event) => edit({ deliveryAddress: event.currentTarget.value })}
            />
          </label>
          {isPost && (
            <label className={fieldClass.label}>
              {deliveryFieldTexts.postIndex}
              <input
                className={control}
                inputMode="numeric"
                value={form.postIndex}
                maxLength={6}
                onChange={(event) => edit({ postIndex: event.currentTarget.value })}
              />
            </label>
          )}
        </div>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label className={fieldClass.label}>
            {deliveryFieldTexts.trackNumber}
            <input
              className={control}
              value={form.trackNumber}
              maxLength={100}
              onChange={(event) => edit({ trackNumber: event.currentTarget.value })}
            />
          </label>
          {trackUrl && (
            <a href={trackUrl} target="_blank" rel="noopener noreferrer" className="text-xs text-brand underline">
              {deliveryFieldTexts.trackLink}
            </a>
          )}
        </div>
        <label className={fieldClass.label}>
          {deliveryFieldTexts.sendDate}
          <input
            type="date"
            className={control}
            value={form.sendDate}
            onChange={(event) => edit({ sendDate: event.currentTarget.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
