import { useStore } from '@nanostores/react';
import type { ApiClient } from '@stickers62/core/api';
import { createPickupFinderStore } from '@stickers62/core/stores';
import { checkoutTexts } from '@stickers62/core/texts';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { buttonClass, fieldClass } from '../ui/classes';

export interface PickupPointFinderProps {
  /** The shop's API client (the checkout's shop stores, or the order-link page's client). */
  api: ApiClient;
  /** The code in the form, so the chosen point is marked. */
  chosenCode: string;
  onChoose: (code: string) => void;
}

/**
 * CDEK pickup-point finder (the checkout's and the order-link page's, one home): a city combobox (WAI-ARIA 1.2 pattern, the list of suggestions
 * driven by the arrow keys, Enter and Escape), then the city's points filtered by street.
 */
export function PickupPointFinder({ api, chosenCode, onChoose }: PickupPointFinderProps) {
  const [finder] = useState(() => createPickupFinderStore({ api, onChoose: (point) => onChoose(point.code) }));
  const state = useStore(finder.$state);
  const visiblePoints = useStore(finder.$visiblePoints);
  const id = useId();
  useEffect(() => finder.dispose, [finder]);

  const cities = state.search.status === 'found' ? state.search.cities : [];
  const listId = `${id}-cities`;
  const optionId = (index: number) => `${id}-city-${index}`;
  const showList = state.listOpen && state.search.status !== 'idle';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      finder.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted city instead of sending the whole checkout form.
      if (finder.chooseActive()) event.preventDefault();
      else if (showList) event.preventDefault();
    } else if (event.key === 'Escape' && state.listOpen) {
      event.preventDefault();
      finder.closeList();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3">
      <div>
        <h2 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
          {checkoutTexts.finderTitle}
        </h2>
        <p className="text-xs text-gray-600">{checkoutTexts.finderHint}</p>
      </div>
      <div className="relative flex flex-col gap-1">
        <label htmlFor={`${id}-city`} className="text-sm font-medium text-gray-700">
          {checkoutTexts.city}
        </label>
        <input
          id={`${id}-city`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined}
          placeholder={checkoutTexts.cityPlaceholder}
          className={fieldClass.control}
          value={state.query}
          onChange={(event) => finder.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finder.closeList()}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={checkoutTexts.city}
          hidden={!showList}
          className="absolute left-0 right-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          {cities.map((city, index) => (
            <div
              key={city.code}
              id={optionId(index)}
              role="option"
              // Focus stays in the field (aria-activedescendant); the option is reached by the arrow keys.
              tabIndex={-1}
              aria-selected={index === state.activeIndex}
              className={`cursor-pointer px-3 py-2 text-sm ${
                index === state.activeIndex ? 'bg-brand-light text-gray-900' : 'text-gray-800'
              }`}
              // Chosen on mouse down, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                finder.chooseCity(city);
              }}
            >
              {city.fullName}
            </div>
          ))}
          {state.search.status === 'searching' && (
            <div className="px-3 py-2 text-sm text-gray-600">{checkoutTexts.citySearching}</div>
          )}
          {state.search.status === 'found' && cities.length === 0 && (
            <div className="px-3 py-2 text-sm text-gray-700">{checkoutTexts.cityNotFound}</div>
          )}
          {state.search.status === 'error' && (
            <div className="px-3 py-2 text-sm text-red-800">{state.search.message}</div>
          )}
        </div>
        <p role="status" className="sr-only">
          {showList && state.search.status === 'found'
            ? cities.length > 0
              ? checkoutTexts.citiesFound(cities.length)
              : checkoutTexts.cityNotFound
            : ''}
        </p>
      </div>
      {state.city && (
        <div className="flex flex-col gap-2">
          <label className={fieldClass.label}>
            {checkoutTexts.street}
            <input
              type="search"
              className={fieldClass.control}
              placeholder={checkoutTexts.streetPlaceholder}
              value={state.street}
              onChange={(event) => finder.setStreet(event.target.value)}
            />
          </label>
          {state.points.status === 'loading' && (
            <p role="status" className="text-sm text-gray-600">
              {checkoutTexts.pointsLoading}
            </p>
          )}
          {state.points.status === 'error' && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {state.points.message}
            </p>
          )}
          {state.points.status === 'ready' && (
            <>
              <p role="status" className="text-xs text-gray-600">
                {state.points.points.length === 0
                  ? checkoutTexts.noPointsInCity
                  : visiblePoints.length === 0
                    ? checkoutTexts.noPointsOnStreet
                    : checkoutTexts.pointsOfCity(state.city.city, visiblePoints.length, state.points.points.length)}
              </p>
              {visiblePoints.length > 0 && (
                <ul className="flex max-h-80 flex-col gap-2 overflow-auto" aria-label={checkoutTexts.finderTitle}>
                  {visiblePoints.map((point) => {
                    const chosen = point.code === chosenCode.trim();
                    return (
                      <li
                        key={point.code}
                        className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm ${
                          chosen ? 'border-brand bg-brand-light' : 'border-gray-200'
                        }`}
                      >
                        <div className="flex min-w-0 flex-col">
                          <span className="break-words font-semibold text-gray-900">{point.address}</span>
                          <span className="text-xs text-gray-700">
                            {checkoutTexts.pointTypes[point.type]} · {point.code}
                          </span>
                          {point.workTime && <span className="text-xs text-gray-600">{point.workTime}</span>}
                        </div>
                        <button
                          type="button"
                          className={chosen ? buttonClass.primary : buttonClass.secondary}
                          aria-pressed={chosen}
                          onClick={() => finder.choosePoint(point)}
                        >
                          {chosen ? checkoutTexts.pointChosen : checkoutTexts.choosePoint}
                          <span className="sr-only"> {checkoutTexts.pointOfButton(point.address)}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
