/**
 * Item builders for tests in every package (core, widgets, site import this file by relative path).
 * Each returns a valid wire body; a test overrides only the fields it is about.
 */
import type { AcrylItem, StickerItem } from '../contract/index.js';

export function stickerItemFixture(overrides: Partial<StickerItem> = {}): StickerItem {
  return {
    id: 11,
    name: 'Котики',
    comment: 'без фона',
    cuttingType: 'Contour',
    filmType: 'Белая',
    laminationType: 'Glossy',
    count: 20,
    width: 210,
    height: 297,
    isColorProof: true,
    isFileInOtherItem: false,
    otherItem: null,
    fileName: null,
    status: null,
    cost: 2000,
    ...overrides,
  };
}

export function acrylItemFixture(overrides: Partial<AcrylItem> = {}): AcrylItem {
  return {
    id: 21,
    name: 'Брелок',
    comment: null,
    materialType: 'Прозрачный 2 мм',
    printType: 'Односторонняя',
    acrylType: 'Брелок',
    fittings: ['Карабин'],
    count: 10,
    width: 50,
    height: 50,
    isColorProof: false,
    isFileInOtherItem: false,
    otherItem: null,
    fileName: null,
    status: null,
    cost: 1200,
    ...overrides,
  };
}
