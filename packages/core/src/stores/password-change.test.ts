import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { authServerTexts, profileTexts } from '../texts/index.js';
import { createPasswordChangeStore, emptyPasswordChange } from './password-change.js';

const changeRoute = 'POST /api/web/auth/change-password';

function setup(reply = json(204)) {
  const fake = createFakeFetch({ [changeRoute]: reply });
  const store = createPasswordChangeStore(createApiClient({ fetch: fake.fetch, createXhr: null }));
  const fill = (currentPassword: string, newPassword: string, repeatPassword = newPassword) => {
    store.setField('currentPassword', currentPassword);
    store.setField('newPassword', newPassword);
    store.setField('repeatPassword', repeatPassword);
  };
  return { fake, store, fill };
}

describe('password change store', () => {
  it('names every problem of the form under its field and sends nothing', async () => {
    const { fake, store, fill } = setup();
    fill('', 'short');
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().errors).toEqual({
      currentPassword: profileTexts.currentPasswordRequired,
      newPassword: authServerTexts.passwordTooShort,
    });
    fill('old-password', 'lilac-ferry-quartz-91', 'lilac-ferry-quartz-19');
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().errors).toEqual({ repeatPassword: profileTexts.passwordsDiffer });
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the current and the new password, then empties the form and says so', async () => {
    const { fake, store, fill } = setup();
    fill('old-password', 'lilac-ferry-quartz-91');
    expect(await store.submit()).toBe(true);
    expect(fake.callsTo(changeRoute)[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'lilac-ferry-quartz-91',
    });
    expect(store.$state.get()).toMatchObject({
      values: emptyPasswordChange,
      saving: false,
      alert: { tone: 'success', text: profileTexts.passwordChanged },
    });
  });

  it("shows the server's refusal, or the fallback when it sent none", async () => {
    const refused = setup(
      json(400, { statusCode: 400, error: 'Bad Request', message: authServerTexts.wrongCurrentPassword }),
    );
    refused.fill('not-it', 'lilac-ferry-quartz-91');
    expect(await refused.store.submit()).toBe(false);
    expect(refused.store.$state.get().alert).toEqual({ tone: 'error', text: authServerTexts.wrongCurrentPassword });
    // The typed passwords stay, so one can be corrected.
    expect(refused.store.$state.get().values.newPassword).toBe('lilac-ferry-quartz-91');

    const failed = setup(json(500));
    failed.fill('old-password', 'lilac-ferry-quartz-91');
    expect(await failed.store.submit()).toBe(false);
    expect(failed.store.$state.get().alert).toEqual({ tone: 'error', text: profileTexts.passwordChangeFailed });
  });
});
