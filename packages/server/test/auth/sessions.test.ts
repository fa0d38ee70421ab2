import { routes } from '@stickers62/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/app.js';
import { endRefreshGrace } from './test-support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const refresh = async (refreshToken: string) => {
  const reply = await testApp.app.inject({
    method: 'POST',
    url: routes.refresh.path,
    headers: { cookie: `refreshToken=${refreshToken}` },
  });
  const cookie = reply.cookies.find((entry) => entry.name === 'refreshToken')?.value;
  return { status: reply.statusCode, cookie, accessToken: reply.statusCode === 200 ? reply.json().accessToken : '' };
};

const userStatus = async (accessToken: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: routes.user.path,
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;

describe('concurrent refreshes with one cookie', () => {
  it.each([2, 5, 10])('%i at once all succeed with one successor, and the session stays', async (count) => {
    const session = await signUp(testApp.app);
    const answers = await Promise.all(Array.from({ length: count }, () => refresh(session.refreshToken)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const successors = new Set(answers.map((answer) => answer.cookie));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(session.refreshToken);
    for (const answer of answers) expect(await userStatus(answer.accessToken)).toBe(200);
    // The shared successor goes on working, and so does every access token handed out.
    const next = await refresh(successor ?? '');
    expect(next.status).toBe(200);
    expect(await userStatus(next.accessToken)).toBe(200);
    for (const answer of answers) expect(await userStatus(answer.accessToken)).toBe(200);
  });

  it('a late concurrent refresh gets the newest token when the chain moved on meanwhile', async () => {
    const session = await signUp(testApp.app);
    const first = await refresh(session.refreshToken);
    const second = await refresh(first.cookie ?? '');
    expect(second.status).toBe(200);
    const late = await refresh(session.refreshToken);
    expect(late).toMatchObject({ status: 200, cookie: second.cookie });
    expect(await userStatus(late.accessToken)).toBe(200);
  });

  it('reuse after the grace window revokes the family, successors and access tokens alike', async () => {
    const session = await signUp(testApp.app);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    await endRefreshGrace(testApp.app.db, session.refreshToken);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(first.cookie ?? '')).status).toBe(401);
    expect(await userStatus(first.accessToken)).toBe(401);
  });
});
