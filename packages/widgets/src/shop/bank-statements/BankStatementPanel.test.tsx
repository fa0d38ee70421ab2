import { createApiClient } from '@stickers62/core/api';
import { bankStatementPanelTexts, bankStatementTexts } from '@stickers62/core/texts';
import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankStatementPanel } from './BankStatementPanel';

afterEach(cleanup);

/** Opens the collapsed section as a click on its summary does (jsdom does not toggle `details` itself). */
function openSection() {
  const details = screen.getByTestId('bank-statement') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

const payment = {
  id: 1,
  number: '501',
  date: '2026-11-27',
  amountKopecks: 235_000,
  payerInn: '7736050003',
  payerName: 'ООО «Ромашка»',
  purpose: 'Оплата по счёту № 2026-15',
  outcome: 'paid',
  reason: bankStatementTexts.paid('2026-15', 1234),
  invoiceNumber: '2026-15',
  orderId: '0b5f4c1e-1f7a-4c55-9d5e-6f3f8a1b2c3d',
  orderNumber: 1234,
  alreadyRecorded: false,
};

describe('BankStatementPanel', () => {
  it('sends the chosen file as it is and shows each payment with what it came to', async () => {
    const fake = createFakeFetch({
      'GET /api/web/admin/bank-payments': json(200, { payments: [] }),
      'POST /api/web/admin/bank-statements': json(200, { payments: [payment] }),
    });
    const api = createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null });
    let recorded = 0;
    render(<BankStatementPanel api={api} onRecorded={() => (recorded += 1)} />);
    expect(fake.callsTo('GET /api/web/admin/bank-payments')).toHaveLength(0);
    openSection();
    expect(await screen.findByText(bankStatementPanelTexts.empty)).toBeTruthy();
    const file = new File(['1CClientBankExchange'], 'kl_to_1c.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText(bankStatementPanelTexts.choose), { target: { files: [file] } });
    expect(await screen.findByText(bankStatementTexts.outcomes.paid)).toBeTruthy();
    expect(screen.getByText(payment.reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: bankStatementPanelTexts.order(1234) }).getAttribute('href')).toBe(
      `/admin?order=${payment.orderId}`,
    );
    expect(recorded).toBe(1);
    const sent = fake.callsTo('POST /api/web/admin/bank-statements');
    expect(sent.map((call) => call.body)).toEqual([file]);
  });

  it('shows the server’s Russian refusal of a broken file', async () => {
    const fake = createFakeFetch({
      'GET /api/web/admin/bank-payments': json(200, { payments: [] }),
      'POST /api/web/admin/bank-statements': json(400, { message: bankStatementTexts.unfinishedFile }),
    });
    const api = createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null });
    render(<BankStatementPanel api={api} />);
    openSection();
    await screen.findByText(bankStatementPanelTexts.empty);
    const file = new File(['broken'], 'statement.txt');
    fireEvent.change(screen.getByLabelText(bankStatementPanelTexts.choose), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(bankStatementTexts.unfinishedFile);
  });
});
