import { createApiClient } from '@stickers62/core/api';
import { createCreateForClientStore } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts, clientOrderTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { CreateForClientDialog } from './CreateForClientDialog';
import { orderIdOf } from './test-fixtures';

const createPath = '/api/web/admin/orders/create-for-client';
const accessLink = 'https://stickers62.test/?access_key=abc';
const orderLink = `https://stickers62.test/order/${orderIdOf(5)}/payment?access_key=abc`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateForClientDialog', () => {
  it('creates a draft for a client, gives the order link to copy and the ways to fill the order', async () => {
    const { fetchMock } = mockFetch((url) =>
      url.pathname === createPath
        ? {
            status: 201,
            body: {
              orderId: orderIdOf(5),
              orderNumber: 77,
              accessLink,
              orderLink,
              expiresAt: '2026-02-01T00:00:00.000Z',
            },
          }
        : undefined,
    );
    const copy = vi.fn(async () => {});
    const store = createCreateForClientStore(createApiClient({ createXhr: null }));
    const opened: string[] = [];
    const { container } = render(
      <CreateForClientDialog
        store={store}
        onClose={() => {}}
        copy={copy}
        orderPath={(id) => `/order/${id}`}
        onOpenOrder={(id) => opened.push(id)}
      />,
    );
    await expectNoAxeViolations(container);
    const create = screen.getByRole('button', { name: adminFormTexts.create });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(adminFormTexts.clientName), 'Мария');
    await userEvent.type(screen.getByLabelText(adminFormTexts.vkLink), 'https://vk.com/maria');
    await userEvent.click(create);
    expect(await screen.findByText(adminFormTexts.created(77))).toBeTruthy();
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({
      clientName: 'Мария',
      vkLink: 'https://vk.com/maria',
      comment: null,
    });
    // The form is replaced: focus goes to the message that replaced it.
    expect(document.activeElement?.textContent).toBe(adminFormTexts.created(77));
    // The client's link opens their order (the order-link page), not the shop's front page.
    expect((screen.getByLabelText(clientOrderTexts.clientLink) as HTMLInputElement).value).toBe(orderLink);
    await userEvent.click(screen.getByRole('button', { name: adminTexts.copyLink }));
    expect(copy).toHaveBeenCalledWith(orderLink);
    expect(screen.getByRole('status').textContent).toBe(adminTexts.linkCopied);
    await expectNoAxeViolations(container);
    expect(screen.getByRole('link', { name: clientOrderTexts.fillItems }).getAttribute('href')).toBe(
      `/order/${orderIdOf(5)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: clientOrderTexts.openCard }));
    expect(opened).toEqual([orderIdOf(5)]);
  });

  it('gives the sign-in link when the server names no order link', async () => {
    mockFetch((url) =>
      url.pathname === createPath
        ? {
            status: 201,
            body: { orderId: orderIdOf(6), orderNumber: 78, accessLink, expiresAt: '2026-02-01T00:00:00.000Z' },
          }
        : undefined,
    );
    const store = createCreateForClientStore(createApiClient({ createXhr: null }));
    render(<CreateForClientDialog store={store} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(adminFormTexts.clientName), 'Олег');
    await userEvent.click(screen.getByRole('button', { name: adminFormTexts.create }));
    expect((await screen.findByLabelText(clientOrderTexts.clientLink)) as HTMLInputElement).toHaveProperty(
      'value',
      accessLink,
    );
    expect(screen.queryByText(clientOrderTexts.fillTitle)).toBeNull();
  });

  it('shows the failure text when the server refuses', async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const store = createCreateForClientStore(createApiClient({ createXhr: null }));
    render(<CreateForClientDialog store={store} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(adminFormTexts.clientName), 'Мария');
    await userEvent.click(screen.getByRole('button', { name: adminFormTexts.create }));
    expect((await screen.findByRole('alert')).textContent).toBe(adminTexts.createForClientFailed);
  });
});
