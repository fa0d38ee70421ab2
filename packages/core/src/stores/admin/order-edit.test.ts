import { createFakeFetch, deferred, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import { adminOrderFixture, orderIdOne } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import type { OrderUpdate } from '../../contract/admin.js';
import { adminTexts } from '../../texts/index.js';
import { createOrderEditStore, formOf, toOrderUpdate } from './order-edit.js';

const orderKey = `GET /api/web/admin/orders/${orderIdOne}`;
const updateKey = 'POST /api/web/admin/orders/update-order-information';

function setup() {
  const stored = { order: adminOrderFixture() };
  const fake = createFakeFetch({
    [orderKey]: () => json(200, stored.order),
    [updateKey]: (call) => {
      const { comment, isPayed, isUrgent, isFixedDate, colorProofStatus } = call.body as OrderUpdate;
      stored.order = {
        ...stored.order,
        comment,
        payed: isPayed,
        manager: 'Менеджер Анна',
        // Absent marks stay as stored, as on the server.
        isUrgent: isUrgent ?? stored.order.isUrgent,
        isFixedDate: isFixedDate ?? stored.order.isFixedDate,
        colorProofStatus: colorProofStatus === undefined ? stored.order.colorProofStatus : colorProofStatus,
      };
      return json(200, stored.order);
    },
  });
  const edit = createOrderEditStore(createApiClient({ fetch: fake.fetch, createXhr: null }));
  return { fake, edit };
}

describe('order edit store', () => {
  it('loads the order into the form', async () => {
    const { edit } = setup();
    await edit.open(orderIdOne);
    expect(edit.$state.get()).toMatchObject({ orderId: orderIdOne, loading: false, error: null, dirty: false });
    expect(edit.$state.get().form).toEqual(formOf(adminOrderFixture()));
  });

  it("shows 'Ошибка загрузки заказа' when the order cannot be loaded", async () => {
    const { fake, edit } = setup();
    fake.routes[orderKey] = json(404, { message: 'Заказ не найден' });
    await edit.open(orderIdOne);
    expect(edit.$state.get()).toMatchObject({ loading: false, error: adminTexts.loadFailed, order: null });
  });

  it('saves the edited fields, reloads the stored order and tells listeners', async () => {
    const { fake, edit } = setup();
    const saved = vi.fn();
    edit.onSaved(saved);
    await edit.open(orderIdOne);
    edit.edit({ comment: '  Срочно напечатать ', isPayed: true });
    expect(edit.$state.get().dirty).toBe(true);
    expect(await edit.save()).toBe(true);
    const [call] = fake.callsTo(updateKey);
    expect(call?.url.searchParams.get('orderId')).toBe(orderIdOne);
    expect(call?.body).toEqual({
      id: orderIdOne,
      comment: 'Срочно напечатать',
      deliveryType: 'CDEK',
      deliveryAddress: null,
      approximalDeliveryDate: null,
      approximalSendDate: '2026-01-20',
      isPayed: true,
    });
    expect(edit.$state.get()).toMatchObject({ saving: false, dirty: false, notice: adminTexts.saved, error: null });
    expect(edit.$state.get().order?.manager).toBe('Менеджер Анна');
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ payed: true }));
  });

  it('saves the urgent mark, the fixed date and the colour-proof status and shows them as stored', async () => {
    const { fake, edit } = setup();
    await edit.open(orderIdOne);
    edit.edit({ isUrgent: true, colorProofStatus: 'Red' });
    expect(edit.$state.get().dirty).toBe(true);
    expect(await edit.save()).toBe(true);
    const [call] = fake.callsTo(updateKey);
    expect(call?.body).toMatchObject({ isUrgent: true, colorProofStatus: 'Red' });
    expect(call?.body).not.toHaveProperty('isFixedDate');
    expect(edit.$state.get().order).toMatchObject({ isUrgent: true, isFixedDate: false, colorProofStatus: 'Red' });
    expect(edit.$state.get().form).toMatchObject({ isUrgent: true, isFixedDate: false, colorProofStatus: 'Red' });
    expect(edit.$state.get().dirty).toBe(false);
  });

  it('is not dirty once the marks are set back to what was loaded', async () => {
    const { edit } = setup();
    await edit.open(orderIdOne);
    edit.edit({ isFixedDate: true, colorProofStatus: 'Blue' });
    expect(edit.$state.get().dirty).toBe(true);
    edit.edit({ isFixedDate: false, colorProofStatus: '' });
    expect(edit.$state.get().dirty).toBe(false);
  });

  it("shows 'Ошибка сохранения изменений' and keeps the edits when the save fails", async () => {
    const { fake, edit } = setup();
    await edit.open(orderIdOne);
    fake.routes[updateKey] = json(500, { message: 'boom' });
    edit.edit({ comment: 'новый' });
    expect(await edit.save()).toBe(false);
    expect(edit.$state.get()).toMatchObject({ saving: false, error: adminTexts.saveFailed, dirty: true });
    expect(edit.$state.get().form?.comment).toBe('новый');
  });

  it('ignores an answer for an order no longer open', async () => {
    const { fake, edit } = setup();
    const slow = deferred<FakeReply>();
    fake.routes[orderKey] = () => slow.promise;
    const opening = edit.open(orderIdOne);
    edit.close();
    slow.resolve(json(200, adminOrderFixture()));
    await opening;
    expect(edit.$state.get()).toMatchObject({ orderId: null, order: null, form: null });
  });
});

