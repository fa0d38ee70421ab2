import { proofTexts } from '@stickers62/core/texts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSubmittedEvent } from '../../../src/notifier.js';
import { sandboxProvidersConfig } from '../../../src/providers/config.js';
import { createManagerNotifier } from '../../../src/providers/notifier/index.js';
import { createVkMessagesNotifier, proofMessage, vkApiVersion } from '../../../src/providers/notifier/vk-messages.js';
import { type FakeVkApi, startFakeVkApi } from './fake-vk-api.js';

const groupToken = 'vk1.a.group-token';
const event: OrderSubmittedEvent = {
  orderId: '6c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  orderNumber: 105,
  clientName: 'Иван Петров',
  cost: 2450,
  stickersCount: 2,
  acrylCount: 1,
};

let fake: FakeVkApi;
beforeAll(async () => {
  fake = await startFakeVkApi(groupToken);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.delivered.length = 0;
  fake.blockedPeers.clear();
});

const notifier = (overrides: Partial<Parameters<typeof createVkMessagesNotifier>[0]> = {}) =>
  createVkMessagesNotifier({
    apiUrl: fake.url,
    groupToken,
    peerIds: [111, 222],
    publicUrl: 'https://stickers62.test',
    timeoutMs: 2000,
    ...overrides,
  });

describe('VK community message notifier against the fake VK API', () => {
  it('sends each manager the order number and link with the group token, random_id and v=5.199', async () => {
    await notifier().orderSubmitted(event);

    expect(fake.delivered.map((m) => m.peerId)).toEqual([111, 222]);
    const text = fake.delivered[0]?.message ?? '';
    expect(text).toContain('№105');
    expect(text).toContain('Иван Петров');
    // The link opens the order's edit dialog for the manager, not the customer's page.
    expect(text).toContain(`https://stickers62.test/admin?order=${event.orderId}`);
    const form = new URLSearchParams(fake.requests[0]?.body);
    expect(form.get('v')).toBe(vkApiVersion);
    expect(form.get('access_token')).toBe(groupToken);
    expect(Number(form.get('random_id'))).toBeGreaterThan(0);
  });

  it('still tells the other managers when one has blocked messages, then reports the failure', async () => {
    fake.blockedPeers.add(111);
    await expect(notifier().orderSubmitted(event)).rejects.toThrow(/111: .*901/);
    expect(fake.delivered.map((m) => m.peerId)).toEqual([222]);
  });

  it('sends other order news as its lines and the edit dialog link', async () => {
    await notifier({ peerIds: [111] }).orderNews({
      orderId: event.orderId,
      orderNumber: 105,
      lines: ['Заказ №105 оплачен: 2 450 ₽', 'Клиент: Иван Петров'],
      link: `https://stickers62.test/admin?order=${event.orderId}`,
    });
    expect(fake.delivered.map((m) => m.message)).toEqual([
      `Заказ №105 оплачен: 2 450 ₽\nКлиент: Иван Петров\nОткрыть заказ: https://stickers62.test/admin?order=${event.orderId}`,
    ]);
  });

  it('reports a wrong token', async () => {
    await expect(notifier({ groupToken: 'wrong', peerIds: [111] }).orderSubmitted(event)).rejects.toThrow(/error 5/);
  });

  it('repeats a message whose answer was lost with the same random_id, so it arrives once', async () => {
    fake.slowNext(2000);
    await notifier({ peerIds: [111], timeoutMs: 500 }).orderSubmitted(event);
    expect(fake.requests).toHaveLength(2);
    const ids = fake.requests.map((r) => new URLSearchParams(r.body).get('random_id'));
    expect(ids[0]).toBe(ids[1]);
    expect(fake.delivered).toHaveLength(1);
  });
});

describe('createManagerNotifier', () => {
  const log = { info: vi.fn() } as unknown as FastifyBaseLogger;

  it('writes to the log when VK messages are not configured', async () => {
    await createManagerNotifier(undefined, 'https://stickers62.test', log).orderSubmitted(event);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ orderNumber: 105 }),
      expect.stringContaining('105'),
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('messages the managers when a group token and peers are configured', async () => {
    const config = { ...sandboxProvidersConfig(), vkNotifier: { groupToken, peerIds: [333], apiUrl: fake.url } };
    await createManagerNotifier(config, 'https://stickers62.test', log).orderSubmitted(event);
    expect(fake.delivered.map((m) => m.peerId)).toEqual([333]);
  });
});

describe('proof messages', () => {
  const base = { orderId: 'f3b1c1de-8f0a-4c9e-9a57-0d3a1c2b4e5f', orderNumber: 12, customerVkId: null };

  it('tells the customer where to see the proof, and the managers the answer with its comment', () => {
    expect(proofMessage({ ...base, kind: 'sent', comment: null }, 'https://shop.test/')).toBe(
      `${proofTexts.notifyReady(12)}\n${proofTexts.notifyLink(`https://shop.test/order/${base.orderId}/payment`)}`,
    );
    expect(proofMessage({ ...base, kind: 'changes', comment: 'Фон белый' }, 'https://shop.test')).toBe(
      [proofTexts.notifyChanges(12), 'Фон белый', `Открыть заказ: https://shop.test/admin?order=${base.orderId}`].join(
        '\n',
      ),
    );
  });
});
