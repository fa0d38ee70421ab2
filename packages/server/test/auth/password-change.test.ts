import { routes } from '@stickers62/core/contract';
import { authServerTexts } from '@stickers62/core/texts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/auth/common-passwords.js';
import { ManualClock } from '../../src/clock.js';
import { login, signUp, testPassword, uniqueUsername } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

// The clock stands still unless a test moves it: the guessing delay never runs out by itself.
const clock = new ManualClock();
const testApp = useTestApp({ clock });
const inject = (options: InjectOptions) => testApp.app.inject(options);

const newPassword = 'lilac-ferry-quartz-91';

function changePassword(headers: { authorization: string }, currentPassword: string, next: string) {
  return inject({
    method: 'POST',
    url: routes.changePassword.path,
    headers,
    payload: { currentPassword, newPassword: next },
  });
}

describe('the common passwords list', () => {
  it('holds 10 000 passwords of 8 characters or more and matches without regard to case', () => {
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword(testPassword)).toBe(false);
    expect(isCommonPassword(newPassword)).toBe(false);
  });
});

describe('new passwords', () => {
  it.each(['12345678', 'password', 'Password1', 'iloveyou'])('refuses the common password %s', async (password) => {
    const reply = await inject({
      method: 'POST',
      url: routes.register.path,
      payload: { username: uniqueUsername(), password },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(authServerTexts.passwordTooCommon);
  });

  it('keeps the length rule first: a short password is too short, whatever the list says', async () => {
    const reply = await inject({
      method: 'POST',
      url: routes.register.path,
      payload: { username: uniqueUsername(), password: '1234567' },
    });
    expect(reply.json().message).toBe(authServerTexts.passwordTooShort);
  });
});

describe('change password', () => {
  it('needs the current password, then ends every other session and keeps the caller’s', async () => {
    const caller = await signUp(testApp.app);
    const elsewhere = await login(testApp.app, caller.username);

    const wrong = await changePassword(caller.headers, 'not-my-password', newPassword);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(authServerTexts.wrongCurrentPassword);
    const common = await changePassword(caller.headers, testPassword, 'qwerty123456');
    expect(common.json().message).toBe(authServerTexts.passwordTooCommon);
    const short = await changePassword(caller.headers, testPassword, 'short');
    expect(short.json().message).toBe(authServerTexts.passwordTooShort);

    const changed = await changePassword(caller.headers, testPassword, newPassword);
    expect(changed.statusCode).toBe(204);

    expect((await inject({ method: 'GET', url: routes.user.path, headers: caller.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: routes.user.path, headers: elsewhere.headers })).statusCode).toBe(401);
    const refreshElsewhere = await inject({
      method: 'POST',
      url: routes.refresh.path,
      headers: { cookie: elsewhere.cookie },
    });
    expect(refreshElsewhere.statusCode).toBe(401);
    const refreshCaller = await inject({
      method: 'POST',
      url: routes.refresh.path,
      headers: { cookie: caller.cookie },
    });
    expect(refreshCaller.statusCode).toBe(200);

    const oldPassword = await inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username: caller.username, password: testPassword },
    });
    expect(oldPassword.statusCode).toBe(401);
    await login(testApp.app, caller.username, newPassword);
  });

  it('slows guesses of the current password', async () => {
    const caller = await signUp(testApp.app);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await changePassword(caller.headers, `guess-number-${attempt}`, newPassword)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const waiting = await changePassword(caller.headers, testPassword, newPassword);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await changePassword(caller.headers, testPassword, newPassword)).statusCode).toBe(204);
  });

  it('needs a signed-in caller', async () => {
    const reply = await inject({
      method: 'POST',
      url: routes.changePassword.path,
      payload: { currentPassword: testPassword, newPassword },
    });
    expect(reply.statusCode).toBe(401);
  });
});
