import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { orderIdOne } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { adminTexts } from '../../texts/index.js';
import { createCreateForClientStore } from './create-for-client.js';

const createKey = 'POST /api/web/admin/orders/create-for-client';
const reply = {
  orderId: orderIdOne,
  orderNumber: 77,
  accessLink: 'https://stickers62.test/?access_key=k',
  expiresAt: '2026-02-01T00:00:00.000Z',
};

function setup() {
  const fake = createFakeFetch({ [createKey]: json(201, reply) });
  return { fake, store: createCreateForClientStore(createApiClient({ fetch: fake.fetch, createXhr: null })) };
}

describe('order for a client', () => {
  it('creates the draft with trimmed fields and keeps the access link', async () => {
    const { fake, store } = setup();
    expect(await store.submit({ clientName: ' Анна ', vkLink: ' ', comment: 'Стикеры к фестивалю' })).toBe(true);
    expect(fake.callsTo(createKey)[0]?.body).toEqual({
      clientName: 'Анна',
      vkLink: null,
      comment: 'Стикеры к фестивалю',
    });
    expect(store.$state.get()).toEqual({ submitting: false, error: null, created: reply });
    store.reset();
    expect(store.$state.get().created).toBeNull();
  });

  it('asks nothing without a name and shows the failure text otherwise', async () => {
    const { fake, store } = setup();
    expect(await store.submit({ clientName: ' ', vkLink: '', comment: '' })).toBe(false);
    expect(fake.calls).toHaveLength(0);
    fake.routes[createKey] = json(500);
    expect(await store.submit({ clientName: 'Анна', vkLink: '', comment: '' })).toBe(false);
    expect(store.$state.get().error).toBe(adminTexts.createForClientFailed);
  });
});
