import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { devMailPage } from '../../src/notifications/dev-mail-page.js';
import { createCustomerOrder, createTestApp, signUp, type TestApp } from '../test-support/app.js';

let testApp: TestApp;
beforeAll(async () => {
  // No SMTP_URL: messages are kept and listed at /dev/mail.
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe('/dev/mail without SMTP_URL', () => {
  it('keeps what would have been sent and lists it, each message in a sandboxed frame', async () => {
    const { app } = testApp;
    expect(app.notifications.mail.kind).toBe('kept');
    const customer = await signUp(app);
    await app.db
      .update(users)
      .set({ receiptEmail: 'newcomer@example.ru', name: '<i>Новичок</i>' })
      .where(eq(users.id, customer.userId));
    const { orderNumber } = await createCustomerOrder(app, customer, { submit: true });
    await app.notifications.worker.drain();
    expect(app.notifications.mail.kept.map((mail) => mail.subject)).toContain(`Заказ №${orderNumber} получен`);

    const page = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Заказ №${orderNumber} получен`);
    expect(page.body).toContain('newcomer@example.ru');
    expect(page.body).toContain('<iframe sandbox=""');
    // The message's HTML sits escaped in srcdoc: nothing of it is markup of the list page.
    expect(page.body).not.toContain('<i>Новичок</i>');
  });

  it('escapes whatever a message holds', () => {
    const html = devMailPage([
      {
        to: '"><script>x()</script>@example.ru',
        from: 'Стикеры 62 <shop@localhost>',
        subject: '<img src=x onerror=alert(1)>',
        html: '<p onclick="x()">hi</p>',
        text: '</pre><script>',
        messageId: '<1@localhost>',
        at: '2026-11-20T09:00:00.000Z',
      },
    ]);
    expect(html).not.toMatch(/<script>|<img src=x|<\/pre><script>/);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('shows an inline (cid:) image of a kept message as a data URL', () => {
    const html = devMailPage([
      {
        to: 'buyer@example.ru',
        from: 'Стикеры 62 <shop@localhost>',
        subject: 'Макет готов',
        html: '<img src="cid:proof-1@stickers62" alt="Макет">',
        text: '',
        messageId: '<2@localhost>',
        at: '2026-11-20T09:00:00.000Z',
        inlineImages: [
          {
            cid: 'proof-1@stickers62',
            filename: 'maket-1.webp',
            contentType: 'image/webp',
            content: Buffer.from('RIFF'),
          },
        ],
      },
    ]);
    expect(html).toContain('src=&#34;data:image/webp;base64,UklGRg==&#34;');
    expect(html).not.toContain('cid:');
  });
});
