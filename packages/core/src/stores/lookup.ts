import { computed, onMount, type ReadableAtom } from 'nanostores';
import type { ApiError } from '../api/errors.js';
import type { LookupOutcome } from '../api/lookups.js';
import { storeState } from './state.js';

/** `failed`: every attempt failed; `value` is then the empty value, and the widget says so. */
export type LookupStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LookupState<T> {
  status: LookupStatus;
  value: T;
  error: ApiError | null;
}

export interface LookupStore<T> {
  readonly $state: ReadableAtom<LookupState<T>>;
  /** Loads unless a load is under way or succeeded; the first subscriber starts the first load. */
  load(): Promise<void>;
  /** Loads again even when done (e.g. after the catalogue changed). */
  reload(): Promise<void>;
}

/**
 * Reference data loaded once per store, however many widgets read it: one request for
 * every subscriber. After a failed load (already retried by the api), `load()` tries again.
 */
export function createLookupStore<T>(load: () => Promise<LookupOutcome<T>>, empty: T): LookupStore<T> {
  const state = storeState<LookupState<T>>({ status: 'idle', value: empty, error: null });
  let running: Promise<void> | null = null;

  function run(): Promise<void> {
    running ??= (async () => {
      state.write({ ...state.read(), status: 'loading' });
      const outcome = await load();
      state.write({ status: outcome.error ? 'failed' : 'ready', value: outcome.value, error: outcome.error });
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const store: LookupStore<T> = {
    $state: state.$store,
    load() {
      const { status } = state.read();
      return status === 'idle' || status === 'failed' ? run() : (running ?? Promise.resolve());
    },
    reload: run,
  };

  onMount(state.$store, () => {
    // A failure is final until load() or reload() is asked for: mounting again (which a bare
    // get() does for a moment) must not turn into a stream of retries.
    if (state.read().status === 'idle') void run();
  });

  return store;
}

/**
 * A part of a lookup store's value as a lookup store of its own (the prices of a calculator's
 * lookups, say): the same status, error and loads, one request for every part.
 */
export function lookupPart<Whole, Part>(whole: LookupStore<Whole>, pick: (value: Whole) => Part): LookupStore<Part> {
  return {
    $state: computed(whole.$state, (state) => ({ status: state.status, value: pick(state.value), error: state.error })),
    load: whole.load,
    reload: whole.reload,
  };
}
