import type { PasswordChangeField, PasswordChangeState } from '@stickers62/core/stores';
import { navTexts, profileTexts } from '@stickers62/core/texts';
import type { FormEvent } from 'react';
import { buttonClass, cardClass } from '../../ui/classes';
import { TextField } from '../../ui/text-field';
import { MessageBlock } from '../message-block';

export interface PasswordFormProps {
  /** The password change store's state (core `createPasswordChangeStore`). */
  state: PasswordChangeState;
  onFieldChange: (field: PasswordChangeField, value: string) => void;
  onSubmit: () => void;
}

const fields: { name: PasswordChangeField; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: profileTexts.currentPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: profileTexts.newPassword, autoComplete: 'new-password' },
  { name: 'repeatPassword', label: profileTexts.repeatPassword, autoComplete: 'new-password' },
];

/** 'Смена пароля': the current password and the new one twice; the store checks them on submit. */
export function PasswordForm({ state, onFieldChange, onSubmit }: PasswordFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section aria-labelledby="password-change-title" className="flex flex-col gap-4">
      <h2 id="password-change-title" className="text-lg font-semibold text-gray-900">
        {profileTexts.passwordTitle}
      </h2>
      {state.alert && <MessageBlock tone={state.alert.tone} text={state.alert.text} />}
      <form noValidate onSubmit={submit} className={`${cardClass} grid gap-4 p-5 md:grid-cols-2 md:p-6`}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            className={field.name === 'currentPassword' ? 'md:col-span-2' : undefined}
            value={state.values[field.name]}
            onChange={(value) => onFieldChange(field.name, value)}
            error={state.errors[field.name]}
          />
        ))}
        <div className="md:col-span-2">
          <button type="submit" className={`${buttonClass.primary} w-full md:w-auto`} disabled={state.saving}>
            {state.saving ? navTexts.loading : profileTexts.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}
