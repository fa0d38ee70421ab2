import { credentialLimits } from '../contract/index.js';
import { authServerTexts, loginTexts, profileTexts } from '../texts/index.js';

/**
 * A new password's length rule, shared by the forms and the server. The server also refuses
 * the most common passwords: that list stays on the server (it is too large to ship to pages).
 */
export function newPasswordError(password: string): string | null {
  return password.length < credentialLimits.passwordMin ? authServerTexts.passwordTooShort : null;
}

/** The rule as a person reads it beside a new password's field, before the first try. */
export function newPasswordRuleText(): string {
  return loginTexts.newPasswordRule(credentialLimits.passwordMin);
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/** The change-password form: the current password given, the new one long enough and typed twice alike. */
export function passwordChangeErrors(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '') errors.currentPassword = profileTexts.currentPasswordRequired;
  const newPassword = newPasswordError(values.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = profileTexts.passwordsDiffer;
  return errors;
}
