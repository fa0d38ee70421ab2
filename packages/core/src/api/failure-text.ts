import type { ApiErrorKind } from './errors.js';

/*
 * How a failure rule builds its kind and text: a module of its own, so that errors.ts and
 * delivery-errors.ts (the delivery calls' rules, apart for the element scripts' chunks) both
 * build on it without importing each other. errors.ts exports these to the API's users.
 */

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

export function fixedText(status: number, message: string): FailureDescription {
  return { kind: kindOfStatus(status), message };
}

export function serverTextOr(status: number, serverMessage: string | null, fallback: string): FailureDescription {
  return { kind: kindOfStatus(status), message: serverMessage ?? fallback };
}
