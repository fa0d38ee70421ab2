import { type FakeHttpServer, startFakeHttpServer } from '../fake-http-server.js';

export interface SentMessage {
  peerId: number;
  randomId: number;
  message: string;
}

export interface FakeVkApi extends FakeHttpServer {
  /** Messages VK accepted (a repeated random_id for the same peer is not delivered twice). */
  delivered: SentMessage[];
  /** Peers that have not allowed the community to message them. */
  blockedPeers: Set<number>;
  /** The next request is handled, but its answer comes this late. */
  slowNext(delayMs: number): void;
}

/** A local api.vk.com for `messages.send`: token and version checks, VK's error shape, random_id dedupe. */
export async function startFakeVkApi(groupToken: string): Promise<FakeVkApi> {
  const delivered: SentMessage[] = [];
  const blockedPeers = new Set<number>();
  let delayNext = 0;
  const server = await startFakeHttpServer((request) => {
    const delayMs = delayNext;
    delayNext = 0;
    const form = new URLSearchParams(request.body);
    const vkError = (code: number, text: string) => ({
      status: 200,
      body: { error: { error_code: code, error_msg: text } },
      delayMs,
    });
    if (request.path !== '/messages.send') return vkError(3, 'Unknown method passed');
    if (form.get('access_token') !== groupToken) return vkError(5, 'User authorization failed: invalid access_token');
    if (!form.get('v')) return vkError(8, 'Invalid request: v is required');
    const peerId = Number(form.get('peer_id'));
    const randomId = Number(form.get('random_id'));
    if (!Number.isInteger(randomId) || !form.has('random_id'))
      return vkError(100, 'One of the parameters specified was missing or invalid: random_id is required');
    if (blockedPeers.has(peerId)) return vkError(901, "Can't send messages for users without permission");
    const duplicate = delivered.find((m) => m.peerId === peerId && m.randomId === randomId);
    if (!duplicate) delivered.push({ peerId, randomId, message: form.get('message') ?? '' });
    return { status: 200, body: { response: delivered.length }, delayMs };
  });
  return {
    ...server,
    delivered,
    blockedPeers,
    slowNext(delayMs) {
      delayNext = delayMs;
    },
  };
}
