export * from './admin.js';
export * from './auth.js';
export * from './client.js';
export * from './customer.js';
export {
  ApiError,
  type ApiErrorKind,
  type AuthAction,
  type AuthFailure,
  type AuthResult,
  authFailureText,
  callFailures,
  type FailureDescription,
  type FailureRule,
} from './errors.js';
export * from './files.js';
export * from './items.js';
export * from './lookups.js';
export * from './orders.js';
export * from './payments.js';
export type { ApiRequest, HttpMethod, QueryValues, RawResponse } from './transport.js';
