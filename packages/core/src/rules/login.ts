import { loginTexts } from '../texts/index.js';

export interface LoginErrors {
  username?: string;
  password?: string;
}

/** Login, registration and account creation: username and password are required. */
export function loginFormErrors(values: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = loginTexts.usernameRequired;
  if (values.password === '') errors.password = loginTexts.passwordRequired;
  return errors;
}
