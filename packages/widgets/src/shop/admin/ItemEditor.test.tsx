import { createApiClient } from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { createOrderEditStore } from '@stickers62/core/stores';
import { adminFormTexts, managerItemTexts } from '@stickers62/core/texts';
import { createFakeFetch, type FakeRoute, json } from '@stickers62/testkit/fake-fetch';
import { stickerItemFixture } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { OrderEditDialog } from './OrderEditDialog';
import { adminOrderFixture, orderIdOf } from './test-fixtures';

const orderId = orderIdOf(1);
const sticker = stickerItemFixture({ id: 7, name: 'Кот', count: 20, laminationType: 'Glossy', cost: 1500 });
const unpaid = adminOrderFixture({
  status: orderStatuses.readyToPrint,
  payed: false,
  cost: 1500,
  orderItems: [sticker],
});
const itemPath = `/api/web/admin/orders/${orderId}/items/stickers/7`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lists: Record<string, FakeRoute> = {
  'GET /api/stickers/references/film-types': json(200, ['Белая глянцевая', 'Прозрачная']),
  'GET /api/stickers/references/lamination-types': json(200, ['None', 'Glossy', 'Opaque']),
  'GET /api/stickers/references/cutting-types': json(200, ['None', 'Through', 'Contour']),
};

async function openDialog(order = unpaid, routes: Record<string, FakeRoute> = {}) {
  const fake = createFakeFetch({ [`GET /api/web/admin/orders/${orderId}`]: json(200, order), ...lists, ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  const api = createApiClient({ createXhr: null });
  const store = createOrderEditStore(api);
  await store.open(orderId);
  const view = render(<OrderEditDialog api={api} store={store} onClose={() => {}} />);
  return { fake, store, ...view };
}

describe("the manager's item editor in the edit dialog", () => {
  it('changes the count and lamination before payment and shows the order as the server priced it', async () => {
    const repriced = adminOrderFixture({
      ...unpaid,
      cost: 2700,
      orderItems: [{ ...sticker, count: 40, laminationType: 'None', cost: 2700 }],
    });
    const { fake, container } = await openDialog(unpaid, { [`POST ${itemPath}`]: json(200, repriced) });
    const open = screen.getByRole('button', { name: managerItemTexts.editOf('Кот') });
    await userEvent.click(open);
    const form = screen.getByRole('form', { name: managerItemTexts.editOf('Кот') });
    const count = within(form).getByLabelText(managerItemTexts.count);
    expect(document.activeElement).toBe(count);
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Без ламинации' })).toBeTruthy());
    await expectNoAxeViolations(container);
    await userEvent.clear(count);
    await userEvent.type(count, '40');
    await userEvent.selectOptions(within(form).getByLabelText(/ламинац/i), 'None');
    await userEvent.click(within(form).getByRole('button', { name: managerItemTexts.save }));

    expect(fake.callsTo(`POST ${itemPath}`).map((call) => JSON.parse(String(call.body)))).toEqual([
      { count: 40, laminationType: 'None' },
    ]);
    expect(await screen.findByText(managerItemTexts.saved)).toBeTruthy();
    expect(document.body.textContent).toContain(formatRubles(2700));
    // The form closed and focus went back to its button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: managerItemTexts.editOf('Кот') })),
    );
  });

  it('refuses a count that is no whole number above 0 before sending, and shows the server’s reason', async () => {
    const { fake } = await openDialog(unpaid, {
      [`POST ${itemPath}`]: json(400, { message: managerItemTexts.paid }),
    });
    await userEvent.click(screen.getByRole('button', { name: managerItemTexts.editOf('Кот') }));
    const form = screen.getByRole('form', { name: managerItemTexts.editOf('Кот') });
    const count = within(form).getByLabelText(managerItemTexts.count);
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByRole('button', { name: managerItemTexts.save }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    await userEvent.click(within(form).getByRole('button', { name: managerItemTexts.save }));
    expect((await within(form).findByRole('alert')).textContent).toBe(managerItemTexts.paid);
    expect(fake.callsTo(`POST ${itemPath}`)).toHaveLength(1);
  });

  it('removes an item after asking once more, and says so', async () => {
    const emptied = adminOrderFixture({ ...unpaid, cost: 0, orderItems: [] });
    const { fake } = await openDialog(unpaid, { [`DELETE ${itemPath}`]: json(200, emptied) });
    await userEvent.click(screen.getByRole('button', { name: managerItemTexts.editOf('Кот') }));
    await userEvent.click(screen.getByRole('button', { name: managerItemTexts.remove }));
    const confirm = screen.getByRole('button', { name: managerItemTexts.confirm });
    expect(document.activeElement).toBe(confirm);
    expect(screen.getByText(managerItemTexts.confirmRemove('Кот'))).toBeTruthy();
    await userEvent.click(confirm);
    expect(await screen.findByText(managerItemTexts.removed)).toBeTruthy();
    expect(fake.callsTo(`DELETE ${itemPath}`)).toHaveLength(1);
    expect(screen.getByText(adminFormTexts.orderTitle(1001))).toBeTruthy();
  });

  it('offers no change once the order is paid, and says why', async () => {
    await openDialog({ ...unpaid, payed: true });
    expect(screen.queryByRole('button', { name: managerItemTexts.editOf('Кот') })).toBeNull();
    expect(screen.getByText(managerItemTexts.paidHint)).toBeTruthy();
  });
});
