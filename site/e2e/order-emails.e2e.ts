import {
  createOrderFromCart,
  saveClientInformation,
  saveStickerItem,
  submitToManager,
  updateOrderInformation,
} from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { adminFormTexts, paymentTexts, proofTexts, timelineTexts } from '@stickers62/core/texts';
import { orderUpdateBody, profileFixture, stickerItemBody } from '@stickers62/testkit/fixtures';
import { layoutPng } from '@stickers62/testkit/png';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, newPage, screenshot, shopUrl, signUp } from './support/index.ts';

/** An e-mail as /dev/mail lists it (development without SMTP_URL keeps every message). */
interface KeptMail {
  subject: string;
  to: string;
  html: string;
}

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

async function keptMails(): Promise<KeptMail[]> {
  const page = await (await fetch(`${shopUrl()}/dev/mail`)).text();
  return [...page.matchAll(/<article>\s*<h2>(.*?)<\/h2>\s*<p><b>Кому:<\/b> (.*?) ·[\s\S]*?srcdoc="([^"]*)"/g)].map(
    ([, subject = '', to = '', srcdoc = '']) => ({
      subject: unescapeHtml(subject),
      to: unescapeHtml(to),
      html: unescapeHtml(srcdoc),
    }),
  );
}

/** The one e-mail to `to` with `subject`, waited for (the worker sends within a second or two). */
async function mailTo(to: string, subject: string): Promise<KeptMail> {
  await expect
    .poll(async () => (await keptMails()).filter((mail) => mail.to === to && mail.subject === subject).length, {
      timeout: 45_000,
    })
    .toBeGreaterThan(0);
  const matching = (await keptMails()).filter((mail) => mail.to === to && mail.subject === subject);
  expect(matching, `${subject} → ${to}`).toHaveLength(1);
  return matching[0] as KeptMail;
}

/** The address of the e-mail's first button. */
function firstLink(mail: KeptMail): URL {
  const href = /<a[^>]+href="([^"]+)"/.exec(mail.html)?.[1];
  if (!href) throw new Error(`no link in «${mail.subject}»`);
  return new URL(href.replace(/&amp;/g, '&'));
}

async function openLink(page: Page, mail: KeptMail): Promise<URL> {
  const url = firstLink(mail);
  await page.goto(url.pathname + url.search);
  return url;
}

test('order → proof → approve → pay → ship: each step e-mails the customer once, its link opens the right page, and the manager’s timeline lists the steps in order', async () => {
  const email = `buyer${Date.now()}@example.ru`;
  const customerApi = await signUp();
  await saveClientInformation(customerApi.api, profileFixture({ receiptEmail: email }));
  await saveStickerItem(customerApi.api, '0', stickerItemBody({ name: 'Котики', count: 10 }));
  const placed = await createOrderFromCart(customerApi.api, {
    id: '0',
    receiverCredentials: 'Письмова Ирина',
    phoneNumber: '+79001234567',
    deliveryType: 'Pickup',
  });
  const { orderId, orderNumber: n } = placed;
  await submitToManager(customerApi.api, orderId);

  // 1. Order received: the link opens the customer's order page.
  const customer = await newPage({ token: customerApi.token });
  const received = await mailTo(email, `Заказ №${n} получен`);
  expect((await openLink(customer, received)).pathname).toBe(`/order/${orderId}`);
  await customer.getByRole('heading', { level: 1, name: new RegExp(`${n}`) }).waitFor();

  // 2. The manager sends a proof from the edit dialog; the e-mail's button opens the order-link page.
  const admin = await apiAs('admin');
  const manager = await newPage({ token: admin.token });
  await manager.goto(`/admin?order=${orderId}`);
  const dialog = manager.getByRole('dialog', { name: adminFormTexts.orderTitle(n) });
  await dialog.waitFor();
  const panel = dialog.getByRole('region', { name: proofTexts.attachTitle });
  await panel
    .getByLabel(proofTexts.attachFiles)
    .setInputFiles({ name: 'макет.png', mimeType: 'image/png', buffer: await layoutPng(420, 7) });
  await panel.getByRole('button', { name: proofTexts.attachSend }).click();
  await panel.getByText(proofTexts.attached).waitFor();
  const proofReady = await mailTo(email, `Макет по заказу №${n} готов к согласованию`);
  expect((await openLink(customer, proofReady)).pathname).toBe(`/order/${orderId}/payment`);

  // 3. The customer approves there and pays in the sandbox.
  const review = customer.getByTestId('proof-review');
  await review.getByRole('button', { name: proofTexts.approve }).click();
  await review.getByText(proofTexts.approvedNotice).waitFor();
  const approved = await mailTo(email, `Макет по заказу №${n} согласован`);
  expect(firstLink(approved).pathname).toBe(`/order/${orderId}/payment`);
  await customer.getByRole('button', { name: paymentTexts.payOrder }).click();
  await customer.getByLabel(paymentTexts.email).fill(email);
  await customer.getByRole('button', { name: paymentTexts.payByCard }).click();
  await customer.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await customer.waitForURL((url) => url.pathname === `/order/${orderId}/payment-completed`);
  await customer.getByText(paymentTexts.paidTitle).waitFor({ timeout: 45_000 });
  const paid = await mailTo(email, `Оплата заказа №${n} получена`);
  expect(firstLink(paid).pathname).toBe(`/order/${orderId}`);

  // 4. The manager ships it.
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(orderId, { status: orderStatuses.shipped, isPayed: true, deliveryType: 'Pickup' }),
  );
  const shipped = await mailTo(email, `Заказ №${n} отправлен`);
  expect((await openLink(customer, shipped)).pathname).toBe(`/order/${orderId}`);
  // The customer's page shows their part of the history.
  const customerTimeline = customer.getByTestId('order-timeline');
  await customerTimeline.getByText(timelineTexts.submitted).waitFor();

  // 5. The manager's dialog shows every step in order.
  await manager.goto(`/admin?order=${orderId}`);
  await dialog.waitFor();
  const timeline = dialog.getByTestId('order-timeline');
  await timeline.locator('li[data-kind="notification-sent"]').first().waitFor();
  await expect
    .poll(async () =>
      (await timeline.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')))).filter(
        (kind) => kind !== 'notification-sent' && kind !== 'field-changed',
      ),
    )
    .toEqual(['submitted', 'proof-sent', 'proof-answered', 'payment-settled']);
  await timeline.scrollIntoViewIfNeeded();
  await screenshot(manager, 'order-timeline-dialog', 1440);
  // Each e-mail went once.
  const mine = (await keptMails()).filter((mail) => mail.to === email).map((mail) => mail.subject);
  expect(new Set(mine).size).toBe(mine.length);
  for (const page of [manager, customer]) await page.context().close();
}, 300_000);
