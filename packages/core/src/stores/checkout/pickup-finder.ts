import { computed, map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { getCdekCityPoints, searchCdekCities } from '../../api/customer.js';
import { ApiError } from '../../api/errors.js';
import type { CdekCity, CdekPoint } from '../../contract/index.js';
import { citySearchMinLength, filterPointsByStreet, sortPickupPoints } from '../../rules/index.js';
import { checkoutTexts } from '../../texts/index.js';

/** City suggestions wait this long after the last keystroke, so typing «Рязань» asks CDEK once or twice. */
export const citySearchDebounceMs = 300;

export type CitySearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; cities: CdekCity[] }
  | { status: 'error'; message: string };

export type CityPoints =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; points: CdekPoint[] }
  | { status: 'error'; message: string };

export interface PickupFinderState {
  /** What is typed in the city field. */
  query: string;
  search: CitySearch;
  /** Whether the suggestions list is shown under the field. */
  listOpen: boolean;
  /** The suggestion the arrow keys point at; -1 for none. */
  activeIndex: number;
  city: CdekCity | null;
  points: CityPoints;
  /** The street filter over the city's points. */
  street: string;
}

const initialState: PickupFinderState = {
  query: '',
  search: { status: 'idle' },
  listOpen: false,
  activeIndex: -1,
  city: null,
  points: { status: 'idle' },
  street: '',
};

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : checkoutTexts.cdekErrorFallback);

export interface PickupFinderOptions {
  api: ApiClient;
  /** A point was chosen: the checkout takes its code and looks its tariffs up. */
  onChoose: (point: CdekPoint) => void;
}

/**
 * The CDEK pickup-point finder of the checkout: a city typed (suggestions, debounced, chosen
 * with the keyboard or the pointer), then that city's points, sorted and filtered by street.
 * Late answers to earlier questions are dropped, so the list always matches the field.
 */
export function createPickupFinderStore({ api, onChoose }: PickupFinderOptions) {
  const $state = map<PickupFinderState>(initialState);
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  let searchRun = 0;
  let pointsRun = 0;

  /** The city's points that match the street filter. */
  const $visiblePoints = computed($state, ({ points, street }) =>
    points.status === 'ready' ? filterPointsByStreet(points.points, street) : [],
  );

  async function search(name: string) {
    const run = ++searchRun;
    $state.setKey('search', { status: 'searching' });
    try {
      const cities = await searchCdekCities(api, name);
      if (run !== searchRun) return;
      $state.set({ ...$state.get(), search: { status: 'found', cities }, activeIndex: cities.length > 0 ? 0 : -1 });
    } catch (error) {
      if (run !== searchRun) return;
      api.log(checkoutTexts.cdekSearchFailed, error);
      $state.setKey('search', { status: 'error', message: messageOf(error) });
    }
  }

  async function loadPoints(city: CdekCity) {
    const run = ++pointsRun;
    $state.setKey('points', { status: 'loading' });
    try {
      const points = sortPickupPoints(await getCdekCityPoints(api, city.code));
      if (run !== pointsRun) return;
      $state.setKey('points', { status: 'ready', points });
    } catch (error) {
      if (run !== pointsRun) return;
      api.log(checkoutTexts.cdekSearchFailed, error);
      $state.setKey('points', { status: 'error', message: messageOf(error) });
    }
  }

  function chooseCity(city: CdekCity) {
    clearTimeout(searchTimer);
    searchRun += 1;
    $state.set({
      ...$state.get(),
      query: city.city,
      listOpen: false,
      activeIndex: -1,
      search: { status: 'idle' },
      city,
      street: '',
    });
    void loadPoints(city);
  }

  return {
    $state,
    $visiblePoints,

    /** The city field changed: suggestions after a pause, once at least two letters are typed. */
    setQuery(query: string) {
      clearTimeout(searchTimer);
      searchRun += 1;
      const name = query.trim();
      const long = name.length >= citySearchMinLength;
      $state.set({
        ...$state.get(),
        query,
        listOpen: long,
        activeIndex: -1,
        search: long ? { status: 'searching' } : { status: 'idle' },
      });
      if (long) searchTimer = setTimeout(() => void search(name), citySearchDebounceMs);
    },

    /** Arrow keys: the highlight moves through the suggestions and wraps around. */
    moveActive(delta: 1 | -1) {
      const { search: found, activeIndex, listOpen } = $state.get();
      if (found.status !== 'found' || found.cities.length === 0) return;
      const count = found.cities.length;
      const next = !listOpen || activeIndex < 0 ? (delta > 0 ? 0 : count - 1) : (activeIndex + delta + count) % count;
      $state.set({ ...$state.get(), listOpen: true, activeIndex: next });
    },

    /** Enter: the highlighted suggestion is chosen; `false` when there was none. */
    chooseActive(): boolean {
      const { search: found, activeIndex, listOpen } = $state.get();
      const city = listOpen && found.status === 'found' ? found.cities[activeIndex] : undefined;
      if (!city) return false;
      chooseCity(city);
      return true;
    },

    chooseCity,

    /** Escape or leaving the field: the list closes, what is typed stays. */
    closeList() {
      $state.set({ ...$state.get(), listOpen: false, activeIndex: -1 });
    },

    setStreet(street: string) {
      $state.setKey('street', street);
    },

    choosePoint(point: CdekPoint) {
      onChoose(point);
    },

    dispose() {
      clearTimeout(searchTimer);
      searchRun += 1;
      pointsRun += 1;
    },
  };
}

export type PickupFinderStore = ReturnType<typeof createPickupFinderStore>;
