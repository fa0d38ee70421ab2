import {
  adminTexts,
  checkoutTexts,
  fileTexts,
  itemTexts,
  loginStatusTexts,
  loginTexts,
  managerPriceTexts,
  orderStatusTexts,
  orderTexts,
  parcelTexts,
  paymentTexts,
  productionTotalsTexts,
  profileTexts,
  proofTexts,
  serverTexts,
} from '../texts/index.js';
import { cdekFinderFailure, cdekTariffsFailure, chooseOrderDeliveryFailure, clientFailure } from './delivery-errors.js';
import { type FailureDescription, type FailureRule, fixedText, serverTextOr } from './failure-text.js';

export type { FailureDescription, FailureRule };
export { serverTextOr };

/**
 * What went wrong, for code that branches on it. The order-load kinds (`notFound`,
 * `completed`, `noAccess`) are the spec's section-8 statuses; the rest are transport facts.
 */
export type ApiErrorKind =
  | 'notFound'
  | 'completed'
  | 'noAccess'
  | 'badRequest'
  | 'unauthorized'
  | 'failed'
  | 'network'
  | 'aborted'
  | 'invalidResponse';

/**
 * A failed call. `message` is the spec's text for this call's failure (the server's text
 * where the spec shows it, else the spec's fallback); `serverMessage` is the server's own
 * text when it sent one; `status` is 0 when no answer arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number,
    readonly serverMessage: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Every call's failure rule, as section 8 of both documents names them; where the spec names
 * no text, the closest catalogue text. Each rule is its own arrow function that reads its
 * text only when called: a bundle then keeps just the rules, and the texts, of the calls a
 * widget makes (a top-level `rule(texts.x)` would keep `texts` for its property read).
 */

/** Order, cart and cart-count loads (ordering-area section 8). */
export const orderLoadFailure: FailureRule = (status) => {
  if (status === 404) return { kind: 'notFound', message: orderStatusTexts.notFound };
  if (status === 400) return { kind: 'completed', message: orderStatusTexts.completed };
  if (status === 403) return { kind: 'noAccess', message: orderStatusTexts.noAccess };
  return { kind: status === 0 ? 'network' : 'failed', message: orderStatusTexts.unknown };
};
/** The public page tells 'Not found' from the rest by the message, so it shares the order-load rule. */
export const publicOrderInfoFailure: FailureRule = (status, serverMessage) => orderLoadFailure(status, serverMessage);
export const orderListFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, orderTexts.orderListFailed);
export const submitToManagerFailure: FailureRule = (status) => fixedText(status, orderTexts.submitFailedLog);
export const orderPaymentInfoFailure: FailureRule = (status) => fixedText(status, orderTexts.paymentInfoFailedLog);

/** Item save: a 400 shows the server's text or 'Validation error'; anything else the log text. */
export const saveItemFailure: FailureRule = (status, serverMessage) =>
  status === 400
    ? serverTextOr(status, serverMessage, itemTexts.saveValidationLog)
    : fixedText(status, itemTexts.saveFailedLog);
export const deleteItemFailure: FailureRule = (status) => fixedText(status, itemTexts.deleteFailedLog);
export const recentItemsFailure: FailureRule = (status) => fixedText(status, itemTexts.recentItemsFailedLog);

export const uploadFileFailure: FailureRule = (status) => fixedText(status, fileTexts.uploadFailedLog);
export const deleteFileFailure: FailureRule = (status) => fixedText(status, fileTexts.deleteFailedLog);
export const fileNameFailure: FailureRule = (status) => fixedText(status, fileTexts.fileNameFailedLog);
export const downloadFileFailure: FailureRule = (status) => fixedText(status, fileTexts.downloadFailedLog);

export const clientInformationFailure: FailureRule = (status) => fixedText(status, profileTexts.loadFailed);
export const saveClientInformationFailure: FailureRule = (status) => fixedText(status, profileTexts.saveFailed);
export const createOrderFromCartFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, checkoutTexts.createFailed);

/** Payment link: a 400 shows the server's text; anything else 'Не удалось создать ссылку на оплату!'. */
export const createPaymentLinkFailure: FailureRule = (status, serverMessage) =>
  status === 400
    ? serverTextOr(status, serverMessage, paymentTexts.linkFailed)
    : fixedText(status, paymentTexts.linkFailed);
export const paymentStatusFailure: FailureRule = (status) => fixedText(status, orderTexts.paymentCheckFailedLog);

export const orderViewsFailure: FailureRule = (status) => fixedText(status, adminTexts.listFailedLog);
export const productionTotalsFailure: FailureRule = (status) => fixedText(status, productionTotalsTexts.failed);
export const adminOrderFailure: FailureRule = (status) => fixedText(status, adminTexts.loadFailed);
export const updateOrderInformationFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, adminTexts.saveFailed);
export const createOrderForClientFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, adminTexts.createForClientFailed);
/** The manager's item price: the server's text (a paid order, a refused amount) or the field's own. */
export const setItemManagerPriceFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, managerPriceTexts.failed);

