import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  defaultBuilderOptions,
  type EmbedChoice,
  elementMarkup,
  frameSnippet,
  frameUrl,
  pinnedScriptSnippet,
  scriptSnippet,
} from './partner-snippets';

const script = {
  url: 'https://stickers62.ru/elements/sticker-calculator.js',
  pinnedUrl: 'https://stickers62.ru/elements/sticker-calculator.0123456789abcdef.js',
  integrity: 'sha384-abc+/=',
};

describe('embed snippets', () => {
  it('writes a bare element when nothing is chosen, attributes and the accent otherwise', () => {
    const bare: EmbedChoice = { widget: 'sticker-calculator', attributes: [], accent: null };
    expect(elementMarkup(bare)).toBe('<s62-sticker-calculator></s62-sticker-calculator>');
    const chosen: EmbedChoice = {
      widget: 'sticker-calculator',
      attributes: attributesOf('sticker-calculator', {
        ...defaultBuilderOptions,
        filmTypes: ['Белая', 'Прозрачная'],
        orderUrl: ' https://partner.example/order?a=1&b="2" ',
      }),
      accent: '#e11d48',
    };
    expect(elementMarkup(chosen)).toBe(
      '<s62-sticker-calculator film-types="Белая,Прозрачная" order-url="https://partner.example/order?a=1&amp;b=&quot;2&quot;" style="--s62-accent: #e11d48"></s62-sticker-calculator>',
    );
  });

  it('takes only each widget’s own options, booleans as bare attributes', () => {
    const options = {
      ...defaultBuilderOptions,
      orderId: 'abc',
      kind: 'acryl' as const,
      multiple: true,
      orderUrl: 'x',
    };
    expect(attributesOf('layout-picker', options)).toEqual([
      ['kind', 'acryl'],
      ['multiple', true],
    ]);
    expect(attributesOf('payment-card', options)).toEqual([['order-id', 'abc']]);
    expect(attributesOf('contact-button', options)).toEqual([]);
    expect(
      elementMarkup({ widget: 'layout-picker', attributes: attributesOf('layout-picker', options), accent: null }),
    ).toBe('<s62-layout-picker kind="acryl" multiple></s62-layout-picker>');
  });

  it('adds a chosen theme to every widget and the contact button its place, only when not the default', () => {
    const dark = { ...defaultBuilderOptions, theme: 'dark' as const, position: 'top-layer' as const };
    expect(attributesOf('acryl-calculator', dark)).toEqual([['theme', 'dark']]);
    expect(attributesOf('contact-button', dark)).toEqual([
      ['position', 'top-layer'],
      ['theme', 'dark'],
    ]);
    expect(attributesOf('contact-button', { ...defaultBuilderOptions, position: 'inline' })).toEqual([
      ['position', 'inline'],
    ]);
    expect(attributesOf('payment-card', { ...defaultBuilderOptions, theme: 'auto' })).toEqual([['theme', 'auto']]);
    expect(attributesOf('sticker-calculator', defaultBuilderOptions)).toEqual([]);
  });

  it('gives the script forms: current, and pinned with integrity and crossorigin', () => {
    const choice: EmbedChoice = { widget: 'sticker-calculator', attributes: [], accent: null };
    // A calculator's lookups are preloaded beside its script, from the script's shop.
    expect(scriptSnippet(choice, script)).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="https://stickers62.ru/api/stickers/calculators/sticker/lookups">\n' +
        `<script type="module" src="${script.url}"></script>\n<s62-sticker-calculator></s62-sticker-calculator>`,
    );
    const paymentCard: EmbedChoice = { widget: 'payment-card', attributes: [['order-id', 'abc']], accent: null };
    expect(scriptSnippet(paymentCard, script)).toMatch(/^<script type="module"/);
    expect(pinnedScriptSnippet({ ...choice, widget: 'acryl-calculator' }, script)).toMatch(
      /^<link rel="preload" as="fetch" crossorigin="use-credentials" href="https:\/\/stickers62\.ru\/api\/stickers\/calculators\/acryl\/lookups">\n<script/,
    );
    expect(pinnedScriptSnippet(choice, script)).toContain(
      `src="${script.pinnedUrl}"\n        integrity="sha384-abc+/=" crossorigin="anonymous"></script>`,
    );
  });

  it('gives the iframe form with the options in its address and a resize listener for the shop’s messages', () => {
    const choice: EmbedChoice = {
      widget: 'layout-picker',
      attributes: [
        ['kind', 'acryl'],
        ['multiple', true],
      ],
      accent: '#e11d48',
    };
    expect(frameUrl('https://stickers62.ru', choice)).toBe(
      'https://stickers62.ru/embed/layout-picker?kind=acryl&multiple=true&open=true&accent=%23e11d48',
    );
    const snippet = frameSnippet('https://stickers62.ru', choice);
    expect(snippet).toContain('title="Выбор макетов для повтора — Стикеры 62"');
    expect(snippet).toContain("event.origin !== 'https://stickers62.ru'");
    expect(snippet).toContain("'s62:resize'");
  });
});
