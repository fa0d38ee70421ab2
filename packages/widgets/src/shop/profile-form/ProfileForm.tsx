import type { ApiClient } from '@stickers62/core/api';
import type { ProfileField, ProfileState } from '@stickers62/core/stores';
import { navTexts, profileTexts } from '@stickers62/core/texts';
import type { FormEvent, InputHTMLAttributes } from 'react';
import { PickupPointFinder } from '../../delivery/PickupPointFinder';
import { buttonClass, cardClass } from '../../ui/classes';
import { PhoneField } from '../../ui/phone-field';
import { TextField } from '../../ui/text-field';
import { MessageBlock } from '../message-block';

export interface ProfileFormProps {
  /** The profile store's state (core `createProfileStore`). */
  state: ProfileState;
  onFieldChange: (field: ProfileField, value: string) => void;
  onSave: () => void;
  /**
   * The shop's API client: with it, the CDEK point code gets the checkout's pickup-point finder,
   * so a customer who does not know the code finds the point by city and street.
   */
  api?: ApiClient;
}

type FieldInput = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>;

/** Each field with the input hints that make phones and browsers fill it well. */
const fields: { name: ProfileField; label: string; input: FieldInput; wide?: boolean }[] = [
  { name: 'receiptEmail', label: profileTexts.receiptEmail, input: { type: 'email', autoComplete: 'email' } },
  // The phone is the shared PhoneField (see below): same place in the grid.
  { name: 'phoneNumber', label: profileTexts.phoneNumber, input: {} },
  { name: 'receiptFio', label: profileTexts.receiptFio, input: { autoComplete: 'name' }, wide: true },
  { name: 'address', label: profileTexts.address, input: { autoComplete: 'street-address' }, wide: true },
  { name: 'postIndex', label: profileTexts.postIndex, input: { autoComplete: 'postal-code', inputMode: 'numeric' } },
  { name: 'cdekPvzCode', label: profileTexts.cdekPvzCode, input: {} },
  { name: 'vkLink', label: profileTexts.vkLink, input: { type: 'url', autoComplete: 'url' }, wide: true },
];

/** 'Клиент: {name}' and the profile fields; e-mail, phone and VK link are checked by the store on save. */
export function ProfileForm({ state, onFieldChange, onSave, api }: ProfileFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const errorOf = (field: ProfileField) =>
    field === 'receiptEmail' || field === 'phoneNumber' || field === 'vkLink' ? state.errors[field] : undefined;

  return (
    <div className="flex flex-col gap-4">
      {state.clientName && <p className="text-lg text-gray-700">{profileTexts.client(state.clientName)}</p>}
      {state.alert && <MessageBlock tone={state.alert.tone} text={state.alert.text} />}
      <form
        noValidate
        onSubmit={submit}
        className={`${cardClass} grid gap-4 p-5 md:grid-cols-2 md:p-6`}
        aria-busy={state.loading || undefined}
      >
        {fields.map((field) =>
          field.name === 'phoneNumber' ? (
            <PhoneField
              key={field.name}
              label={field.label}
              name={field.name}
              value={state.values.phoneNumber}
              onChange={(value) => onFieldChange('phoneNumber', value)}
              error={errorOf('phoneNumber')}
            />
          ) : field.name === 'cdekPvzCode' && api ? (
            <div key={field.name} className="flex flex-col gap-3 md:col-span-2">
              <PickupPointFinder
                api={api}
                chosenCode={state.values.cdekPvzCode}
                onChoose={(code) => onFieldChange('cdekPvzCode', code)}
              />
              <TextField
                label={field.label}
                name={field.name}
                value={state.values.cdekPvzCode}
                onChange={(value) => onFieldChange('cdekPvzCode', value)}
                {...field.input}
              />
            </div>
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              className={field.wide ? 'md:col-span-2' : undefined}
              value={state.values[field.name]}
              onChange={(value) => onFieldChange(field.name, value)}
              error={errorOf(field.name)}
              {...field.input}
            />
          ),
        )}
        <div className="md:col-span-2">
          <button
            type="submit"
            className={`${buttonClass.primary} w-full md:w-auto`}
            disabled={state.saving || state.loading}
          >
            {state.saving ? navTexts.loading : profileTexts.save}
          </button>
        </div>
      </form>
    </div>
  );
}
