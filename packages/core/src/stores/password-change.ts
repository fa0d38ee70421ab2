import type { ReadableAtom } from 'nanostores';
import { changePassword } from '../api/auth.js';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { type PasswordChangeErrors, type PasswordChangeValues, passwordChangeErrors } from '../rules/password.js';
import type { ProfileAlert } from '../rules/profile-alerts.js';
import { profileTexts } from '../texts/index.js';
import { storeState } from './state.js';

export type PasswordChangeField = keyof PasswordChangeValues;

export const emptyPasswordChange: PasswordChangeValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

export interface PasswordChangeState {
  values: PasswordChangeValues;
  errors: PasswordChangeErrors;
  saving: boolean;
  /** The outcome of the last change; it stays until the form is typed in again. */
  alert: ProfileAlert | null;
}

export interface PasswordChangeStore {
  readonly $state: ReadableAtom<PasswordChangeState>;
  setField(field: PasswordChangeField, value: string): void;
  /** Checks the form, then asks the server; resolves whether the password changed. */
  submit(): Promise<boolean>;
}

/**
 * The profile page's change-password form: the current password, the new one twice. The server
 * ends every other session of the account; this one goes on, so nothing here signs in again.
 */
export function createPasswordChangeStore(api: ApiClient): PasswordChangeStore {
  const state = storeState<PasswordChangeState>({
    values: emptyPasswordChange,
    errors: {},
    saving: false,
    alert: null,
  });
  const update = (changes: Partial<PasswordChangeState>) => state.write({ ...state.read(), ...changes });

  return {
    $state: state.$store,
    setField(field, value) {
      const { [field]: _fixed, ...otherErrors } = state.read().errors;
      update({ values: { ...state.read().values, [field]: value }, errors: otherErrors, alert: null });
    },
    async submit() {
      const { values, saving } = state.read();
      if (saving) return false;
      const errors = passwordChangeErrors(values);
      update({ errors, alert: null });
      if (Object.keys(errors).length > 0) return false;
      update({ saving: true });
      try {
        await changePassword(api, { currentPassword: values.currentPassword, newPassword: values.newPassword });
        update({
          saving: false,
          values: emptyPasswordChange,
          alert: { tone: 'success', text: profileTexts.passwordChanged },
        });
        return true;
      } catch (error) {
        const text = error instanceof ApiError ? error.message : profileTexts.passwordChangeFailed;
        update({ saving: false, alert: { tone: 'error', text } });
        return false;
      }
    },
  };
}
