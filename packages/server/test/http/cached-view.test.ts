import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCachedView, matchesEtag } from '../../src/http/cached-view.js';

describe('matchesEtag', () => {
  it('matches one of a list, weak forms and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('createCachedView', () => {
  it('loads again only when the change marker moves, once for simultaneous requests', async () => {
    let marker = 'v1';
    let loads = 0;
    const app = Fastify();
    const view = createCachedView({
      load: async () => {
        loads += 1;
        return { marker, loads };
      },
      serialize: (value) => JSON.stringify(value),
      changeMarker: async () => marker,
    });
    app.get('/view', view);

    const first = await Promise.all([1, 2, 3, 4].map(() => app.inject({ method: 'GET', url: '/view' })));
    expect(loads).toBe(1);
    expect(new Set(first.map((reply) => reply.body))).toEqual(new Set(['{"marker":"v1","loads":1}']));
    await app.inject({ method: 'GET', url: '/view' });
    expect(loads).toBe(1);

    marker = 'v2';
    const changed = await app.inject({ method: 'GET', url: '/view' });
    expect(loads).toBe(2);
    expect(changed.json()).toEqual({ marker: 'v2', loads: 2 });
    expect(changed.headers.etag).not.toBe(first[0]?.headers.etag);
    await app.close();
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let fail = true;
    const app = Fastify();
    app.get(
      '/view',
      createCachedView({
        load: async () => {
          if (fail) throw new Error('database away');
          return [1];
        },
        serialize: (value) => JSON.stringify(value),
        changeMarker: async () => 'same',
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/view' })).statusCode).toBe(500);
    fail = false;
    expect((await app.inject({ method: 'GET', url: '/view' })).body).toBe('[1]');
    await app.close();
  });
});
