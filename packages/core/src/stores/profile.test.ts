import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import type { ClientProfile } from '../contract/client.js';
import { profileTexts } from '../texts/index.js';
import { createProfileStore, profileFormValues, profileFromForm } from './profile.js';

const saved: ClientProfile = {
  receiptEmail: 'anna@example.ru',
  receiptFio: 'Анна Иванова',
  address: null,
  postIndex: '390000',
  cdekPvzCode: null,
  phoneNumber: '79101234567',
  vkLink: null,
};

function setup(routes: Parameters<typeof createFakeFetch>[0] = {}) {
  const fake = createFakeFetch({
    'GET /api/web/client/information': json(200, saved),
    'GET /api/web/client': json(200, { name: 'Анна', receiptEmail: null }),
    'POST /api/web/client/information': json(204),
    ...routes,
  });
  const store = createProfileStore(createApiClient({ fetch: fake.fetch, createXhr: null }));
  return { fake, store };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('profile form values', () => {
  it('formats the saved phone and sends digits only, empty fields as null', () => {
    const values = profileFormValues(saved);
    expect(values.phoneNumber).toBe('+7 (910) 123 45 67');
    expect(values.address).toBe('');
    const profile = profileFromForm({ ...values, phoneNumber: '8 (910) 123-45-67', address: '  ' });
    expect(profile.phoneNumber).toBe('79101234567');
    expect(profile.address).toBeNull();
    expect(profile.receiptFio).toBe('Анна Иванова');
  });
});

describe('profile store', () => {
  it('loads the profile and the client name', async () => {
    const { store } = setup();
    await store.load();
    expect(store.$state.get().clientName).toBe('Анна');
    expect(store.$state.get().values.receiptEmail).toBe('anna@example.ru');
  });

  it('keeps what was typed before the saved profile arrived', async () => {
    let arrive: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { store } = setup({
      'GET /api/web/client/information': async () => {
        await late;
        return json(200, saved);
      },
    });
    const loading = store.load();
    store.setField('receiptEmail', 'anna@');
    arrive();
    await loading;
    const { values } = store.$state.get();
    expect(values.receiptEmail).toBe('anna@');
    expect(values.receiptFio).toBe('Анна Иванова');
    expect(await store.save()).toBe(false);
    expect(store.$state.get().errors.receiptEmail).toBe(profileTexts.invalidEmail);
  });

  it('shows the load failure for 5 seconds', async () => {
    vi.useFakeTimers();
    const { store } = setup({ 'GET /api/web/client/information': json(500) });
    await store.load();
    expect(store.$state.get().alert).toEqual({ tone: 'error', text: profileTexts.loadFailed });
    vi.advanceTimersByTime(4999);
    expect(store.$state.get().alert).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.$state.get().alert).toBeNull();
  });

  it('formats the phone as it is typed, at most 11 digits', () => {
    const { store } = setup();
    store.setField('phoneNumber', '891012345678999');
    expect(store.$state.get().values.phoneNumber).toBe('+7 (910) 123 45 67');
  });

  it('refuses to save a bad e-mail or a short phone and names the field', async () => {
    const { store, fake } = setup();
    store.setField('receiptEmail', 'anna@');
    store.setField('phoneNumber', '12345');
    expect(await store.save()).toBe(false);
    expect(store.$state.get().errors).toEqual({
      receiptEmail: profileTexts.invalidEmail,
      phoneNumber: profileTexts.invalidPhone,
    });
    expect(fake.callsTo('POST /api/web/client/information')).toHaveLength(0);
    store.setField('receiptEmail', 'anna@example.ru');
    expect(store.$state.get().errors).toEqual({ phoneNumber: profileTexts.invalidPhone });
  });

  it('saves digits and announces success, or the save failure', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(await store.save()).toBe(true);
    expect(fake.callsTo('POST /api/web/client/information')[0]?.body).toEqual(saved);
    expect(store.$state.get().alert).toEqual({ tone: 'success', text: profileTexts.saved });

    fake.routes['POST /api/web/client/information'] = json(500);
    expect(await store.save()).toBe(false);
    expect(store.$state.get().alert).toEqual({ tone: 'error', text: profileTexts.saveFailed });
    store.dispose();
  });
});
