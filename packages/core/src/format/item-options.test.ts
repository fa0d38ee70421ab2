import { describe, expect, it } from 'vitest';
import type { AcrylItem, StickerItem } from '../contract/index.js';
import { formatItemOptions } from './item-options.js';

const sticker = {
  filmType: 'Белая глянцевая',
  laminationType: 'Glossy',
  cuttingType: 'Contour',
  isColorProof: true,
  isFileInOtherItem: false,
} as StickerItem;

const acryl = {
  acrylType: 'Брелок',
  materialType: null,
  printType: 'УФ',
  fittings: ['Карабин', 'Кольцо'],
} as unknown as AcrylItem;

describe('formatItemOptions', () => {
  it('names a sticker item’s film, lamination and cutting, the codes by their Russian names', () => {
    expect(formatItemOptions('stickers', sticker)).toEqual(['Белая глянцевая', 'Глянцевая', 'Контурная']);
  });

  it('keeps a code it has no name for, and leaves an empty choice out', () => {
    expect(formatItemOptions('stickers', { ...sticker, laminationType: 'Soft', filmType: null })).toEqual([
      'Soft',
      'Контурная',
    ]);
  });

  it('lists an acrylic item’s fittings one by one', () => {
    expect(formatItemOptions('acryl', acryl)).toEqual(['Брелок', 'УФ', 'Карабин', 'Кольцо']);
  });

  it('shows a mark by its label only when it is set', () => {
    expect(formatItemOptions('stickers', sticker, ['isColorProof', 'isFileInOtherItem'])).toEqual(['Цветопроба']);
  });
});
