export { type Account, e2eAdmin, uniqueAccount } from './accounts.ts';
export { accessKeyOf, openOrderDialog, type SeededOrder, seedOrder, seedOrderWith } from './admin-orders.ts';
export { apiAs, apiClient, type SignedInApi, signIn, signUp } from './api.ts';
export { type AxeViolation, axeViolations } from './axe.ts';
export {
  closeBrowser,
  expectNoSidewaysScroll,
  getBrowser,
  type NewPageOptions,
  newPage,
  plainSpaces,
  screenshot,
  scrollsSideways,
  shootPhoneAndDesktop,
  widths,
} from './browser.ts';
export { clientOrderInWork } from './client-orders.ts';
export { approvedOrder, type OrderItems, saveItems, sentOrder } from './customer-orders.ts';
export { dismissInstruction, openStickerFormWithKittens } from './order-screen.ts';
export { calculatorTotal, type PartnerSite, startPartnerSite } from './partner-site.ts';
export { eachAboutDocument, openPublicPage, publicPages } from './public-pages.ts';
export { shopUrl } from './shop-url.ts';
export { finishUpload, uploadLayoutAndSend } from './upload.ts';
