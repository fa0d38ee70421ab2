import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { stickerPrices } from '@stickers62/testkit/prices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stickerCalculatorElement } from '../sticker-calculator/element';
import { libraryEnvironment } from '../ui/library-environment';
import { defineElement } from './define-element';
import { startElementLookups } from './early-lookups';
import { defaultApiBase } from './script-origin';

const lookupsPath = '/api/stickers/calculators/sticker/lookups';

function lookupRoutes(url: URL): MockAnswer | undefined {
  if (url.pathname === lookupsPath) return { body: { prices: stickerPrices, filmTypes: ['Белая'] } };
  return undefined;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('calculator lookups from an element script’s first statements', () => {
  it('start one load per shop address of the elements already on the page', () => {
    document.body.innerHTML = `
      <s62-sticker-calculator api-base="https://a.test"></s62-sticker-calculator>
      <s62-sticker-calculator api-base="https://a.test" film-types="Белая"></s62-sticker-calculator>
      <s62-sticker-calculator></s62-sticker-calculator>
      <s62-acryl-calculator api-base="https://b.test"></s62-acryl-calculator>`;
    const load = vi.fn();
    startElementLookups('s62-sticker-calculator', load);
    expect(load.mock.calls).toEqual([['https://a.test'], [defaultApiBase]]);
    load.mockClear();
    document.body.innerHTML = '<p>No calculator yet</p>';
    startElementLookups('s62-sticker-calculator', load);
    expect(load).not.toHaveBeenCalled();
  });

  it('ask once before the element renders; the element takes that answer and makes no request of its own', async () => {
    const { calls } = mockFetch(lookupRoutes);
    // A shop address no other test used and no full client exists for: a partner's page.
    document.body.innerHTML = '<s62-sticker-calculator api-base="https://early.test"></s62-sticker-calculator>';
    const { startStickerCalculatorLookups } = await import('../sticker-calculator/start-lookups');
    startStickerCalculatorLookups();
    expect(calls).toEqual([lookupsPath]);
    defineElement(stickerCalculatorElement, libraryEnvironment);
    const element = document.querySelector('s62-sticker-calculator') as HTMLElement;
    const total = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector('[data-testid="total"]');
      if (!found?.textContent) throw new Error('no price yet');
      return found.textContent;
    });
    expect(total).toMatch(/\d/);
    expect(calls).toEqual([lookupsPath]);
  });
});
