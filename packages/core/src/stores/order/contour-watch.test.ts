import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import type { ContourResult } from '../../contract/contour.js';
import { watchContour } from './contour-watch.js';

const target = { orderId: orderIdA, kind: 'stickers', itemName: 'Котики' } as const;
const path = `GET /api/web/files/${orderIdA}/stickers/%D0%9A%D0%BE%D1%82%D0%B8%D0%BA%D0%B8/contour`;
const box = { widthMm: 54, heightMm: 54, bleedMm: 2, nodes: 0, findings: [] };
const pending: ContourResult = { ...box, status: 'pending', pathMm: '' };
const ready: ContourResult = { ...box, status: 'ready', pathMm: 'M5 27L27 5 49 27 27 49Z', nodes: 4 };

afterEach(() => vi.useRealTimers());

describe('contour watch', () => {
  it('asks again for a pending contour until it is traced, then stops', async () => {
    vi.useFakeTimers();
    const answers = [pending, ready];
    const fake = createFakeFetch({ [path]: () => json(200, answers.shift() ?? ready) });
    const watch = watchContour(createApiClient({ fetch: fake.fetch, createXhr: null }), target, pending, {
      intervalMs: 1000,
      attempts: 5,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.$contour.get()?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.$contour.get()).toEqual(ready);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.callsTo(path)).toHaveLength(2);
    expect(fake.calls[0]?.url.searchParams.get('format')).toBe('json');
  });

  it('gives up after its attempts, and asks nothing for a contour already traced', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch({ [path]: json(200, pending) });
    const api = createApiClient({ fetch: fake.fetch, createXhr: null });
    watchContour(api, target, pending, { intervalMs: 1000, attempts: 3 });
    watchContour(api, target, ready, { intervalMs: 1000, attempts: 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.callsTo(path)).toHaveLength(3);
  });

  it('stops asking once stopped', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch({ [path]: json(200, pending) });
    const watch = watchContour(createApiClient({ fetch: fake.fetch, createXhr: null }), target, pending);
    watch.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(0);
  });
});
