import { createFakeFetch, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import { layoutEntries } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createLayoutPickerStore } from './layout-picker.js';

const path = 'GET /api/web/stickers/recent-items';

/** A picker whose n-th request is answered by `replies[n]` (the last one again after them). */
function pickerWith(replies: FakeReply[]) {
  let request = 0;
  const fake = createFakeFetch({ [path]: () => replies[Math.min(request++, replies.length - 1)] as FakeReply });
  const client = createApiClient({ fetch: fake.fetch, createXhr: null, log: vi.fn() });
  return { store: createLayoutPickerStore(client, 'stickers'), fake };
}

describe('layout picker store', () => {
  it('loads pages of 50 one after another and stops after a short page', async () => {
    const { store, fake } = pickerWith([json(200, layoutEntries(50, 0)), json(200, layoutEntries(3, 50))]);
    await store.open();
    await store.loadMore();
    await store.loadMore();
    expect(store.$state.get().entries).toHaveLength(53);
    expect(store.$state.get().hasMore).toBe(false);
    expect(fake.callsTo(path).map((call) => call.url.searchParams.get('skip'))).toEqual(['0', '50']);
  });

  it('keeps the list after a failed page and asks the same page again on retry', async () => {
    const { store, fake } = pickerWith([
      json(200, layoutEntries(50, 0)),
      json(500, { message: 'База недоступна' }),
      json(200, layoutEntries(2, 50)),
    ]);
    await store.open();
    await store.loadMore();
    expect(store.$state.get()).toMatchObject({ failed: true, shopOnly: false, hasMore: false });
    expect(store.$state.get().entries).toHaveLength(50);
    await store.retry();
    expect(store.$state.get()).toMatchObject({ failed: false, hasMore: false });
    expect(store.$state.get().entries).toHaveLength(52);
    expect(fake.callsTo(path).map((call) => call.url.searchParams.get('skip'))).toEqual(['0', '50', '50']);
  });

  it('selects a layout with its count clamped to at least 1, and hands the selection over', async () => {
    const { store } = pickerWith([json(200, layoutEntries(2, 0))]);
    await store.open();
    const [first] = store.$state.get().entries;
    if (!first) throw new Error('no entry');
    store.toggle(first);
    store.setQuantity(first, 0);
    expect(store.picked()).toEqual([{ ...first, count: 1 }]);
    store.toggle(first);
    expect(store.picked()).toEqual([]);
  });
});
