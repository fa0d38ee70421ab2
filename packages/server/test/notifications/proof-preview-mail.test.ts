import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { buildPath, routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.js';
import { proofFiles, users } from '../../src/db/schema.js';
import { previewKey } from '../../src/files/preview/preview-service.js';
import { mailPreviewWidth, proofPreviewCid, proofPreviewImage } from '../../src/notifications/proof-preview.js';
import { startS3TestServer } from '../files/s3-test-server.js';
import { pngBomb, pngFixture } from '../files/test-fixtures.js';
import { createCustomerOrder, createTestApp, loginAs, signUp, type TestApp } from '../test-support/app.js';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';

/**
 * The proof-ready e-mail carries the proof's preview inside the message (a `cid:` part, no
 * remote image), read through the file store when the worker delivers it: on a local disk and
 * on S3 alike. Without a drawable preview the e-mail still goes, buttons and all.
 */

const publicUrl = 'http://localhost:3000';
const buyerEmail = 'proof-buyer@example.ru';

const stores: { name: string; storage: () => Promise<Partial<AppConfig>> }[] = [
  { name: 'local disk', storage: async () => ({}) },
  {
    name: 'S3',
    storage: async () => {
      const s3 = await startS3TestServer();
      cleanups.push(() => s3.stop());
      return { storage: { kind: 's3', ...s3.config } };
    },
  },
];

const cleanups: (() => Promise<unknown>)[] = [];
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  cleanups.push(() => smtp.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(stores)('the proof-ready e-mail ($name)', ({ storage }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'proof-mail-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    testApp = await createTestApp({
      config: {
        dataDir,
        publicUrl,
        ...(await storage()),
        mail: { smtpUrl: smtp.url, from: 'Стикеры 62 <shop@stickers62.test>', managerEmails: [], timeoutMs: 5000 },
      },
    });
    cleanups.push(() => testApp.close());
  }, 60_000);

  const app = () => testApp.app;

  /** An order of a customer with an e-mail, with a proof round of `layout` (as `fileName`) sent. */
  async function orderWithProof(layout: Buffer, fileName: string) {
    const customer = await signUp(app());
    await app().db.update(users).set({ receiptEmail: buyerEmail }).where(eq(users.id, customer.userId));
    const order = await createCustomerOrder(app(), customer, { submit: true });
    const manager = await loginAs(app(), 'manager');
    const upload = await app().inject({
      method: 'POST',
      url: buildPath(routes.uploadProofFile.path, { id: order.orderId }),
      query: { fileName },
      headers: { ...manager.headers, 'content-type': 'application/octet-stream' },
      body: layout,
    });
    expect(upload.statusCode).toBe(200);
    await app().notifications.worker.drain();
    smtp.received.length = 0;
    const attached = await app().inject({
      method: 'POST',
      url: buildPath(routes.attachProof.path, { id: order.orderId }),
      headers: manager.headers,
      payload: { fileIds: [upload.json().id] },
    });
    expect(attached.statusCode).toBe(200);
    const [file] = await app().db.select().from(proofFiles).where(eq(proofFiles.orderId, order.orderId));
    if (!file) throw new Error('proof file missing');
    return { ...order, fileKey: file.fileKey };
  }

  async function proofReadyMail(orderNumber: number): Promise<ReceivedMail> {
    await app().notifications.worker.drain();
    const mails = smtp.received.filter(
      (mail) => mail.subject === `Макет по заказу №${orderNumber} готов к согласованию`,
    );
    expect(mails).toHaveLength(1);
    return mails[0] as ReceivedMail;
  }

  const buttonsOf = (mail: ReceivedMail, orderId: string) =>
    mail.html.split(`href="${publicUrl}/order/${orderId}/payment"`).length - 1;

  it('carries the stored preview as an inline image the HTML shows by its Content-ID', async () => {
    const { orderId, orderNumber, fileKey } = await orderWithProof(await pngFixture(900, 600), 'макет.png');
    const mail = await proofReadyMail(orderNumber);

    const cid = proofPreviewCid(orderId, 1);
    expect(mail.attachments).toHaveLength(1);
    const [image] = mail.attachments;
    expect(image?.contentType).toBe('image/webp');
    expect(image?.contentId).toBe(`<${cid}>`);
    expect(image?.disposition).toBe('inline');
    // The very bytes the preview pipeline stored, read back through the same store.
    const stored = await buffer(app().fileStore.storage.read(previewKey(fileKey, mailPreviewWidth)));
    expect(image?.content.equals(stored)).toBe(true);
    expect((await sharp(image?.content).metadata()).width).toBe(mailPreviewWidth);

    expect(mail.html).toMatch(new RegExp(`<img[^>]+alt="Макет по заказу №${orderNumber}"[^>]+src="cid:${cid}"`));
    expect(mail.html).not.toMatch(/<img[^>]+src="http/);
    expect(buttonsOf(mail, orderId)).toBeGreaterThanOrEqual(2);
  });

  it('goes without an image when the proof has no preview to draw', async () => {
    // A PNG claiming 100 000 × 100 000 px: the pipeline refuses to draw it.
    const { orderId, orderNumber } = await orderWithProof(pngBomb(), 'огромный.png');
    const mail = await proofReadyMail(orderNumber);
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
    expect(mail.html).not.toContain('<img');
    expect(buttonsOf(mail, orderId)).toBeGreaterThanOrEqual(2);
    expect(mail.text).toContain(`${publicUrl}/order/${orderId}/payment`);
  });

  it('refuses a preview over the size limit, to the byte', async () => {
    const { orderId, fileKey } = await orderWithProof(await pngFixture(700, 500), 'limit.png');
    await app().notifications.worker.drain();
    const size = (await app().fileStore.storage.stat(previewKey(fileKey, mailPreviewWidth)))?.size ?? 0;
    expect(size).toBeGreaterThan(0);
    const image = await proofPreviewImage(app().db, app().fileStore, orderId, 1, { limitBytes: size });
    expect(image?.content.length).toBe(size);
    expect(await proofPreviewImage(app().db, app().fileStore, orderId, 1, { limitBytes: size - 1 })).toBeNull();
    // No such round: nothing to carry.
    expect(await proofPreviewImage(app().db, app().fileStore, orderId, 2)).toBeNull();
  });
});
