import { describe, expect, it } from 'vitest';
import { formatRubles } from '../format/index.js';
import { completedTexts, promiseTexts } from '../texts/index.js';
import { completedOrderSummary, orderNewsChannel, orderNewsNote } from './completed-order.js';

const order = {
  number: 1042,
  cost: 2450.5,
  approximalSendDate: '2026-12-04',
  approximalDeliveryDate: '2026-12-09',
  deliveryType: 'CDEK',
};

describe('completedOrderSummary', () => {
  it('gives the number, the total and the stored promise of a CDEK order', () => {
    expect(completedOrderSummary(order)).toEqual({
      number: 'Заказ №1042',
      total: `Сумма: ${formatRubles(2450.5)}`,
      dates: 'Отправим до 4 декабря, доставим до 9 декабря',
    });
  });

  it('words a pickup and Russian Post as checkout does', () => {
    expect(completedOrderSummary({ ...order, deliveryType: 'Pickup' }).dates).toBe(promiseTexts.pickup('4 декабря'));
    expect(completedOrderSummary({ ...order, deliveryType: 'RussianPost' }).dates).toBe(
      promiseTexts.russianPost('4 декабря'),
    );
  });

  it('says only the send day without a delivery day, and nothing without dates', () => {
    expect(completedOrderSummary({ ...order, approximalDeliveryDate: null }).dates).toBe(
      completedTexts.sendBy('4 декабря'),
    );
    expect(completedOrderSummary({ ...order, approximalDeliveryDate: undefined }).dates).toBe('Отправим до 4 декабря');
    expect(completedOrderSummary({ ...order, approximalSendDate: null }).dates).toBeNull();
    expect(completedOrderSummary({ ...order, approximalSendDate: 'someday' }).dates).toBeNull();
  });
});

describe('orderNewsChannel', () => {
  it('is VK when the shop reaches the client there, e-mail otherwise, nothing while unknown', () => {
    expect(orderNewsChannel({ vk: true })).toBe('vk');
    expect(orderNewsChannel({ vk: false })).toBe('email');
    expect(orderNewsChannel({})).toBeNull();
    expect(orderNewsChannel(null)).toBeNull();
  });

  it('tells only a buyer without VK how the manager reaches them, with the address when known', () => {
    expect(orderNewsNote({ vk: false, receiptEmail: 'anna@example.ru' })).toBe(
      'ВКонтакте у вас не привязан, поэтому новости о заказе придут на почту anna@example.ru, а если понадобится, менеджер позвонит по телефону из заказа.',
    );
    expect(orderNewsNote({ vk: false, receiptEmail: null })).toBe(completedTexts.newsByEmail(null));
    expect(orderNewsNote({ vk: true, receiptEmail: 'anna@example.ru' })).toBeNull();
    expect(orderNewsNote({ receiptEmail: 'anna@example.ru' })).toBeNull();
  });
});
