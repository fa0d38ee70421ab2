import { type EmulatedVkUser, VkIdEmulator } from '../../../src/providers/vkid/emulator.js';
import { type FakeHttpServer, startFakeHttpServer } from '../fake-http-server.js';

export interface FakeVkId extends FakeHttpServer {
  /** Plays the browser and the person: runs authorize and returns the redirect's query. */
  authorize(query: Record<string, string>, user: EmulatedVkUser): URLSearchParams;
  slowNext(delayMs: number): void;
}

/**
 * A local id.vk.com: `/oauth2/auth` and `/oauth2/user_info` take their fields from the form
 * body and the query string alike, as VK does (the web SDK sends all but `code` in the query).
 */
export async function startFakeVkId(clientId: string): Promise<FakeVkId> {
  const emulator = new VkIdEmulator(clientId);
  let delayNext = 0;
  const server = await startFakeHttpServer((request) => {
    const delayMs = delayNext;
    delayNext = 0;
    const fields = new URLSearchParams(request.query);
    for (const [name, value] of new URLSearchParams(request.body)) fields.set(name, value);
    if (request.method === 'POST' && request.path === '/oauth2/auth') return { ...emulator.exchange(fields), delayMs };
    if (request.method === 'POST' && request.path === '/oauth2/user_info')
      return { ...emulator.userInfo(fields), delayMs };
    return { status: 404, body: { error: 'not_found' } };
  });
  return {
    ...server,
    authorize(query, user) {
      const result = emulator.authorize(new URLSearchParams(query), user);
      if ('error' in result) throw new Error(result.error);
      return new URL(result.redirect).searchParams;
    },
    slowNext(delayMs) {
      delayNext = delayMs;
    },
  };
}
