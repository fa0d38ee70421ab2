// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entrySource } from '../../scripts/element-files.ts';
import { acrylCalculatorElement } from '../acryl-calculator/element';
import { stickerCalculatorElement } from '../sticker-calculator/element';

describe('calculator lookups in the element scripts’ entry modules', () => {
  it('are imported first by the scripts holding a calculator, under the tag each element defines', async () => {
    const sticker = await entrySource('sticker-calculator', { apiClient: false, shopLookups: ['stickerCalculator'] });
    expect(sticker.split('\n')[0]).toMatch(/^import '.*\/src\/sticker-calculator\/start-lookups\.ts';$/);
    const all = await entrySource('all', { apiClient: true, shopLookups: ['stickerCalculator', 'acrylCalculator'] });
    expect(all.split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(/sticker-calculator\/start-lookups\.ts';$/),
      expect.stringMatching(/acryl-calculator\/start-lookups\.ts';$/),
    ]);
    const picker = await entrySource('layout-picker', { apiClient: true, shopLookups: [] });
    expect(picker).not.toContain('start-lookups');
    // No document here: importing them asks for nothing.
    const { stickerCalculatorTag } = await import('../sticker-calculator/start-lookups');
    const { acrylCalculatorTag } = await import('../acryl-calculator/start-lookups');
    expect([stickerCalculatorTag, acrylCalculatorTag]).toEqual([
      stickerCalculatorElement.tag,
      acrylCalculatorElement.tag,
    ]);
  });
});
