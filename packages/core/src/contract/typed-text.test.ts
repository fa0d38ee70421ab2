import { describe, expect, it } from 'vitest';
import { checkAcrylItemForm, checkStickerItemForm } from '../rules/index.js';
import { itemTexts, typedTextTexts } from '../texts/index.js';
import {
  acceptedOrderUpdate,
  acrylItemSaveBody,
  clientProfileUpdate,
  createForClientRequest,
  createOrderRequest,
  proofAnswerRequest,
  stickerItemSaveRequest,
  typedComment,
  typedName,
  typedTextError,
  typedTextMessages,
  typedTextProblem,
} from './index.js';

const hidden = [
  ['zero-width space', '\u200b'],
  ['zero-width non-joiner', '\u200c'],
  ['zero-width joiner', '\u200d'],
  ['left-to-right mark', '\u200e'],
  ['right-to-left mark', '\u200f'],
  ['left-to-right embedding', '\u202a'],
  ['right-to-left override', '\u202e'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
  ['word joiner', '\u2060'],
  ['Arabic letter mark', '\u061c'],
  ['byte-order mark', '\ufeff'],
  ['NUL', '\u0000'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 control', '\u009b'],
] as const;

describe('typed text (names and comments)', () => {
  it('takes what people type: letters of any script, emoji, punctuation', () => {
    for (const text of ['Котики', 'Ёжик №2 — «лето»', 'שלום', 'مرحبا', '😀 стикер 👍🏽', 'a\u0301', '']) {
      expect(typedTextProblem(text, 'name'), text).toBeNull();
      expect(typedTextProblem(text, 'comment'), text).toBeNull();
    }
  });

  it.each(hidden)('refuses a %s in names and comments', (_what, character) => {
    expect(typedTextProblem(`Кот${character}ики`, 'name')).toBe('hidden');
    expect(typedTextProblem(`Кот${character}ики`, 'comment')).toBe('hidden');
    expect(typedTextError(`Кот${character}ики`, 'name')).toBe(typedTextTexts.hiddenCharacters);
  });

  it('keeps line breaks and tabs in comments, not in names', () => {
    for (const text of ['две\nстроки', 'две\r\nстроки', 'колонка\tколонка']) {
      expect(typedTextProblem(text, 'comment'), text).toBeNull();
      expect(typedTextProblem(text, 'name'), text).toBe('hidden');
    }
  });

  it('refuses a lone surrogate, high or low, anywhere; keeps whole pairs', () => {
    for (const text of ['\ud83d', 'a\ud83d', '\ud83db', '\ude00', 'a\ude00b', '😀\ude00', '\ud83d\ud83d\ude00']) {
      expect(typedTextProblem(text, 'name'), JSON.stringify(text)).toBe('broken');
      expect(typedTextError(text, 'comment')).toBe(typedTextTexts.brokenCharacter);
    }
    expect(typedTextProblem('\ud83d\ude00', 'name')).toBeNull();
  });

  it('says what to do, in Russian', () => {
    for (const message of typedTextMessages) expect(message).toMatch(/[А-Яа-яЁё].*(наберите|Удалите)/);
    expect(typedTextMessages).toEqual([typedTextTexts.brokenCharacter, typedTextTexts.hiddenCharacters]);
  });

  it('normalises to NFC before the length limit, and refuses with the texts', () => {
    const name = typedName({ min: 1, max: 5 });
    expect(name.parse('Йод')).toBe('Йод'.normalize('NFC'));
    expect(name.parse('И\u0306од')).toBe('\u0419од');
    // Six code units decomposed, three composed: within the limit once normalised.
    expect(name.safeParse('И\u0306И\u0306И\u0306').success).toBe(true);
    expect(name.safeParse('').success).toBe(false);
    expect(name.safeParse('a\u202eb').error?.issues[0]?.message).toBe(typedTextTexts.hiddenCharacters);
    expect(name.safeParse('a\ud800').error?.issues).toMatchObject([{ message: typedTextTexts.brokenCharacter }]);
    expect(typedComment({ max: 10 }).parse('а\nб')).toBe('а\nб');
  });

  it('holds on every request field people type a name or a comment into', () => {
    const bad = 'Иван\u202eовИ';
    const refused = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    const sticker = {
      name: 'Котики',
      comment: null,
      cuttingType: null,
      filmType: null,
      laminationType: null,
      count: 1,
      width: 10,
      height: 10,
      isColorProof: false,
      isFileInOtherItem: false,
      otherItem: null,
    };
    expect(refused(stickerItemSaveRequest.safeParse({ ...sticker, name: bad }))).toEqual([
      typedTextTexts.hiddenCharacters,
    ]);
    expect(refused(stickerItemSaveRequest.safeParse({ ...sticker, comment: bad }))).toEqual([
      typedTextTexts.hiddenCharacters,
    ]);
    const acryl = { name: 'Брелок', materialType: null, printType: null, acrylType: null, fittings: [], count: 1 };
    const acrylBody = { ...acryl, width: 10, height: 10, isColorProof: false, isFileInOtherItem: false };
    expect(acrylItemSaveBody.parse({ ...acrylBody, comment: 'e\u0301' }).comment).toBe('é');
    expect(refused(acrylItemSaveBody.safeParse({ ...acrylBody, comment: bad }))).toEqual([
      typedTextTexts.hiddenCharacters,
    ]);
    expect(refused(createForClientRequest.safeParse({ clientName: bad }))).toEqual([typedTextTexts.hiddenCharacters]);
    expect(refused(createForClientRequest.safeParse({ clientName: 'Иван', comment: '\ud800' }))).toEqual([
      typedTextTexts.brokenCharacter,
    ]);
    expect(refused(acceptedOrderUpdate.safeParse({ comment: bad }))).toEqual([typedTextTexts.hiddenCharacters]);
    expect(refused(proofAnswerRequest.safeParse({ answer: 'approved', comment: bad }))).toEqual([
      typedTextTexts.hiddenCharacters,
    ]);
    const profile = {
      receiptEmail: null,
      address: null,
      postIndex: null,
      cdekPvzCode: null,
      phoneNumber: null,
      vkLink: null,
    };
    expect(refused(clientProfileUpdate.safeParse({ ...profile, receiptFio: bad }))).toEqual([
      typedTextTexts.hiddenCharacters,
    ]);
    const checkout = { id: '0', receiverCredentials: bad, phoneNumber: null, deliveryType: 'Pickup' };
    expect(refused(createOrderRequest.safeParse(checkout))).toEqual([typedTextTexts.hiddenCharacters]);
  });

  it('lets the item forms show it, after the spec’s file-name rule', () => {
    const sticker = {
      name: 'Кот\u200bики',
      cuttingType: 'a',
      filmType: 'b',
      laminationType: 'c',
      count: 1,
      width: 1,
      height: 1,
    };
    expect(checkStickerItemForm(sticker)).toEqual({
      blockingMessage: typedTextTexts.hiddenCharacters,
      highlighted: ['name'],
    });
    expect(checkStickerItemForm({ ...sticker, name: 'Кот/\u200bики' }).blockingMessage).toBe(itemTexts.nameBlocksSave);
    const acryl = { name: '\ud800', materialType: 'a', printType: 'b', acrylType: 'c', count: 1, width: 1, height: 1 };
    expect(checkAcrylItemForm(acryl).blockingMessage).toBe(typedTextTexts.brokenCharacter);
  });
});
