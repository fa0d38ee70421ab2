import { useStore } from '@nanostores/react';
import { countActiveFilters, type OrderListFilters, type SavedViewsStore } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts } from '@stickers62/core/texts';
import { type FormEvent, useState } from 'react';
import { buttonClass, fieldClass } from '../../ui/classes';
import { compact } from './compact';

export interface SavedViewsProps {
  store: SavedViewsStore;
  filters: OrderListFilters;
  onChoose: (filters: OrderListFilters) => void;
}

/** Named filter sets of this browser: choose one, save the current filters, remove one. */
export function SavedViews({ store, filters, onChoose }: SavedViewsProps) {
  const views = useStore(store.$views);
  const [name, setName] = useState('');
  const canSave = countActiveFilters(filters) > 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (store.save(name, filters)) setName('');
  };
  return (
    <details className="relative">
      <summary className={`${compact.secondary} cursor-pointer list-none`}>{adminTexts.savedViews}</summary>
      <div className="absolute left-0 z-30 mt-1 flex w-72 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
        {views.length > 0 && (
          <ul className="flex flex-col gap-1">
            {views.map((view) => (
              <li key={view.name} className="flex items-center justify-between gap-2">
                <button
                  type="button"
                  className="truncate text-left text-sm text-brand underline"
                  onClick={() => onChoose(view.filters)}
                >
                  {view.name}
                </button>
                <button
                  type="button"
                  className={buttonClass.icon}
                  aria-label={adminFormTexts.removeView(view.name)}
                  onClick={() => store.remove(view.name)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="flex gap-2" onSubmit={save}>
          <input
            className={`${fieldClass.control} min-w-0 flex-1`}
            aria-label={adminFormTexts.viewName}
            placeholder={adminFormTexts.viewName}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={!canSave}
          />
          <button type="submit" className={buttonClass.secondary} disabled={!canSave || name.trim() === ''}>
            {adminTexts.saveView}
          </button>
        </form>
      </div>
    </details>
  );
}
