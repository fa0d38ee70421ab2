import {
  createCompany,
  createOrderFromCart,
  getCart,
  getPublicOrderInvoice,
  saveStickerItem,
  submitToManager,
  updateOrderInformation,
} from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { invoicePanelTexts, invoiceTexts, orderLinkInvoiceTexts } from '@stickers62/core/texts';
import { companyBody, orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { expect, test } from 'vitest';
import { apiAs, newPage, shootPhoneAndDesktop } from './support/index.ts';

// «Оплатить по счёту» on the order-link page (issue 34; docs/decisions/0162): the signed-in owner
// issues the invoice to a company there, and whoever holds the link (an accountant, no session)
// sees it and downloads its PDF.
test('the order-link page issues the owner’s invoice and gives it to whoever holds the link', async () => {
  const customer = await apiAs('customer');
  const admin = await apiAs('admin');
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name: 'Наклейки для бухгалтерии', count: 20 }));
  const order = await createOrderFromCart(customer.api, {
    id: cart.orderId,
    receiverCredentials: 'Ирина Счетова',
    phoneNumber: '+79101234568',
    deliveryType: 'Pickup',
  });
  await submitToManager(customer.api, order.orderId);
  await updateOrderInformation(admin.api, orderUpdateBody(order.orderId, { status: orderStatuses.readyToPrint }));
  await createCompany(customer.api, companyBody({ accountantEmail: null }));
  const link = `/order/${order.orderId}/payment`;

  // A guest with the link, before any invoice: asked to let the owner issue it.
  const guest = await newPage();
  await guest.goto(link);
  const guestButton = guest.getByRole('button', { name: orderLinkInvoiceTexts.payByInvoice });
  await guestButton.click();
  await guest.getByText(orderLinkInvoiceTexts.signInToIssue).waitFor();
  await shootPhoneAndDesktop(guest, 'order-link-invoice-guest-before');

  // The owner, signed in, picks the company and issues it on the same page.
  const owner = await newPage({ token: customer.token });
  await owner.goto(link);
  await owner.getByTestId('order-link-status').waitFor();
  await owner.getByRole('button', { name: orderLinkInvoiceTexts.payByInvoice, expanded: false }).click();
  await owner.getByLabel(invoiceTexts.chooseCompany).waitFor();
  await shootPhoneAndDesktop(owner, 'order-link-invoice-owner-choose');
  await owner.getByRole('button', { name: invoicePanelTexts.issue }).click();
  const { invoice } = await getPublicOrderInvoice(customer.api, order.orderId);
  if (!invoice) throw new Error('no invoice issued');
  await owner.getByTestId('order-link-invoice-line').getByText(invoice.number, { exact: false }).waitFor();

  // The guest reloads: the invoice is there to download, without signing in.
  await guest.reload();
  await guest.getByRole('button', { name: orderLinkInvoiceTexts.payByInvoice }).click();
  const line = guest.getByTestId('order-link-invoice-line');
  await line.waitFor();
  expect(await line.textContent()).toContain(invoicePanelTexts.statuses.issued);
  const downloadLink = guest.getByRole('link', { name: invoiceTexts.download(invoice.number) });
  const [download] = await Promise.all([guest.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoice.number}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shootPhoneAndDesktop(guest, 'order-link-invoice-guest');

  await guest.context().close();
  await owner.context().close();
});
