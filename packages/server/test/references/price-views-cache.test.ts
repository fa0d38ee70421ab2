import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routes } from '@stickers62/core/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrylPrices, stickerPrices } from '../../src/db/schema.js';
import { loadAcrylPriceEntries, loadStickerPriceEntries } from '../../src/references/price-lists.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('cached price views', () => {
  it('answer an ETag, no-cache, and 304 with no body for a matching If-None-Match', async () => {
    for (const url of [routes.stickerPrices.path, routes.acrylPrices.path]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
    }
  });

  it('send the rows as they are now after a price is edited in the database', async () => {
    const before = await get(routes.stickerPrices.path);
    const [row] = await testApp.app.db.select().from(stickerPrices).orderBy(stickerPrices.id).limit(1);
    if (!row) throw new Error('no seeded sticker price');
    await testApp.app.db
      .update(stickerPrices)
      .set({ price: row.price + 7 })
      .where(eq(stickerPrices.id, row.id));

    const after = await get(routes.stickerPrices.path, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toEqual(await loadStickerPriceEntries(testApp.app.db));
    expect(after.body).not.toBe(before.body);
  });

  it('see a deleted acrylic price row', async () => {
    const before = (await get(routes.acrylPrices.path)).json();
    await testApp.app.db.execute(sql`delete from ${acrylPrices} where id = (select max(id) from ${acrylPrices})`);
    const after = (await get(routes.acrylPrices.path)).json();
    expect(after).toEqual(await loadAcrylPriceEntries(testApp.app.db));
    expect(after).not.toEqual(before);
  });

  it('are sent brotli or gzip compressed when the client accepts it, plain otherwise', async () => {
    const plain = await get(routes.acrylPrices.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await get(routes.acrylPrices.path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get(routes.acrylPrices.path, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
