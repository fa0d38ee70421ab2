import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCompany, getOrder, getOrderInvoices, issueInvoice, updateOrderInformation } from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import {
  adminTexts,
  bankStatementPanelTexts,
  bankStatementTexts,
  closingDocumentTexts,
  companyFormTexts,
  companyTexts,
  invoicePanelTexts,
  invoiceTexts,
  managerInvoiceTexts,
  torg12Texts,
} from '@stickers62/core/texts';
import { orderUpdateBody } from '@stickers62/testkit/fixtures';
import iconv from 'iconv-lite';
import { expect, test } from 'vitest';
import { apiAs, approvedOrder, newPage, shootPhoneAndDesktop } from './support/index.ts';
import { e2eSeller } from './support/seller.ts';

/** The bank's statement for 1C with one payment, in Windows-1251 as banks export it. */
function statement(invoiceNumber: string, kopecks: number): Buffer {
  const rubles = `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    `РасчСчет=${e2eSeller.SELLER_ACCOUNT}`,
    'СекцияДокумент=Платежное поручение',
    'Номер=314',
    'Дата=27.11.2026',
    `Сумма=${rubles}`,
    'ПлательщикСчет=40702810000000000001',
    'ПлательщикИНН=7736050003',
    'Плательщик1=ООО «Ромашка» и "Лютик"',
    `ПолучательСчет=${e2eSeller.SELLER_ACCOUNT}`,
    `ПолучательИНН=${e2eSeller.SELLER_INN}`,
    `НазначениеПлатежа=Оплата по счёту № ${invoiceNumber}. Без НДС`,
    'КонецДокумента',
    'КонецФайла',
  ];
  return iconv.encode(lines.join('\r\n'), 'win1251');
}

test('a company pays by invoice: the customer adds it and downloads the invoice, the manager uploads the statement and the order is paid, the УПД after shipment', async () => {
  const customer = await apiAs('customer');
  const admin = await apiAs('admin');
  const order = await approvedOrder(
    customer,
    admin,
    { stickers: [{ name: 'Котики для офиса', count: 10 }] },
    { receiverCredentials: 'Анна Бухгалтерова' },
  );

  // The customer adds the company in the profile; a mistyped ИНН is caught first.
  const page = await newPage({ token: customer.token });
  await page.goto('/profile');
  await page.getByRole('heading', { name: companyFormTexts.title }).waitFor();
  await page.getByLabel(companyTexts.name).fill('ООО «Ромашка» и "Лютик"');
  await page.getByLabel(companyTexts.inn).fill('7736050004');
  await page.getByLabel(companyTexts.kpp).fill('773601001');
  await page.getByLabel(companyTexts.ogrn).fill('1027700132195');
  await page.getByLabel(companyTexts.address).fill('119991, г. Москва, Ленинский пр-т, д. 1');
  await page.getByRole('button', { name: companyFormTexts.add }).click();
  await page.getByText(companyTexts.innCheckDigit).waitFor();
  await page.getByLabel(companyTexts.inn).fill('7736050003');
  await page.getByRole('button', { name: companyFormTexts.add }).click();
  await page.getByText(companyFormTexts.saved).waitFor();
  await page.getByText('ИНН 7736050003, КПП 773601001').waitFor();
  await shootPhoneAndDesktop(page, 'invoice-profile-companies');

  // «Оплатить по счёту» on the order page, then the PDF.
  await page.goto(`/order/${order.orderId}`);
  await page.getByRole('button', { name: invoiceTexts.payByInvoice }).click();
  const issued = (await getOrderInvoices(customer.api, order.orderId)).invoices;
  expect(issued).toHaveLength(1);
  const invoice = issued[0];
  if (!invoice) throw new Error('no invoice');
  const downloadButton = page.getByRole('button', { name: invoiceTexts.download(invoice.number) });
  await downloadButton.waitFor();
  await page.getByText(invoicePanelTexts.statuses.issued).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoice.number}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shootPhoneAndDesktop(page, 'invoice-order-page');

  // The manager uploads the bank's statement: the payment matches the invoice and pays the order.
  const manager = await newPage({ token: admin.token });
  await manager.goto('/admin');
  await manager.getByText(bankStatementPanelTexts.title).click();
  await manager.getByLabel(bankStatementPanelTexts.choose).setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: statement(invoice.number, invoice.amountKopecks),
  });
  await manager.getByText(bankStatementTexts.paid(invoice.number, order.orderNumber)).waitFor();
  await manager.getByText(bankStatementTexts.outcomes.paid).first().waitFor();
  // The list around it is brought up to date: the order reads paid there too.
  await manager.locator(`tr[data-order-id="${order.orderId}"]`).getByText(adminTexts.yes, { exact: true }).waitFor();
  await manager.getByTestId('bank-statement').scrollIntoViewIfNeeded();
  await shootPhoneAndDesktop(manager, 'invoice-bank-statement');
  expect((await getOrder(customer.api, order.orderId)).payed).toBe(true);

  await page.reload();
  await page.getByTestId('invoice-panel').getByText(invoicePanelTexts.statuses.paid, { exact: true }).waitFor();

  // After shipment the customer downloads the closing documents the shop is set to make
  // (CLOSING_DOCUMENTS=torg12-act: a товарная накладная for the goods; this pickup order has no
  // delivery to make an акт of).
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(order.orderId, { status: orderStatuses.shipped, isPayed: true }),
  );
  await page.reload();
  const { closingDocuments } = await getOrderInvoices(customer.api, order.orderId);
  expect(closingDocuments.map((document) => document.kind)).toContain('torg12');
  for (const document of closingDocuments) {
    const button = page.getByRole('button', { name: closingDocumentTexts.download[document.kind](document.number) });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const parts: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) parts.push(chunk as Buffer);
    const bytes = Buffer.concat(parts);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (document.kind === 'torg12') {
      const folder = await mkdtemp(join(tmpdir(), 'e2e-torg12-'));
      await writeFile(join(folder, 'torg12.pdf'), bytes);
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(folder, 'torg12.pdf'), '-']);
      await rm(folder, { recursive: true, force: true });
      expect(stdout.replace(/\s+/g, ' ')).toContain(`${torg12Texts.title} № ${document.number}`);
    }
  }
  await shootPhoneAndDesktop(page, 'invoice-closing-documents');
  await page.context().close();
  await manager.context().close();
});

test("the manager marks an invoice paid by hand from the order's dialog, after one more question", async () => {
  const customer = await apiAs('customer');
  const admin = await apiAs('admin');
  const order = await approvedOrder(
    customer,
    admin,
    { stickers: [{ name: 'Наклейки для склада', count: 10 }] },
    { receiverCredentials: 'Анна Бухгалтерова' },
  );
  const company = await createCompany(customer.api, {
    kind: 'organization',
    name: 'ООО «Склад»',
    inn: '7736050003',
    kpp: '773601001',
    ogrn: '1027700132195',
    address: '390000, г. Рязань, ул. Почтовая, д. 1',
    accountantEmail: null,
  });
  const invoice = await issueInvoice(customer.api, order.orderId, company.id);

  const manager = await newPage({ token: admin.token });
  await manager.goto(`/admin?order=${order.orderId}`);
  const invoices = manager.getByTestId('order-invoices');
  await invoices.getByText(invoicePanelTexts.statuses.issued, { exact: true }).waitFor();
  await invoices.getByRole('button', { name: managerInvoiceTexts.markPaid }).click();
  await invoices.getByText(managerInvoiceTexts.confirm(invoice.number)).waitFor();
  await invoices.scrollIntoViewIfNeeded();
  await shootPhoneAndDesktop(manager, 'invoice-mark-paid-question');
  await invoices.getByRole('button', { name: managerInvoiceTexts.confirmYes }).click();
  await invoices.getByText(managerInvoiceTexts.marked(invoice.number)).waitFor();
  await invoices.getByText(invoicePanelTexts.statuses.paid, { exact: true }).waitFor();
  expect((await getOrder(customer.api, order.orderId)).payed).toBe(true);
  await invoices.scrollIntoViewIfNeeded();
  await shootPhoneAndDesktop(manager, 'invoice-mark-paid-done');
  await manager.context().close();
});
