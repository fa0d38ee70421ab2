import { formatRubles } from '@stickers62/core/format';
import { completedTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderFixture, orderIdOne } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CompletedPage } from './completed';

const sent = orderFixture({
  number: 1077,
  status: 'Ожидает проверки макетов менеджером',
  cost: 3120,
  deliveryType: 'CDEK',
  approximalSendDate: '2026-12-04',
  approximalDeliveryDate: '2026-12-09',
});

function answers(client: object) {
  return (url: URL): MockAnswer | undefined => {
    if (url.pathname === `/api/web/orders/${orderIdOne}`) return { body: sent };
    if (url.pathname === '/api/web/client') return { body: client };
    return undefined;
  };
}

function renderAt(path: string) {
  return render(
    <Router hook={memoryLocation({ path }).hook}>
      <CompletedPage />
    </Router>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompletedPage', () => {
  it('keeps the spec’s text and adds the number, the total and the promised dates', async () => {
    mockFetch(answers({ name: 'Анна', receiptEmail: 'anna@example.ru', vk: true }));
    renderAt(`/completed/${orderIdOne}`);
    const order = await screen.findByRole('region', { name: completedTexts.summaryTitle });
    expect(within(order).getByText('Заказ №1077')).toBeTruthy();
    // The sum keeps its no-break spaces ('3 120,00 ₽').
    const asIs = { normalizer: (text: string) => text };
    expect(within(order).getByText(`Сумма: ${formatRubles(3120)}`, asIs)).toBeTruthy();
    expect(within(order).getByText('Отправим до 4 декабря, доставим до 9 декабря')).toBeTruthy();
    for (const text of [completedTexts.text, completedTexts.approval, completedTexts.stickers, completedTexts.acryl]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // A buyer the shop reaches in VK is not told about e-mail.
    expect(screen.queryByText(/новости о заказе придут/)).toBeNull();
  });

  it('tells a buyer without VK that the news will come by e-mail', async () => {
    mockFetch(answers({ name: 'Анна', receiptEmail: 'anna@example.ru', vk: false }));
    renderAt(`/completed/${orderIdOne}`);
    expect(await screen.findByText(completedTexts.newsByEmail('anna@example.ru'))).toBeTruthy();
    expect(screen.getByText(completedTexts.text)).toBeTruthy();
  });

  it('shows the spec’s text alone when the order cannot be loaded', async () => {
    const { calls } = mockFetch(() => undefined);
    renderAt('/completed/123');
    expect(screen.getByText(completedTexts.text)).toBeTruthy();
    await vi.waitFor(() => expect(calls).toContain('/api/web/orders/123'));
    expect(screen.queryByRole('region', { name: completedTexts.summaryTitle })).toBeNull();
  });
});
