import { buildPath, routes } from '@stickers62/core/contract';
import { companyTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema.js';
import { signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let owner: TestSession;
let stranger: TestSession;
beforeAll(async () => {
  owner = await signUp(testApp.app);
  stranger = await signUp(testApp.app);
});

const as = (session: TestSession, options: InjectOptions) =>
  testApp.app.inject({ ...options, headers: { ...session.headers, ...options.headers } });
const companyPath = (companyId: number | string) =>
  buildPath(routes.updateCompany.path, { companyId: String(companyId) });

const organization = {
  kind: 'organization',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  name: 'ООО "Ромашка" и «Лютик»',
  address: '390000, г. Рязань, ул. Ленина, д. 1',
  accountantEmail: 'buh@romashka.ru',
} as const;

const ownRows = (ownerId: number) => testApp.app.db.select().from(companies).where(eq(companies.ownerId, ownerId));

describe('a customer’s companies', () => {
  it('saves an organisation with quotes and «ёлочки» in its name as typed, and lists it to its owner only', async () => {
    const created = await as(owner, { method: 'POST', url: routes.createCompany.path, payload: organization });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(Number), ...organization });
    const list = await as(owner, { method: 'GET', url: routes.companies.path });
    expect(list.json()).toEqual([created.json()]);
    expect((await as(stranger, { method: 'GET', url: routes.companies.path })).json()).toEqual([]);
  });

  it('saves a sole proprietor without a КПП, trimmed, an empty e-mail as none', async () => {
    const proprietor = {
      kind: 'entrepreneur',
      inn: ' 500100732259 ',
      kpp: '',
      ogrn: '304500116000157',
      name: 'ИП Иванов Иван Иванович',
      address: 'г. Рязань',
      accountantEmail: ' ',
    };
    const created = await as(owner, { method: 'POST', url: routes.createCompany.path, payload: proprietor });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ inn: '500100732259', kpp: null, accountantEmail: null });
  });

  it.each([
    [{ inn: '7707083894' }, companyTexts.innCheckDigit],
    [{ inn: '77070838' }, companyTexts.innOrganizationLength],
    [{ kpp: '77360100' }, companyTexts.kppFormat],
    [{ ogrn: '1027700132196' }, companyTexts.ogrnCheckDigit],
    [{ name: ' ' }, companyTexts.nameRequired],
    [{ name: 'ООО «А|Б»' }, companyTexts.nameSeparator],
    [{ accountantEmail: 'бухгалтер' }, companyTexts.accountantEmailInvalid],
  ])('refuses %j with a Russian message and saves nothing', async (change, message) => {
    const before = await ownRows(owner.userId);
    const reply = await as(owner, {
      method: 'POST',
      url: routes.createCompany.path,
      payload: { ...organization, ...change },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(await ownRows(owner.userId)).toEqual(before);
  });

  it('lets only the owner change or remove a company; to anyone else it does not exist', async () => {
    const [mine] = await ownRows(owner.userId);
    if (!mine) throw new Error('the owner has a company from the first test');
    const renamed = { ...organization, name: 'ООО «Ромашка-2»' };
    for (const method of ['PUT', 'DELETE'] as const) {
      const reply = await as(stranger, {
        method,
        url: companyPath(mine.id),
        payload: method === 'PUT' ? renamed : undefined,
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(companyTexts.notFound);
    }
    expect(await ownRows(owner.userId)).toContainEqual(mine);
    const updated = await as(owner, { method: 'PUT', url: companyPath(mine.id), payload: renamed });
    expect(updated.json()).toMatchObject({ id: mine.id, name: 'ООО «Ромашка-2»' });
    const badUpdate = await as(owner, { method: 'PUT', url: companyPath(mine.id), payload: { ...renamed, inn: '1' } });
    expect(badUpdate.statusCode).toBe(400);
    const removed = await as(owner, { method: 'DELETE', url: companyPath(mine.id) });
    expect(removed.statusCode).toBe(200);
    expect((await ownRows(owner.userId)).map((row) => row.id)).not.toContain(mine.id);
  });

  it('asks a guest to sign in', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: routes.companies.path });
    expect(reply.statusCode).toBe(401);
  });
});
