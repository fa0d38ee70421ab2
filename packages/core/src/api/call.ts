import { type AnswerValidator, errorReplyAnswer } from '../contract/compiled/index.js';
import { buildPath } from '../contract/routes.js';
import type { ApiClient } from './client.js';
import { ApiError, type FailureRule } from './errors.js';
import { type ApiRequest, isSuccess, type RawResponse } from './transport.js';

/** A JSON POST to a route of one order: `{id}` in the route's path is the order's id. */
export function postToOrder(path: string, orderId: string, json: unknown): ApiRequest {
  return { method: 'POST', path: buildPath(path, { id: orderId }), json };
}

/** The server's own text from an error body, when it sent one. */
export function serverMessageOf(body: unknown): string | null {
  const parsed = errorReplyAnswer.safeParse(body);
  return parsed.success && parsed.data.message ? parsed.data.message : null;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Sends, and turns "no answer" into an ApiError with status 0 (or `aborted`). */
export async function sendOrThrow(
  client: Pick<ApiClient, 'send'>,
  request: ApiRequest,
  failure: FailureRule,
): Promise<RawResponse> {
  try {
    return await client.send(request);
  } catch (error) {
    if (isAbort(error)) throw new ApiError('aborted', failure(0, null).message, 0, null, { cause: error });
    const description = failure(0, null);
    throw new ApiError(description.kind, description.message, 0, null, { cause: error });
  }
}

export function failedAnswer(response: RawResponse, failure: FailureRule): ApiError {
  const serverMessage = serverMessageOf(response.body);
  const description = failure(response.status, serverMessage);
  return new ApiError(description.kind, description.message, response.status, serverMessage);
}

/**
 * A call whose success answer is checked with a contract schema: a zod schema, or one compiled
 * from it (contract/compiled) where a widget should not carry zod.
 */
export async function callJson<T>(
  client: Pick<ApiClient, 'send'>,
  request: ApiRequest,
  schema: AnswerValidator<T>,
  failure: FailureRule,
): Promise<T> {
  const response = await sendOrThrow(client, request, failure);
  if (!isSuccess(response.status)) throw failedAnswer(response, failure);
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) {
    throw new ApiError('invalidResponse', failure(response.status, null).message, response.status, null, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** A call whose success answer carries nothing the client needs. */
export async function callVoid(client: ApiClient, request: ApiRequest, failure: FailureRule): Promise<void> {
  const response = await sendOrThrow(client, request, failure);
  if (!isSuccess(response.status)) throw failedAnswer(response, failure);
}

/** A call answering a file. */
export async function callBlob(client: ApiClient, request: ApiRequest, failure: FailureRule): Promise<Blob> {
  const response = await sendOrThrow(client, { ...request, responseType: 'blob' }, failure);
  if (!isSuccess(response.status)) throw failedAnswer(response, failure);
  if (!(response.body instanceof Blob)) {
    throw new ApiError('invalidResponse', failure(response.status, null).message, response.status);
  }
  return response.body;
}
