import { createApiClient } from '@stickers62/core/api';
import { shipmentTexts } from '@stickers62/core/texts';
import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ShipmentPanel } from './ShipmentPanel';
import { orderIdOf } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const orderId = orderIdOf(7);
const path = `/api/web/admin/orders/${orderId}/shipment`;
const apiOf = (fake: ReturnType<typeof createFakeFetch>) =>
  createApiClient({ fetch: fake.fetch, createXhr: null, sleep: () => Promise.resolve(), log: () => {} });
const none = { state: 'none', cdekNumber: null, tariffCode: null, status: null, canCancel: false, sandbox: false };
const registered = {
  state: 'registered',
  cdekNumber: '1106200001',
  tariffCode: 136,
  // 06:00 UTC: 09:00 in Moscow.
  status: { code: 'CREATED', title: 'Заказ создан в СДЭК', city: 'Рязань', at: '2026-12-03T06:00:00Z' },
  canCancel: true,
  sandbox: false,
};

describe('ShipmentPanel: the dialog’s CDEK shipment', () => {
  it('registers, shows the CDEK number and status, downloads the label and cancels', async () => {
    const fake = createFakeFetch({
      [`GET ${path}`]: json(200, none),
      [`POST ${path}`]: json(200, registered),
      [`GET ${path}/label.pdf`]: { status: 200, body: new Blob(['%PDF-1.4']) },
      [`DELETE ${path}`]: json(200, { ...none, state: 'cancelled' }),
    });
    const createObjectURL = vi.fn(() => 'blob:label');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onChanged = vi.fn();
    const { container } = render(
      <ShipmentPanel api={apiOf(fake)} orderId={orderId} orderNumber={1024} onChanged={onChanged} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: shipmentTexts.register }));

    expect((await screen.findByTestId('shipment-number')).textContent).toBe('1106200001');
    expect(screen.getByTestId('shipment-status').textContent).toBe('Заказ создан в СДЭК Рязань, 3 дек 09:00');
    expect(onChanged).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: shipmentTexts.label }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(fake.callsTo(`GET ${path}/label.pdf`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: shipmentTexts.cancel }));
    expect(await screen.findByText(shipmentTexts.cancelled)).toBeTruthy();
    expect(screen.getByRole('button', { name: shipmentTexts.register })).toBeTruthy();
  });

  it('shows CDEK’s refusal in Russian as the server says it', async () => {
    const refusal = shipmentTexts.invalidPoint('NOPE1');
    const fake = createFakeFetch({
      [`GET ${path}`]: json(200, none),
      [`POST ${path}`]: json(400, { statusCode: 400, error: 'Bad Request', message: refusal }),
    });
    render(<ShipmentPanel api={apiOf(fake)} orderId={orderId} orderNumber={1} onChanged={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: shipmentTexts.register }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
