import {
  buildPath,
  type NewFilmReply,
  routes,
  type StickerCalculatorLookups,
  type StickerPriceEntry,
} from '@stickers62/core/contract';
import { stickerItemCost } from '@stickers62/core/pricing';
import { filmTexts, serverTexts, typedTextTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { filmTypes, stickerPrices } from '../../src/db/schema.js';
import { readReferenceRevision } from '../../src/references/reference-cache.js';
import { loginAs, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
const eqFilm = (film: string) => eq(stickerPrices.filmType, film);
let admin: TestSession;
let manager: TestSession;
let customer: TestSession;

beforeAll(async () => {
  admin = await loginAs(testApp.app, 'admin');
  manager = await loginAs(testApp.app, 'manager');
  customer = await loginAs(testApp.app, 'customer');
});

const addFilm = (payload: unknown, session: TestSession | null = admin) =>
  testApp.app.inject({
    method: routes.addFilm.method,
    url: routes.addFilm.path,
    headers: session?.headers ?? {},
    payload: payload as object,
  });

/** Every film and sticker price row, and the revision the cached views follow. */
const referenceState = async () => ({
  films: await testApp.app.db.select().from(filmTypes).orderBy(asc(filmTypes.name)),
  prices: await testApp.app.db.select().from(stickerPrices).orderBy(asc(stickerPrices.id)),
  revision: await readReferenceRevision(testApp.app.db),
});

const lookups = async (): Promise<StickerCalculatorLookups> => {
  const reply = await testApp.app.inject({ method: 'GET', url: routes.stickerCalculatorLookups.path });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

/** A price row without its film: what the copy of another film's row keeps. */
const priceKey = (row: typeof stickerPrices.$inferSelect) =>
  `${row.cuttingType}|${row.laminationType}|${row.minCount}|${row.format}`;

/** `price` × `factor` rounded to whole rubles, halves up, in whole kopecks (no binary fractions). */
const scaled = (price: number, factor: number) =>
  Math.floor((Math.round(price * 100) * Math.round(factor * 1000) + 50_000) / 100_000);

/** The rows of `film`, keyed without the film: what another film's copy must match. */
const rowsOf = (entries: readonly StickerPriceEntry[], film: string) =>
  entries
    .filter((entry) => entry.filmType === film)
    .map(({ filmType: _film, ...row }) => row)
    .sort((a, b) => `${a.cuttingType}${a.laminationType}`.localeCompare(`${b.cuttingType}${b.laminationType}`));

describe('adding a sticker film with its prices (POST /api/web/admin/films)', () => {
  it('is for the administrator only: a guest gets 401, a customer and a manager 403, nothing changes', async () => {
    const before = await referenceState();
    const body = { name: 'Светоотражающая', pricedLike: 'Белая глянцевая' };
    expect((await addFilm(body, null)).statusCode).toBe(401);
    for (const session of [customer, manager]) {
      const reply = await addFilm(body, session);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toMatch(/[А-Яа-я]/);
    }
    expect(await referenceState()).toEqual(before);
  });

  it('copies every price row of the film it is priced like × factor, and the calculator and a save use them', async () => {
    const base = 'Белая глянцевая';
    const film = 'Светоотражающая';
    // Read once first, so the cached answer is there to go stale.
    const earlier = await lookups();
    expect(earlier.filmTypes).not.toContain(film);
    const baseRows = await testApp.app.db.select().from(stickerPrices).where(eqFilm(base));

    const reply = await addFilm({ name: film, pricedLike: base, factor: 1.3 });
    expect(reply.statusCode).toBe(201);
    const added = reply.json() as NewFilmReply;
    expect(added.name).toBe(film);
    expect(added.enabled).toBe(true);

    // One row per row of the base film, each price × 1.3 rounded to whole rubles.
    const rows = await testApp.app.db.select().from(stickerPrices).where(eqFilm(film));
    expect(rows).toHaveLength(baseRows.length);
    const expected = new Map(baseRows.map((row) => [priceKey(row), scaled(row.price, 1.3)]));
    for (const row of rows) expect([priceKey(row), row.price]).toEqual([priceKey(row), expected.get(priceKey(row))]);
    expect(rows.every((row) => Number.isInteger(row.price))).toBe(true);

    // The sticker calculator's lookups (the element's one read) list the film last and its rows.
    const now = await lookups();
    expect(now.filmTypes).toEqual([...earlier.filmTypes, film]);
    expect(rowsOf(now.prices, film)).toEqual(rowsOf(added.prices, film));
    expect(rowsOf(now.prices, film).length).toBe(rowsOf(now.prices, base).length);

    // A customer's sticker item on the new film is priced by the server from the new rows.
    const body = stickerItemBody({ filmType: film });
    const saved = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: '0' }),
      headers: customer.headers,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const cost = stickerItemCost(body, body.count, now.prices);
    expect(cost).toBeGreaterThan(stickerItemCost({ ...body, filmType: base }, body.count, now.prices));
    expect(saved.json().cost).toBe(cost);
  });

  it('adds a film the calculators do not offer yet when enabled is false, priced at factor 1 by default', async () => {
    const reply = await addFilm({ name: 'Крафт плотный', pricedLike: 'Крафт', enabled: false });
    expect(reply.statusCode).toBe(201);
    const rows = await testApp.app.db.select().from(stickerPrices).where(eqFilm('Крафт плотный'));
    const kraft = await testApp.app.db.select().from(stickerPrices).where(eqFilm('Крафт'));
    // Whole rubles at factor 1 too: a 50-kopeck price rounds up (decision 0230).
    const byKey = (list: typeof rows) => Object.fromEntries(list.map((row) => [priceKey(row), row.price]));
    expect(byKey(rows)).toEqual(
      Object.fromEntries(Object.entries(byKey(kraft)).map(([k, price]) => [k, scaled(price, 1)])),
    );
    expect((await lookups()).filmTypes).not.toContain('Крафт плотный');
  });

  describe('refuses in Russian and changes nothing', () => {
    // Each body is a valid one (a new name priced like «Прозрачная») with one thing wrong.
    const badField = serverTexts.badField;
    const refusals: [string, object, number, string][] = [
      ['a taken name', { name: 'Голографическая' }, 409, filmTexts.nameTaken('Голографическая')],
      ['a taken name in other letter case', { name: 'белая ГЛЯНЦЕВАЯ' }, 409, filmTexts.nameTaken('Белая глянцевая')],
      ['an unknown film to copy', { pricedLike: 'Нет такой' }, 404, filmTexts.pricedLikeUnknown('Нет такой')],
      ['a film to copy without prices', { pricedLike: 'Без цен' }, 400, filmTexts.pricedLikeUnpriced('Без цен')],
      ['a factor below 0.1', { factor: 0.05 }, 400, badField('factor')],
      ['a factor above 10', { factor: 10.5 }, 400, badField('factor')],
      ['an empty name', { name: '' }, 400, badField('name')],
      ['a name of spaces', { name: '   ' }, 400, badField('name')],
      ['a name ending in a space', { name: 'Новая ' }, 400, badField('name')],
      ['a name too long', { name: 'П'.repeat(101) }, 400, badField('name')],
      ['a control character', { name: 'Нов\u0007ая' }, 400, typedTextTexts.hiddenCharacters],
      ['a direction override', { name: 'Нов\u202eая' }, 400, typedTextTexts.hiddenCharacters],
      ['no film to copy', { pricedLike: undefined }, 400, badField('pricedLike')],
    ];

    beforeAll(async () => {
      // A film added by hand without prices: nothing to copy from it.
      await testApp.app.db.insert(filmTypes).values({ name: 'Без цен', enabled: false, sortOrder: 99 });
    });

    it.each(refusals)('%s', async (_case, body, status, message) => {
      const before = await referenceState();
      const reply = await addFilm({ name: 'Новая', pricedLike: 'Прозрачная', ...body });
      expect([reply.statusCode, reply.json().message]).toEqual([status, message]);
      expect(await referenceState()).toEqual(before);
    });
  });
});
