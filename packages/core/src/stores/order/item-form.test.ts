import { lowResolutionPreflight } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.js';
import { formatRubles } from '../../format/index.js';
import { itemTexts, sheetFitTexts } from '../../texts/index.js';
import { savedStickerSheetView } from '../sheet-layout.js';
import { createAcrylItemForm, createStickerItemForm, itemSaveFailureText } from './item-form.js';
import { acrylItem, stickerItem } from './test-support/order-setup.js';

describe('sticker item form', () => {
  it('starts a new item with the spec defaults and sizes typed for Other', () => {
    const form = createStickerItemForm(null, vi.fn());
    expect(form.$state.get().values).toMatchObject({
      count: 0,
      width: 0,
      height: 0,
      isColorProof: true,
      paperSize: 'Other',
    });
  });

  it('derives the paper size of a stored item and fills sizes from a standard one', () => {
    const form = createStickerItemForm(stickerItem, vi.fn());
    expect(form.$state.get().values.paperSize).toBe('A4');
    form.setPaperSize('A6');
    expect(form.$state.get().values).toMatchObject({ paperSize: 'A6', width: 105, height: 148 });
    form.setPaperSize('Other');
    expect(form.$state.get().values).toMatchObject({ paperSize: 'Other', width: 105, height: 148 });
  });

  it('blocks a bad name first, highlights after the first attempt, then saves', async () => {
    const save = vi.fn().mockResolvedValue({ ok: true });
    const form = createStickerItemForm(null, save);
    form.set('name', 'a/b');
    expect(form.$state.get()).toMatchObject({ nameError: itemTexts.nameInvalidCharacters, highlighted: [] });
    expect(await form.submit()).toBe(false);
    expect(form.$state.get().error).toBe(itemTexts.nameBlocksSave);
    expect(form.$state.get().highlighted).toEqual([
      'cuttingType',
      'filmType',
      'laminationType',
      'count',
      'width',
      'height',
    ]);

    form.set('name', 'Котики');
    expect(await form.submit()).toBe(false);
    expect(form.$state.get().error).toBe(itemTexts.stickersRequired);
    form.set('cuttingType', 'Contour');
    form.set('filmType', 'Белая');
    form.set('laminationType', 'None');
    // Counts and sizes of 0 are highlighted but do not block saving.
    expect(await form.submit()).toBe(true);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: 'Котики', count: 0 }));
    expect(form.$state.get().highlighted).toEqual(['count', 'width', 'height']);
  });

  it('shows the save failure text', async () => {
    const form = createStickerItemForm(stickerItem, async () => ({ ok: false, message: 'Не удалось' }));
    expect(await form.submit()).toBe(false);
    expect(form.$state.get()).toMatchObject({ error: 'Не удалось', saving: false });
  });
});

describe('sticker item form: the sheet layout', () => {
  it('lays typed stickers out on the item sheet as the format, size and count change', () => {
    // Price per sheet 150 ₽ whatever is asked: the store only divides it.
    const form = createStickerItemForm(stickerItem, vi.fn(), () => 150);
    expect(form.$state.get().values).toMatchObject({ paperSize: 'A4', count: 20 });
    expect(form.$sheet.get()).toBeNull();
    form.setStickerSize('width', 50);
    expect(form.$sheet.get()).toBeNull();
    form.setStickerSize('height', 50);
    expect(form.$sheet.get()?.lines).toEqual([
      sheetFitTexts.perSheet(15, 3, 5),
      sheetFitTexts.totalStickers(300),
      sheetFitTexts.pricePerSticker(formatRubles(10)),
    ]);
    form.set('count', 10);
    expect(form.$sheet.get()?.lines[1]).toBe(sheetFitTexts.totalStickers(150));
    form.setPaperSize('A6');
    // A6 105×148 less 5 mm margins: 1 × 2 stickers of 50 mm.
    expect(form.$sheet.get()).toMatchObject({ sheet: { widthMm: 105, heightMm: 148 }, tiles: { length: 2 } });
    form.setPaperSize('A8');
    expect(form.$sheet.get()).toMatchObject({ tooLarge: true, lines: [sheetFitTexts.tooLarge(50, 50, 52, 74)] });
  });

  it('takes its own size as the sheet for «Другой»', () => {
    const form = createStickerItemForm(stickerItem, vi.fn());
    form.setPaperSize('Other');
    form.set('width', 320);
    form.set('height', 450);
    form.setStickerSize('width', 100);
    form.setStickerSize('height', 100);
    // 310 × 440 printable: 3 × 4; no price line without a price list.
    expect(form.$sheet.get()).toMatchObject({
      sheet: { widthMm: 320, heightMm: 450 },
      lines: [sheetFitTexts.perSheet(12, 3, 4), sheetFitTexts.totalStickers(240)],
    });
  });

  it('leaves the preflight of a stored item out of what it saves', async () => {
    const save = vi.fn().mockResolvedValue({ ok: true });
    const form = createStickerItemForm({ ...stickerItem, preflight: lowResolutionPreflight }, save);
    await form.submit();
    expect(save.mock.calls[0]?.[0]).not.toHaveProperty('preflight');
  });
});

