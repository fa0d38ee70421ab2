export { type Account, e2eAdmin, uniqueAccount } from './accounts.ts';
export { apiAs, apiClient, type SignedInApi, signIn, signUp } from './api.ts';
export { closeBrowser, getBrowser, type NewPageOptions, newPage, screenshot } from './browser.ts';
