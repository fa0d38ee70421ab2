import type { AcrylCalculatorLookups, StickerCalculatorLookups } from '../contract/calculator-lookups.js';
import {
  type AnswerValidator,
  acrylCalculatorLookupsAnswer,
  acrylPriceEntriesAnswer,
  referenceListAnswers,
  stickerCalculatorLookupsAnswer,
  stickerPriceEntriesAnswer,
} from '../contract/compiled/index.js';
import { type ReferenceListName, referenceListPaths } from '../contract/constants.js';
import type { AcrylPriceEntry, StickerPriceEntry } from '../contract/prices.js';
import type { ReferenceLists } from '../contract/references.js';
import { buildPath, routes } from '../contract/routes.js';
import { lookupLogTexts } from '../texts/index.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import { consoleLog } from './console-log.js';
import { ApiError, type FailureRule, referenceLogSubjects } from './errors.js';
import { buildQuery, exchange } from './transport.js';

/** Attempts of a reference load and the waits between them (spec section 9). */
export const lookupRetryDelays = [1000, 2000] as const;

/**
 * The outcome of a reference or price load. On final failure `value` is the empty list (the
 * spec's behaviour) and `error` says why, so a store can tell "failed" from "empty".
 */
export interface LookupOutcome<T> {
  value: T;
  error: ApiError | null;
}

/** What a lookup load needs of a client: sending a call, logging the last failure, waiting between attempts. */
export type LookupClient = Pick<ApiClient, 'baseUrl' | 'send' | 'log' | 'sleep'>;

/**
 * A client for the shop's public lookups alone: its calls carry no token, so it has no session
 * and no refresh after a 401 (a lookup never needs either). What the registry gives a calculator
 * when no full client exists for its shop (a partner's page), so an element script that only
 * reads lookups carries no session or refresh code. Same cookies, headers and answer handling
 * as the full client, so a preloaded answer (`crossorigin="use-credentials"`) still matches.
 */
export function createLookupClient(baseUrl: string): LookupClient {
  const transport = {
    // Looked up per call, as the full client does, so a page (or a test) can replace fetch.
    fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
    createXhr: null,
  };
  return {
    baseUrl,
    send: (request) => exchange(transport, `${baseUrl}${request.path}${buildQuery(request.query)}`, request, null),
    log: consoleLog(baseUrl || (typeof location === 'undefined' ? '' : location.origin)),
    sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
  };
}

async function loadWithRetry<T>(
  client: LookupClient,
  load: () => Promise<T>,
  empty: T,
  logText: string,
): Promise<LookupOutcome<T>> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= lookupRetryDelays.length; attempt += 1) {
    if (attempt > 0) await client.sleep(lookupRetryDelays[attempt - 1] ?? 0);
    try {
      return { value: await load(), error: null };
    } catch (error) {
      lastError = error;
    }
  }
  client.log(logText, lastError);
  const error =
    lastError instanceof ApiError ? lastError : new ApiError('network', logText, 0, null, { cause: lastError });
  return { value: empty, error };
}

/** Lookups check their answers with validators compiled from the contract: no zod in a calculator. */
function lookup<T>(client: LookupClient, path: string, schema: AnswerValidator<T>, logText: string): Promise<T> {
  const failure: FailureRule = (status) => ({ kind: status === 0 ? 'network' : 'failed', message: logText });
  return callJson(client, { method: 'GET', path }, schema, failure);
}

/** One reference list, `GET /api/stickers/references/{list}`, retried; `[]` after the last failure. */
export function loadReferenceList<Name extends ReferenceListName>(
  client: ApiClient,
  name: Name,
): Promise<LookupOutcome<ReferenceLists[Name]>> {
  const path = buildPath(routes.referenceList.path, { list: referenceListPaths[name] });
  const logText = lookupLogTexts.failedToFetch(referenceLogSubjects[name]);
  const schema = referenceListAnswers[name] as AnswerValidator<ReferenceLists[Name]>;
  return loadWithRetry(client, () => lookup(client, path, schema, logText), [] as ReferenceLists[Name], logText);
}

export const referenceListNames = Object.keys(referenceListPaths) as ReferenceListName[];

/**
 * All eight reference lists in parallel. Each list fails on its own (an empty list);
 * `failed` names the ones that did and `error` is the first failure.
 */
export async function loadReferenceLists(
  client: ApiClient,
): Promise<LookupOutcome<ReferenceLists> & { failed: ReferenceListName[] }> {
  const outcomes = await Promise.all(referenceListNames.map((name) => loadReferenceList(client, name)));
  const value: Record<string, unknown> = {};
  const failed: ReferenceListName[] = [];
  let error: ApiError | null = null;
  referenceListNames.forEach((name, index) => {
    const outcome = outcomes[index];
    value[name] = outcome?.value ?? [];
    if (outcome?.error) {
      failed.push(name);
      error ??= outcome.error;
    }
  });
  return { value: value as unknown as ReferenceLists, error, failed };
}

/** Price views reuse the film types message (spec section 8). */
const pricesLogText = () => lookupLogTexts.failedToFetch(referenceLogSubjects.prices);

/** `GET /api/stickers/prices/get-stickers-prices-views`, retried like the reference lists. */
export function loadStickerPrices(client: ApiClient): Promise<LookupOutcome<StickerPriceEntry[]>> {
  const load = () => lookup(client, routes.stickerPrices.path, stickerPriceEntriesAnswer, pricesLogText());
  return loadWithRetry(client, load, [], pricesLogText());
}

/** `GET /api/stickers/prices/get-acryl-prices-views`, retried like the reference lists. */
export function loadAcrylPrices(client: ApiClient): Promise<LookupOutcome<AcrylPriceEntry[]>> {
  const load = () => lookup(client, routes.acrylPrices.path, acrylPriceEntriesAnswer, pricesLogText());
  return loadWithRetry(client, load, [], pricesLogText());
}

export const emptyStickerCalculatorLookups: StickerCalculatorLookups = { prices: [], filmTypes: [] };
export const emptyAcrylCalculatorLookups: AcrylCalculatorLookups = {
  prices: [],
  acrylMaterialCategories: [],
  acrylFittings: [],
};

/**
 * The sticker calculator's price list and films in one request (beyond the spec; issue 33,
 * item 1), retried like the reference lists; the empty lists after the last failure.
 */
export function loadStickerCalculatorLookups(client: LookupClient): Promise<LookupOutcome<StickerCalculatorLookups>> {
  const path = routes.stickerCalculatorLookups.path;
  const load = () => lookup(client, path, stickerCalculatorLookupsAnswer, pricesLogText());
  return loadWithRetry(client, load, emptyStickerCalculatorLookups, pricesLogText());
}

/** The acrylic calculator's price list, material categories and fittings in one request. */
export function loadAcrylCalculatorLookups(client: LookupClient): Promise<LookupOutcome<AcrylCalculatorLookups>> {
  const path = routes.acrylCalculatorLookups.path;
  const load = () => lookup(client, path, acrylCalculatorLookupsAnswer, pricesLogText());
  return loadWithRetry(client, load, emptyAcrylCalculatorLookups, pricesLogText());
}
