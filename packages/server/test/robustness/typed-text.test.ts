import { buildPath, routes } from '@stickers62/core/contract';
import { typedTextTexts } from '@stickers62/core/texts';
import { acrylItemBody, profileFixture, stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { stickerItems } from '../../src/db/schema.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { type ChangeLog, startChangeLog } from './change-log.js';

/**
 * Names and comments people type go through core's typed-text rule (contract/typed-text.ts):
 * stored as NFC, refused with a 400 that says what to do when they hold a lone UTF-16 surrogate
 * (which failed with a 500 in the database before) or an invisible or directional control.
 */
const testApp = useTestApp();
let customer: TestSession;
let manager: TestSession;
let order: Awaited<ReturnType<typeof createCustomerOrder>>;
let changeLog: ChangeLog;

beforeAll(async () => {
  changeLog = await startChangeLog(testApp.app.db);
  customer = await signUp(testApp.app);
  manager = await loginAs(testApp.app, 'manager');
  order = await createCustomerOrder(testApp.app, customer);
});

const loneSurrogate = '\ud83d';
const rightToLeftOverride = '\u202e';

const saveSticker = (payload: object): InjectOptions => ({
  method: 'POST',
  url: buildPath(routes.saveStickerItem.path, { id: order.orderId }),
  headers: customer.headers,
  payload,
});
const saveAcryl = (payload: object): InjectOptions => ({
  method: 'POST',
  url: buildPath(routes.saveAcrylItem.path, { id: order.orderId }),
  headers: customer.headers,
  payload,
});

/** The request is refused with 400 and `message`, and no table changed. */
async function expectRefused(request: InjectOptions, message: string) {
  const mark = await changeLog.mark();
  const reply = await testApp.app.inject(request);
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  expect(await changeLog.tablesChangedSince(mark)).toEqual([]);
}

describe('a lone surrogate in a name or a comment', () => {
  it('is a 400 that writes nothing, new item or updated one, sticker or acrylic', async () => {
    const broken = typedTextTexts.brokenCharacter;
    await expectRefused(saveSticker(stickerItemBody({ name: `Котики${loneSurrogate}` })), broken);
    await expectRefused(saveSticker(stickerItemBody({ name: 'Котики 2', comment: `срочно${loneSurrogate}` })), broken);
    await expectRefused(
      saveSticker(stickerItemBody({ id: order.stickerItemId, name: `\ude00${loneSurrogate}` })),
      broken,
    );
    await expectRefused(saveAcryl(acrylItemBody({ name: 'Брелок 2', comment: `\ude00` })), broken);
  });

  it('in a client name or comment of a draft, in the manager’s order comment, in the receiver’s name', async () => {
    const broken = typedTextTexts.brokenCharacter;
    const forClient = (payload: object): InjectOptions => ({
      method: 'POST',
      url: routes.createOrderForClient.path,
      headers: manager.headers,
      payload,
    });
    await expectRefused(forClient({ clientName: `Иван${loneSurrogate}` }), broken);
    await expectRefused(forClient({ clientName: 'Иван', comment: `позвонить${loneSurrogate}` }), broken);
    await expectRefused(
      {
        method: 'POST',
        url: `${routes.updateOrderInformation.path}?orderId=${order.orderId}`,
        headers: manager.headers,
        payload: { comment: `позвонить${loneSurrogate}` },
      },
      broken,
    );
    await expectRefused(
      {
        method: 'POST',
        url: routes.createOrderFromCart.path,
        headers: customer.headers,
        payload: {
          id: order.orderId,
          receiverCredentials: `Иванов${loneSurrogate}`,
          phoneNumber: '+79001234567',
          deliveryType: 'Pickup',
        },
      },
      broken,
    );
  });
});

describe('the receipt name of a profile', () => {
  it('is typed text too: refused with the text, nothing written', async () => {
    const profile = profileFixture({ receiptFio: `Иванов${rightToLeftOverride}` });
    const save = (payload: object): InjectOptions => ({
      method: 'POST',
      url: routes.saveClientInformation.path,
      headers: customer.headers,
      payload,
    });
    await expectRefused(save(profile), typedTextTexts.hiddenCharacters);
    await expectRefused(save({ ...profile, receiptFio: loneSurrogate }), typedTextTexts.brokenCharacter);
    const saved = await testApp.app.inject(save({ ...profile, receiptFio: 'Иванов Йосиф'.normalize('NFD') }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().receiptFio).toBe('Иванов Йосиф');
  });
});

describe('invisible and directional characters', () => {
  it.each([
    ['a right-to-left override', rightToLeftOverride],
    ['a zero-width space', '\u200b'],
    ['a left-to-right isolate', '\u2066'],
    ['a byte-order mark', '\ufeff'],
    ['a C1 control', '\u0085'],
  ])('refuses %s in a name and a comment with a text that says what to do', async (_what, character) => {
    const hidden = typedTextTexts.hiddenCharacters;
    await expectRefused(saveSticker(stickerItemBody({ name: `Кот${character}ики` })), hidden);
    await expectRefused(saveSticker(stickerItemBody({ name: 'Котики 3', comment: `две${character}стороны` })), hidden);
    await expectRefused(
      {
        method: 'POST',
        url: routes.createOrderForClient.path,
        headers: manager.headers,
        payload: { clientName: `Ив${character}ан` },
      },
      hidden,
    );
  });

  it('keeps the spec’s own text for what a file name may not hold', async () => {
    const reply = await testApp.app.inject(saveSticker(stickerItemBody({ name: `макет/${rightToLeftOverride}1` })));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Название макета содержит недопустимые символы для имени файла!');
  });
});

describe('what people do type', () => {
  it('is stored composed (NFC): a name typed decomposed is the same name', async () => {
    const decomposed = 'Ёжик и йогурт'.normalize('NFD');
    expect(decomposed).not.toBe('Ёжик и йогурт');
    const saved = await testApp.app.inject(
      saveSticker(stickerItemBody({ name: decomposed, comment: 'две строки:\nпервая\tи вторая 😀' })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json() as { id: number; name: string };
    expect(saved.json().name).toBe('Ёжик и йогурт');
    const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.id, id));
    expect(row?.name).toBe('Ёжик и йогурт');
    expect(row?.comment).toBe('две строки:\nпервая\tи вторая 😀');
    // The composed spelling now names the same item: a second one is refused as a duplicate.
    const again = await testApp.app.inject(saveSticker(stickerItemBody({ name: 'Ёжик и йогурт'.normalize('NFD') })));
    expect(again.statusCode).toBe(400);
  });
});
