import {
  adminTexts,
  checkoutTexts,
  fileTexts,
  itemTexts,
  loginStatusTexts,
  loginTexts,
  orderStatusTexts,
  orderTexts,
  paymentTexts,
  profileTexts,
  serverTexts,
} from '../texts/index.js';

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

export interface FailureDescription {
  kind: ApiErrorKind;
  message: string;
}

/** Turns a failed answer (status 0: none arrived) into the spec's kind and text. */
export type FailureRule = (status: number, serverMessage: string | null) => FailureDescription;

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 400) return 'badRequest';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'noAccess';
  if (status === 404) return 'notFound';
  return 'failed';
}

/** The same text whatever happened. */
function always(message: string): FailureRule {
  return (status) => ({ kind: kindOfStatus(status), message });
}

/** The server's text whenever it sent one, else the fallback. */
function serverTextOr(fallback: string): FailureRule {
  return (status, serverMessage) => ({ kind: kindOfStatus(status), message: serverMessage ?? fallback });
}

/** The server's text (or a fallback) for a 400, another text for anything else. */
function serverTextOn400(fallbackOn400: string, otherwise: string): FailureRule {
  return (status, serverMessage) => ({
    kind: kindOfStatus(status),
    message: status === 400 ? (serverMessage ?? fallbackOn400) : otherwise,
  });
}

/** Order, cart and cart-count loads (ordering-area section 8). */
const orderLoad: FailureRule = (status) => {
  if (status === 404) return { kind: 'notFound', message: orderStatusTexts.notFound };
  if (status === 400) return { kind: 'completed', message: orderStatusTexts.completed };
  if (status === 403) return { kind: 'noAccess', message: orderStatusTexts.noAccess };
  return { kind: status === 0 ? 'network' : 'failed', message: orderStatusTexts.unknown };
};

/**
 * Every call's failure text in one table, as the spec's section 8 of both documents names
 * them. Where the spec names none, the closest catalogue text is used.
 */
export const callFailures = {
  // Auth calls other than the sign-ins (those answer AuthResult, see authFallbacks)
  session: always(loginStatusTexts.notAuthorized(401)),
  vkAuthParams: always(loginTexts.vkUnknownError),
  checkAccount: always(serverTexts.internal),
  logout: always(serverTexts.internal),
  // Orders and cart
  orderLoad,
  orderList: serverTextOr(orderTexts.orderListFailed),
  submitToManager: always(orderTexts.submitFailedLog),
  orderPaymentInfo: always(orderTexts.paymentInfoFailedLog),
  /** The public page tells 'Not found' from the rest by the message, so it shares orderLoad. */
  publicOrderInfo: orderLoad,
  // Items
  saveItem: serverTextOn400(itemTexts.saveValidationLog, itemTexts.saveFailedLog),
  deleteItem: always(itemTexts.deleteFailedLog),
  recentItems: always(itemTexts.recentItemsFailedLog),
  // Files
  uploadFile: always(fileTexts.uploadFailedLog),
  deleteFile: always(fileTexts.deleteFailedLog),
  fileName: always(fileTexts.fileNameFailedLog),
  downloadFile: always(fileTexts.downloadFailedLog),
  // Client and checkout
  client: always(checkoutTexts.clientInfoFailed),
  clientInformation: always(profileTexts.loadFailed),
  saveClientInformation: always(profileTexts.saveFailed),
  createOrderFromCart: serverTextOr(checkoutTexts.createFailed),
  cdekTariffs: serverTextOr(checkoutTexts.cdekErrorFallback),
  // Payments
  createPaymentLink: serverTextOn400(paymentTexts.linkFailed, paymentTexts.linkFailed),
  paymentStatus: always(orderTexts.paymentCheckFailedLog),
  // Administration
  orderViews: always(adminTexts.listFailedLog),
  adminOrder: always(adminTexts.loadFailed),
  updateOrderInformation: serverTextOr(adminTexts.saveFailed),
  createOrderForClient: serverTextOr(adminTexts.createForClientFailed),
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

/** Log-level fallbacks of the sign-in results (the server's text wins when it sent one). */
export const authFallbacks = {
  login: loginTexts.loginFailed,
  register: loginTexts.registrationFailed,
  convert: loginTexts.conversionFailed,
} as const;

export type AuthAction = 'login' | 'accessKey' | 'vk' | 'register' | 'convert';

/**
 * The text a person sees for a failed sign-in (ordering-area section 8). Status 0 means no
 * answer arrived, which is where the spec's generic texts apply.
 */
export function authFailureText(action: AuthAction, failure: Pick<AuthFailure, 'status' | 'serverMessage'>): string {
  const { status } = failure;
  switch (action) {
    case 'accessKey':
      return loginTexts.invalidAccessKey;
    case 'login':
      if (status === 401) return loginTexts.invalidPassword;
      return status === 0 ? loginTexts.loginError : loginStatusTexts.notAuthorized(status);
    case 'vk':
      if (status === 400) return failure.serverMessage ?? loginTexts.vkUnknownError;
      return status === 0 ? loginTexts.loginError : loginStatusTexts.notAuthorized(status);
    case 'register':
      return status === 0 ? loginTexts.registrationError : loginStatusTexts.registrationFailed(status);
    case 'convert':
      return status === 0 ? loginTexts.accountCreationError : loginStatusTexts.accountCreationFailed(status);
  }
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
