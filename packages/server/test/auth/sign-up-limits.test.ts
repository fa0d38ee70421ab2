import { routes } from '@stickers62/core/contract';
import { authServerTexts, loginTexts } from '@stickers62/core/texts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { loginAs, orderForClient, testPassword, uniqueUsername } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * The per-address limits stop abuse only: sign-ups count accounts created, sign-ins count
 * failures, and every 429 says when to come back (Retry-After and the form's own text).
 * The clock stands still unless a test moves it.
 */
const clock = new ManualClock(Date.UTC(2030, 0, 1, 9));
const testApp = useTestApp({ clock, config: { addressLimits: { logins: 3, accessKeys: 2, signUps: 3 } } });

const minute = 60 * 1000;
let addresses = 0;
/** An address of its own per test, so the limits of one test do not reach another. */
const newAddress = () => `198.51.100.${++addresses}`;

const inject = (options: InjectOptions) => testApp.app.inject(options);
const register = (remoteAddress: string, username: string, password = testPassword) =>
  inject({ method: 'POST', url: routes.register.path, payload: { username, password }, remoteAddress });
const login = (remoteAddress: string, username: string, password: string) =>
  inject({ method: 'POST', url: routes.login.path, payload: { username, password }, remoteAddress });

describe('sign-up limit', () => {
  it('counts accounts created, not refused attempts', async () => {
    const address = newAddress();
    const taken = uniqueUsername();
    expect((await register(newAddress(), taken)).statusCode).toBe(201);
    // Typos and taken names, many more than the limit: none of them counts.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await register(address, uniqueUsername(), 'short')).statusCode).toBe(400);
      expect((await register(address, taken)).statusCode).toBe(409);
    }
    for (let account = 0; account < 3; account++) {
      expect((await register(address, uniqueUsername())).statusCode).toBe(201);
    }
    const refused = await register(address, uniqueUsername());
    expect(refused.statusCode).toBe(429);
    // Another address (another office) signs up as before.
    expect((await register(newAddress(), uniqueUsername())).statusCode).toBe(201);
  });

  it('says when to try again, in the sign-up form’s words', async () => {
    const address = newAddress();
    for (let account = 0; account < 3; account++) await register(address, uniqueUsername());
    const first = await register(address, uniqueUsername());
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('3600');
    expect(first.json().message).toBe('Слишком много регистраций с этого адреса. Попробуйте через 60 минут.');

    clock.advance(48 * minute);
    const later = await register(address, uniqueUsername());
    expect(later.headers['retry-after']).toBe('720');
    expect(later.json().message).toBe('Слишком много регистраций с этого адреса. Попробуйте через 12 минут.');
    clock.advance(11 * minute + 30_000);
    expect((await register(address, uniqueUsername())).json().message).toBe(
      'Слишком много регистраций с этого адреса. Попробуйте через 1 минуту.',
    );

    clock.advance(30_000);
    expect((await register(address, uniqueUsername())).statusCode).toBe(201);
  });
});

describe('sign-in limit per address', () => {
  it('counts failures, not people signing in', async () => {
    const address = newAddress();
    const username = uniqueUsername();
    await register(newAddress(), username);
    for (let signIn = 0; signIn < 5; signIn++) {
      expect((await login(address, username, testPassword)).statusCode).toBe(200);
    }
  });

  it('says when to try again, in the sign-in form’s words', async () => {
    const address = newAddress();
    // Other logins each time, so the growing delay of one login does not answer first.
    for (let failure = 0; failure < 3; failure++) {
      expect((await login(address, uniqueUsername(), 'wrong-password')).statusCode).toBe(401);
    }
    const refused = await login(address, uniqueUsername(), 'wrong-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json().message).toBe('Слишком много попыток входа с этого адреса. Попробуйте через 15 минут.');
    expect(refused.json().message).toBe(authServerTexts.signInsLimited(900));
  });

  it('says when to try again after wrong access keys, in the words of a sign-in by link', async () => {
    const address = newAddress();
    const manager = await loginAs(testApp.app, 'manager');
    const { key } = await orderForClient(testApp.app, manager);
    const withKey = (accessKey: string) =>
      inject({
        method: 'GET',
        url: `${routes.loginWithAccessKey.path}?accessKey=${accessKey}`,
        remoteAddress: address,
      });
    for (let guess = 0; guess < 2; guess++) {
      const wrong = await withKey(`guess${guess}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(loginTexts.invalidAccessKey);
    }
    clock.advance(3 * minute);
    const refused = await withKey(key ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(12 * 60));
    expect(refused.json().message).toBe(
      'Слишком много попыток входа по ссылке с этого адреса. Попробуйте через 12 минут.',
    );
    clock.advance(12 * minute);
    expect((await withKey(key ?? '')).statusCode).toBe(200);
  });
});
