import { createApiClient } from '@stickers62/core/api';
import type { OrderEvent } from '@stickers62/core/contract';
import { mailPreferenceTexts, timelineTexts } from '@stickers62/core/texts';
import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { describeOrderEvent } from './describe';
import { MailPreferences } from './MailPreferences';
import { OrderTimeline } from './OrderTimeline';

afterEach(cleanup);

const orderId = '0b5f4c1e-1f7a-4c55-9d5e-6f3f8a1b2c3d';
const events = [
  {
    id: 1,
    at: '2026-11-20T09:00:00Z',
    actor: { kind: 'customer', id: null, name: 'Иван' },
    kind: 'submitted',
    data: {},
  },
  {
    id: 2,
    at: '2026-11-20T10:00:00Z',
    actor: { kind: 'manager', id: 2, name: 'Анна' },
    kind: 'field-changed',
    data: { field: 'status', old: 'Ожидает проверки макетов менеджером', new: 'В работе' },
  },
  {
    id: 3,
    at: '2026-11-20T11:00:00Z',
    actor: { kind: 'provider', id: null, name: 'yookassa' },
    kind: 'payment-settled',
    data: { amount: 2450 },
  },
  {
    id: 4,
    at: '2026-11-21T11:00:00Z',
    actor: { kind: 'system', id: null, name: null },
    kind: 'field-changed',
    data: { field: 'comment', old: null, new: '<b>срочно</b>' },
  },
];

const apiWith = (routes: Parameters<typeof createFakeFetch>[0]) => {
  const fake = createFakeFetch(routes);
  return { fake, api: createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null }) };
};

describe('the order timeline', () => {
  it('names a delivery by its Russian name and a yes or no in words, not by the wire codes', () => {
    const change = (field: string, old: unknown, next: unknown) =>
      describeOrderEvent({ ...events[1], data: { field, old, new: next } } as OrderEvent);
    expect(change('deliveryType', 'Pickup', 'CDEK')).toBe(
      timelineTexts.fieldChanged(timelineTexts.fields.deliveryType ?? '', 'Самовывоз', 'СДЭК'),
    );
    expect(change('payed', false, true)).toContain(`${timelineTexts.no} → ${timelineTexts.yes}`);
  });

  it('lists each change in order with its words, time and who made it; HTML in a value stays text', async () => {
    const { api } = apiWith({ [`GET /api/web/orders/${orderId}/timeline`]: json(200, { events }) });
    const { container } = render(<OrderTimeline api={api} orderId={orderId} />);
    const section = await screen.findByTestId('order-timeline');
    await within(section).findByText(timelineTexts.submitted);
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual([
      'submitted',
      'field-changed',
      'payment-settled',
      'field-changed',
    ]);
    expect(rows[1]?.textContent).toContain('Статус: Ожидает проверки макетов менеджером → В работе');
    expect(rows[1]?.textContent).toContain('Анна');
    expect(rows[2]?.textContent).toContain('Оплата получена: 2');
    expect(rows[3]?.textContent).toContain('Комментарий: — → <b>срочно</b>');
    expect(rows[3]?.textContent).toContain(timelineTexts.system);
    expect(container.querySelector('b')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says so when the history cannot be read, in the server's words", async () => {
    const { api } = apiWith({
      [`GET /api/web/orders/${orderId}/timeline`]: json(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Нет доступа',
      }),
    });
    render(<OrderTimeline api={api} orderId={orderId} />);
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
  });
});

describe('the e-mail settings in the profile', () => {
  it('turns order news off and on, saying what still comes', async () => {
    let saved = true;
    const { fake, api } = apiWith({
      'GET /api/web/notifications/preferences': () => json(200, { orderNewsEmails: saved }),
      'POST /api/web/notifications/preferences': (call) => {
        saved = (JSON.parse(String(call.body)) as { orderNewsEmails: boolean }).orderNewsEmails;
        return json(200, { orderNewsEmails: saved });
      },
    });
    const { container } = render(<MailPreferences api={api} />);
    const box = await screen.findByRole('checkbox', { name: mailPreferenceTexts.orderNews });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(mailPreferenceTexts.alwaysSent)).toBeTruthy();
    fireEvent.click(box);
    expect(await screen.findByText(mailPreferenceTexts.unsubscribed)).toBeTruthy();
    expect(fake.callsTo('POST /api/web/notifications/preferences').map((call) => String(call.body))).toEqual([
      '{"orderNewsEmails":false}',
    ]);
    expect((box as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations(container);
  });
});
