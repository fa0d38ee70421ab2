export { type Account, e2eAdmin, uniqueAccount } from './accounts.ts';
export { apiAs, apiClient, type SignedInApi, signIn, signUp } from './api.ts';
export { type AxeViolation, axeViolations } from './axe.ts';
export {
  closeBrowser,
  getBrowser,
  type NewPageOptions,
  newPage,
  plainSpaces,
  screenshot,
  shootPhoneAndDesktop,
} from './browser.ts';
export { clientOrderInWork } from './client-orders.ts';
export { dismissInstruction, openStickerFormWithKittens } from './order-screen.ts';
export { finishUpload, uploadLayoutAndSend } from './upload.ts';
