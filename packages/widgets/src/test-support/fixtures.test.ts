import {
  acrylPriceEntries,
  layoutTemplateList,
  publicOrderInfo as publicOrderInfoSchema,
  referenceListSchemas,
  stickerPriceEntries,
} from '@stickers62/core/contract';
import { describe, expect, it } from 'vitest';
import { acrylPrices, layoutEntries, publicOrderInfo, referenceLists, stickerPrices } from './fixtures';

describe('test fixtures speak the contract', () => {
  it('parse with the wire schemas', () => {
    expect(stickerPriceEntries.safeParse(stickerPrices).success).toBe(true);
    expect(acrylPriceEntries.safeParse(acrylPrices).success).toBe(true);
    expect(publicOrderInfoSchema.safeParse(publicOrderInfo).success).toBe(true);
    expect(layoutTemplateList.safeParse(layoutEntries(120)).success).toBe(true);
    for (const [name, schema] of Object.entries(referenceListSchemas)) {
      expect(schema.safeParse(referenceLists[name as keyof typeof referenceLists]).success, name).toBe(true);
    }
  });
});
