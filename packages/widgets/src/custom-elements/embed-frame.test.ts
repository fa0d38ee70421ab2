import { describe, expect, it } from 'vitest';
import { type FrameElement, frameAttributes, frameMessageType } from './embed-frame';

const picker: FrameElement = {
  tag: 's62-layout-picker',
  attributes: [
    { name: 'api-base', type: 'string' },
    { name: 'kind', type: 'string' },
    { name: 'multiple', type: 'boolean' },
    { name: 'open', type: 'boolean' },
  ],
  events: ['s62-select', 's62-close'],
};
const card: FrameElement = {
  tag: 's62-payment-card',
  attributes: [
    { name: 'order-id', type: 'string' },
    { name: 'home-href', type: 'string' },
    { name: 'login-href', type: 'string' },
  ],
  events: ['s62-paid'],
};
const page = 'https://stickers62.ru/embed/payment-card';

describe('the iframe page’s options', () => {
  it('takes only the element’s own attributes from the query, never api-base', () => {
    const query = new URLSearchParams('kind=acryl&multiple=true&open=false&api-base=https://evil.example&onclick=x');
    expect(frameAttributes(picker, query, page)).toEqual([
      ['kind', 'acryl'],
      ['multiple', ''],
    ]);
  });

  it('keeps link attributes only when they are web addresses', () => {
    const query = new URLSearchParams({
      'order-id': 'abc',
      'home-href': 'javascript:alert(1)',
      'login-href': '/login',
    });
    expect(frameAttributes(card, query, page)).toEqual([
      ['order-id', 'abc'],
      ['login-href', '/login'],
    ]);
    expect(frameAttributes(card, new URLSearchParams({ 'home-href': 'data:text/html,x' }), page)).toEqual([]);
  });

  it('names the messages after the events without their prefix', () => {
    expect(frameMessageType('s62-price-change')).toBe('s62:price-change');
    expect(frameMessageType('s62-paid')).toBe('s62:paid');
  });
});