describe('sticker item form: the saved sticker size', () => {
  it('saves both sides when both are typed, and neither when one is missing', async () => {
    const save = vi.fn().mockResolvedValue({ ok: true });
    const form = createStickerItemForm(stickerItem, save);
    form.setStickerSize('width', 50);
    await form.submit();
    expect(save.mock.calls[0]?.[0]).toMatchObject({ stickerWidth: null, stickerHeight: null });
    form.setStickerSize('height', 40);
    await form.submit();
    expect(save.mock.calls[1]?.[0]).toMatchObject({ stickerWidth: 50, stickerHeight: 40 });
  });

  it('opens a stored item with its sticker size laid out', () => {
    const form = createStickerItemForm({ ...stickerItem, stickerWidth: 50, stickerHeight: 50 }, vi.fn(), () => 150);
    expect(form.$stickerSize.get()).toEqual({ width: 50, height: 50 });
    expect(form.$sheet.get()?.lines[0]).toBe(sheetFitTexts.perSheet(15, 3, 5));
  });
});

describe('a saved sticker item: the sheet layout of its card', () => {
  it('prices one sticker from the item cost and its count of sheets', () => {
    // A4 with 50×50 mm stickers: 15 a sheet; 20 sheets cost 3000 ₽, so 150 ₽ a sheet, 10 ₽ a sticker.
    const view = savedStickerSheetView({ ...stickerItem, cost: 3000, stickerWidth: 50, stickerHeight: 50 });
    expect(view?.lines).toEqual([
      sheetFitTexts.perSheet(15, 3, 5),
      sheetFitTexts.totalStickers(300),
      sheetFitTexts.pricePerSticker(formatRubles(10)),
    ]);
  });

  it('says nothing without a stored size, and gives no sticker price while unpriced', () => {
    expect(savedStickerSheetView({ ...stickerItem, stickerWidth: null, stickerHeight: null })).toBeNull();
    const unpriced = savedStickerSheetView({ ...stickerItem, cost: 0, stickerWidth: 50, stickerHeight: 50 });
    expect(unpriced?.lines).toHaveLength(2);
  });

  it('says so when the stored sticker is larger than the sheet', () => {
    const view = savedStickerSheetView({ ...stickerItem, stickerWidth: 400, stickerHeight: 50 });
    expect(view).toMatchObject({ tooLarge: true, lines: [sheetFitTexts.tooLarge(400, 50, 210, 297)] });
  });
});

describe('acryl item form', () => {
  it("requires the acryl fields with 'Заполните все поля!' and toggles fittings", async () => {
    const form = createAcrylItemForm({ ...acrylItem, printType: null }, vi.fn());
    expect(await form.submit()).toBe(false);
    expect(form.$state.get().error).toBe(itemTexts.acrylRequired);
    form.toggleFitting('Цепочка');
    form.toggleFitting('Карабин');
    expect(form.$state.get().values.fittings).toEqual(['Цепочка']);
  });
});

describe('itemSaveFailureText', () => {
  it.each([
    [new ApiError('badRequest', 'x', 400, 'Серверный текст'), 'Серверный текст'],
    [new ApiError('badRequest', 'x', 400, null), itemTexts.saveFailedValidation],
    [new ApiError('failed', 'x', 500, 'boom'), itemTexts.saveFailedGeneric],
    [new Error('offline'), itemTexts.saveFailedGeneric],
  ])('%#', (error, reason) => {
    expect(itemSaveFailureText(error)).toBe(itemTexts.saveFailedPrefix + reason);
  });
});