describe('order update payload', () => {
  it('sends empty texts and dates as null and the status only when changed', () => {
    const order = adminOrderFixture({ deliveryType: 'Самокат' });
    const form = { ...formOf(order), comment: ' ', approximalSendDate: '' };
    expect(form.deliveryType).toBe('');
    const update = toOrderUpdate(order, form);
    expect(update).toMatchObject({ comment: null, deliveryType: null, approximalSendDate: null });
    expect(update).not.toHaveProperty('status');
    expect(toOrderUpdate(order, { ...form, status: 'Отправлен' }).status).toBe('Отправлен');
  });
});

describe('order update: the delivery part and the track', () => {
  it('sends only the details the manager changed, blank as null, so a track CDEK wrote meanwhile stays', () => {
    const order = adminOrderFixture({
      deliveryType: 'RussianPost',
      receiverCredentials: 'Петрова Анна',
      phoneNumber: '79205551122',
      postIndex: null,
      trackNumber: null,
      sendDate: null,
    });
    expect(toOrderUpdate(order, formOf(order))).not.toHaveProperty('trackNumber');
    const update = toOrderUpdate(order, {
      ...formOf(order),
      postIndex: ' 390000 ',
      trackNumber: '80085012345678',
      sendDate: '2026-12-02',
      receiverCredentials: ' ',
    });
    expect(update).toMatchObject({
      postIndex: '390000',
      trackNumber: '80085012345678',
      sendDate: '2026-12-02',
      receiverCredentials: null,
    });
    expect(update).not.toHaveProperty('phoneNumber');
    expect(update).not.toHaveProperty('cdekPvzCode');
  });
});

describe('order update marks', () => {
  const marked = adminOrderFixture({ isUrgent: true, isFixedDate: true, colorProofStatus: 'Yellow' });

  it('leaves unchanged marks out of the payload', () => {
    const update = toOrderUpdate(marked, formOf(marked));
    for (const key of ['isUrgent', 'isFixedDate', 'colorProofStatus']) expect(update).not.toHaveProperty(key);
  });

  it('sends each changed mark, and no proof status as null', () => {
    const form = { ...formOf(marked), isUrgent: false, isFixedDate: false, colorProofStatus: '' as const };
    expect(toOrderUpdate(marked, form)).toMatchObject({ isUrgent: false, isFixedDate: false, colorProofStatus: null });
    const green = toOrderUpdate(marked, { ...formOf(marked), colorProofStatus: 'Green' });
    expect(green.colorProofStatus).toBe('Green');
    expect(green).not.toHaveProperty('isUrgent');
  });

  it('shows an order without a proof status as the empty choice', () => {
    expect(formOf(adminOrderFixture()).colorProofStatus).toBe('');
    expect(formOf(marked)).toMatchObject({ isUrgent: true, isFixedDate: true, colorProofStatus: 'Yellow' });
  });
});

describe('delivery cost typed by the manager', () => {
  const withDelivery = adminOrderFixture({ deliveryCost: 190.5 });

  it('shows the stored amount as typed and leaves it out of the payload until changed', () => {
    expect(formOf(withDelivery).deliveryCost).toBe('190,5');
    expect(toOrderUpdate(withDelivery, formOf(withDelivery))).not.toHaveProperty('deliveryCost');
    expect(toOrderUpdate(withDelivery, { ...formOf(withDelivery), deliveryCost: '1 350,00' }).deliveryCost).toBe(1350);
  });

  it('refuses an amount that is not rubles before sending anything', async () => {
    const { fake, edit } = setup();
    await edit.open(orderIdOne);
    edit.edit({ deliveryCost: '350 руб' });
    expect(await edit.save()).toBe(false);
    expect(edit.$state.get()).toMatchObject({ error: adminTexts.deliveryCostInvalid, saving: false });
    expect(fake.callsTo(updateKey)).toHaveLength(0);
  });

  it("shows the server's refusal of a paid order's delivery cost, and the spec's text for the rest", async () => {
    const { fake, edit } = setup();
    await edit.open(orderIdOne);
    edit.edit({ deliveryCost: '400' });
    fake.routes[updateKey] = json(400, { message: adminTexts.deliveryCostPaid });
    expect(await edit.save()).toBe(false);
    expect(edit.$state.get().error).toBe(adminTexts.deliveryCostPaid);
    fake.routes[updateKey] = json(400, { message: 'Некорректное значение поля «status»' });
    expect(await edit.save()).toBe(false);
    expect(edit.$state.get().error).toBe(adminTexts.saveFailed);
  });
});
