import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressFromLength, pickEncoding, sendCompressible } from '../../src/http/content-encoding.js';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('sendCompressible', () => {
  // Cyrillic, as the manager's list is: the threshold counts characters, the body is UTF-8.
  const long = JSON.stringify(Array.from({ length: 2000 }, (_, index) => ({ index, name: `Заказчик ${index}` })));
  const short = JSON.stringify({ name: 'Заказчик' });

  async function answer(text: string, acceptEncoding?: string) {
    const app = Fastify();
    app.get('/text', (request, reply) => {
      reply.type('application/json; charset=utf-8').header('vary', 'Origin');
      return sendCompressible(request, reply, text);
    });
    const response = await app.inject({
      method: 'GET',
      url: '/text',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    await app.close();
    return response;
  }

  it('compresses a long answer with what the client takes, the same text once decoded', async () => {
    expect(long.length).toBeGreaterThan(compressFromLength);
    const br = await answer(long, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(long);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(long) / 5);

    const gzip = await answer(long, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(long);
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sends a short answer, or one to a client that takes no encoding, as it is', async () => {
    for (const response of [await answer(short, 'gzip, br'), await answer(long), await answer(long, 'identity')]) {
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    expect((await answer(long)).body).toBe(long);
    expect((await answer(short, 'br')).body).toBe(short);
  });

  it('varies by Accept-Encoding beside what the reply varied by already, compressed or not', async () => {
    expect((await answer(long, 'br')).headers.vary).toBe('Origin, accept-encoding');
    expect((await answer(short)).headers.vary).toBe('Origin, accept-encoding');
  });
});
