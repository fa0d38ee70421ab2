import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage.js';
import { createColumnPreferences, defaultVisibleColumns, visibleColumnsStorageKey } from './columns.js';
import { completeFilters } from './filters.js';
import { createSavedViewsStore, savedViewsStorageKey } from './saved-views.js';

describe('saved filter views', () => {
  it('saves named views in storage, sorted, replacing a view of the same name', () => {
    const storage = memoryStorage();
    const views = createSavedViewsStore(storage);
    expect(views.save(' Срочные ', { isUrgent: 'true' })).toBe(true);
    expect(views.save('Акрил', { itemsType: 'hasAcryl' })).toBe(true);
    expect(views.save('Срочные', { isUrgent: 'true', isPayed: 'false' })).toBe(true);
    expect(views.$views.get().map((view) => view.name)).toEqual(['Акрил', 'Срочные']);
    expect(views.$views.get()[1]?.filters).toEqual(completeFilters({ isUrgent: 'true', isPayed: 'false' }));

    const reopened = createSavedViewsStore(storage);
    expect(reopened.$views.get()).toEqual(views.$views.get());
    reopened.remove('Акрил');
    expect(
      createSavedViewsStore(storage)
        .$views.get()
        .map((view) => view.name),
    ).toEqual(['Срочные']);
  });

  it('refuses an empty name or an empty filter set', () => {
    const views = createSavedViewsStore(memoryStorage());
    expect(views.save('  ', { isUrgent: 'true' })).toBe(false);
    expect(views.save('Все', {})).toBe(false);
    expect(views.$views.get()).toEqual([]);
  });

  it('survives broken storage and drops invalid stored values', () => {
    expect(createSavedViewsStore(memoryStorage({ [savedViewsStorageKey]: '{not json' })).$views.get()).toEqual([]);
    const stored = JSON.stringify([{ name: 'x', filters: { orderNumber: 'abc', status: 'Создан' } }, { name: 3 }]);
    const views = createSavedViewsStore(memoryStorage({ [savedViewsStorageKey]: stored })).$views.get();
    expect(views).toEqual([{ name: 'x', filters: completeFilters({ status: 'Создан' }) }]);
  });
});

describe('column preferences', () => {
  it('toggles columns in table order, keeps them, and never hides the order number', () => {
    const storage = memoryStorage();
    const columns = createColumnPreferences(storage);
    expect(columns.$visible.get()).toEqual(defaultVisibleColumns);
    columns.toggle('comment');
    expect(columns.$visible.get()).not.toContain('comment');
    columns.toggle('deliveryCost');
    const shown = columns.$visible.get();
    expect(shown.indexOf('deliveryCost')).toBeLessThan(shown.indexOf('orderCost'));
    columns.toggle('orderNumber');
    expect(columns.$visible.get()).toContain('orderNumber');
    expect(createColumnPreferences(storage).$visible.get()).toEqual(shown);
    columns.reset();
    expect(columns.$visible.get()).toEqual(defaultVisibleColumns);
    expect(storage.getItem(visibleColumnsStorageKey)).toBeNull();
  });

  it('falls back to the defaults on unknown stored columns', () => {
    const storage = memoryStorage({ [visibleColumnsStorageKey]: '["nope"]' });
    expect(createColumnPreferences(storage).$visible.get()).toEqual(defaultVisibleColumns);
  });
});
