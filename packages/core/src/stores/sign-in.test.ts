import { createFakeFetch, json, type RecordedCall } from '@stickers62/testkit/fake-fetch';
import { customer, temporaryCustomer } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { loginTexts } from '../texts/index.js';
import { createSessionStore } from './session.js';
import { createSignInStore } from './sign-in.js';
import { memoryStorage } from './storage.js';

const credentials = { username: 'anna', password: 'secret-123' };
const users: Record<string, typeof customer> = { good: customer, temp: temporaryCustomer };

function setup(search = '') {
  const fake = createFakeFetch({
    'GET /api/auth/verify': (call: RecordedCall) => {
      const user = users[call.headers.authorization?.replace('Bearer ', '') ?? ''];
      return user ? json(200, user) : json(401);
    },
    'POST /api/auth/refresh': json(401),
    'GET /api/web/auth/check-account': json(200, { hasAccount: false }),
  });
  const api = createApiClient({ fetch: fake.fetch, createXhr: null });
  const session = createSessionStore({ api, storage: memoryStorage() });
  const openUrl = vi.fn();
  const screen = () => createSignInStore(session, search, openUrl);
  return { fake, session, openUrl, screen };
}

describe('sign-in screen', () => {
  it('opens on sign-in, and on the VK ID failure when the address says so', async () => {
    const plain = setup().screen();
    await vi.waitFor(() => expect(plain.$view.get()).toMatchObject({ kind: 'form', mode: 'login', error: null }));
    const failed = setup('?error=vk_auth_failed').screen();
    expect(failed.$view.get()).toMatchObject({ kind: 'form', error: loginTexts.vkCallbackError });
  });

  it('signs in and then hands over to the home page', async () => {
    const { fake, screen } = setup();
    fake.routes['POST /api/auth/login'] = json(200, { token: 'good', refreshToken: 'r' });
    const signIn = screen();
    await signIn.submit('login', credentials);
    expect(signIn.$view.get()).toEqual({ kind: 'leave', next: null });
  });

  it('hands over to the same-site path the login address named, and ignores another site', async () => {
    const returning = setup('?next=%2Fcart');
    returning.fake.routes['POST /api/auth/login'] = json(200, { token: 'good', refreshToken: 'r' });
    const toCart = returning.screen();
    await toCart.submit('login', credentials);
    expect(toCart.$view.get()).toEqual({ kind: 'leave', next: '/cart' });

    const crafted = setup('?next=%2F%2Fevil.example');
    crafted.fake.routes['POST /api/auth/login'] = json(200, { token: 'good', refreshToken: 'r' });
    const toHome = crafted.screen();
    await toHome.submit('login', credentials);
    expect(toHome.$view.get()).toEqual({ kind: 'leave', next: null });
  });

  it("shows the session's failure, and clears it when the mode changes", async () => {
    const { fake, screen } = setup();
    fake.routes['POST /api/auth/login'] = json(401, { message: 'Неверный логин или пароль' });
    const signIn = screen();
    await signIn.submit('login', credentials);
    const view = signIn.$view.get();
    expect(view.kind === 'form' && view.error).toBeTruthy();
    signIn.changeMode('register');
    expect(signIn.$view.get()).toMatchObject({ kind: 'form', mode: 'register', error: null });
  });

  it('turns to sign-in with the notice after a registration', async () => {
    const { fake, screen } = setup('?mode=register');
    fake.routes['POST /api/auth/register'] = json(201, { id: 9, username: 'anna' });
    const signIn = screen();
    expect(signIn.$view.get()).toMatchObject({ mode: 'register' });
    await signIn.submit('register', credentials);
    expect(signIn.$view.get()).toMatchObject({ kind: 'form', mode: 'login', notice: loginTexts.registered });
  });

  it('creates the permanent account from a temporary session and keeps the success in view', async () => {
    const { fake, session, screen } = setup('?mode=convert');
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    await session.loginWithAccessKey('key-1');
    const signIn = screen();
    await vi.waitFor(() =>
      expect(signIn.$view.get()).toMatchObject({ kind: 'form', mode: 'convert', canCreatePermanent: true }),
    );

    fake.routes['POST /api/web/auth/convert-to-account'] = json(409);
    await signIn.submit('convert', credentials);
    expect(signIn.$view.get()).toMatchObject({ kind: 'form', mode: 'convert', error: '409 Ошибка создания аккаунта' });

    fake.routes['POST /api/web/auth/convert-to-account'] = json(200, { token: 'good', refreshToken: 'r' });
    await signIn.submit('convert', credentials);
    expect(signIn.$view.get()).toEqual({ kind: 'converted', notice: loginTexts.accountCreated });
  });

  it('shows why it cannot leave for VK ID', async () => {
    const { fake, openUrl, screen } = setup();
    const signIn = screen();
    fake.routes['GET /api/web/auth/vkauth-params'] = json(500, {});
    await signIn.startVk();
    expect(signIn.$view.get()).toMatchObject({ kind: 'form', error: loginTexts.vkUnknownError });
    expect(openUrl).not.toHaveBeenCalled();
  });
});