/** Auth calls other than the sign-ins (those answer AuthResult instead of throwing). */
export const sessionFailure: FailureRule = (status) => fixedText(status, loginStatusTexts.notAuthorized(401));
export const vkAuthParamsFailure: FailureRule = (status) => fixedText(status, loginTexts.vkUnknownError);
export const checkAccountFailure: FailureRule = (status) => fixedText(status, serverTexts.internal);
export const logoutFailure: FailureRule = (status) => fixedText(status, serverTexts.internal);
/** Password change: the server's text (wrong current password, too common…) or the form's fallback. */
export const changePasswordFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, profileTexts.passwordChangeFailed);

/** All the rules by call, for looking one up (bundles that use this keep every text). */
/** Proofs (beyond the spec): the server's text where it sent one (refusals say what to do). */
export const proofLoadFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, proofTexts.loadFailed);
export const proofAnswerFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, proofTexts.answerFailed);
export const proofSendFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, proofTexts.attachFailed);

export const callFailures = {
  orderLoad: orderLoadFailure,
  publicOrderInfo: publicOrderInfoFailure,
  orderList: orderListFailure,
  submitToManager: submitToManagerFailure,
  orderPaymentInfo: orderPaymentInfoFailure,
  saveItem: saveItemFailure,
  deleteItem: deleteItemFailure,
  recentItems: recentItemsFailure,
  uploadFile: uploadFileFailure,
  deleteFile: deleteFileFailure,
  fileName: fileNameFailure,
  downloadFile: downloadFileFailure,
  client: clientFailure,
  clientInformation: clientInformationFailure,
  saveClientInformation: saveClientInformationFailure,
  createOrderFromCart: createOrderFromCartFailure,
  cdekTariffs: cdekTariffsFailure,
  chooseOrderDelivery: chooseOrderDeliveryFailure,
  cdekCities: cdekFinderFailure,
  cdekDeliveryPoints: cdekFinderFailure,
  createPaymentLink: createPaymentLinkFailure,
  paymentStatus: paymentStatusFailure,
  orderViews: orderViewsFailure,
  productionTotals: productionTotalsFailure,
  adminOrder: adminOrderFailure,
  updateOrderInformation: updateOrderInformationFailure,
  createOrderForClient: createOrderForClientFailure,
  setItemManagerPrice: setItemManagerPriceFailure,
  session: sessionFailure,
  vkAuthParams: vkAuthParamsFailure,
  checkAccount: checkAccountFailure,
  logout: logoutFailure,
  changePassword: changePasswordFailure,
  proofLoad: proofLoadFailure,
  proofAnswer: proofAnswerFailure,
  proofSend: proofSendFailure,
} as const satisfies Record<string, FailureRule>;

/** The result of a sign-in call: the spec's `{success, message, status}` shape. */
export type AuthResult<T> = { success: true; data: T } | AuthFailure;

/** `message` is the server's text or the log fallback; `serverMessage` only the former. */
export interface AuthFailure {
  success: false;
  message: string;
  status: number;
  serverMessage: string | null;
}

export type AuthAction = 'login' | 'accessKey' | 'vk' | 'register' | 'convert';

/**
 * The text a person sees for a failed sign-in (ordering-area section 8). Status 0 means no
 * answer arrived, which is where the spec's generic texts apply.
 */
export function authFailureText(action: AuthAction, failure: Pick<AuthFailure, 'status' | 'serverMessage'>): string {
  const { status, serverMessage } = failure;
  switch (action) {
    case 'accessKey':
      return loginTexts.invalidAccessKey;
    case 'login':
      if (status === 401) return loginTexts.invalidPassword;
      return status === 0 ? loginTexts.loginError : withReason(loginStatusTexts.notAuthorized(status), serverMessage);
    case 'vk':
      if (status === 400) return serverMessage ?? loginTexts.vkUnknownError;
      return status === 0 ? loginTexts.loginError : withReason(loginStatusTexts.notAuthorized(status), serverMessage);
    case 'register':
      return status === 0
        ? loginTexts.registrationError
        : withReason(loginStatusTexts.registrationFailed(status), serverMessage);
    case 'convert':
      return status === 0
        ? loginTexts.accountCreationError
        : withReason(loginStatusTexts.accountCreationFailed(status), serverMessage);
  }
}

/**
 * The spec's status text, then the server's reason when it gave one: «400 Не удалось
 * зарегистрировать пользователя: Пароль должен содержать не менее 8 символов». The status text
 * alone tells a customer nothing they can act on (too short, login taken, wait N seconds).
 */
function withReason(specText: string, serverMessage: string | null): string {
  return serverMessage ? `${specText}: ${serverMessage}` : specText;
}

/** Log texts of the reference loads: 'Failed to fetch … types' (spec section 8). */
export const referenceLogSubjects = {
  laminationTypes: 'lamination',
  cuttingTypes: 'cutting',
  filmTypes: 'film',
  acrylMaterialTypes: 'acryl material',
  acrylMaterialCategories: 'acryl material category',
  acrylTypes: 'acryl',
  acrylPrintTypes: 'acryl print',
  acrylFittings: 'acryl fitting',
  /** Price views reuse the film types message, as the spec says. */
  prices: 'film',
} as const;
/** The shipment calls show the server's Russian reason (CDEK's refusal, CDEK down) or the fallback. */
export const shipmentFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, parcelTexts.actionFailed);
export const parcelFailure: FailureRule = (status) => fixedText(status, parcelTexts.loadFailed);
