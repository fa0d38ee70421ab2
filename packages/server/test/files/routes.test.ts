import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, generalAcrylFileItemName, orderStatuses, routes } from '@stickers62/core/contract';
import { fileStatusTexts, fileTexts, itemTexts } from '@stickers62/core/texts';
import { htmlRenamedAsPng } from '@stickers62/testkit/png';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acrylItems, orders, stickerItems } from '../../src/db/schema.js';
import { redactUrl } from '../../src/log-redaction.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { pdfFixture, pngFixture, psdFixture } from './test-fixtures.js';
import { type Customer, createCustomer, setOrderStatus } from './test-support.js';

let dataDir: string;
let testApp: TestApp;
const uploadLimitBytes = 1024 * 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-routes-'));
  vi.stubEnv('UPLOAD_LIMIT_BYTES', String(uploadLimitBytes));
  testApp = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Call = 'uploadFile' | 'deleteFile' | 'fileName' | 'downloadFile' | 'filePreview' | 'fileImage';

function path(call: Call, customer: Pick<Customer, 'orderId'>, kind = 'stickers', itemName = 'Котики') {
  return buildPath(routes[call].path, { orderId: customer.orderId, kind, itemName });
}

function upload(customer: Customer, fileName: string, body: Buffer, kind = 'stickers', itemName = 'Котики') {
  return testApp.app.inject({
    method: 'POST',
    url: path('uploadFile', customer, kind, itemName),
    query: { fileName },
    headers: { ...customer.headers, 'content-type': 'application/octet-stream' },
    body,
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function layoutFiles(): Promise<string[]> {
  return readdir(join(dataDir, 'files', 'layouts')).catch(() => []);
}

async function stickerRow(customer: Customer) {
  const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, customer.orderId));
  return row;
}

describe('file routes', () => {
  it('stores an upload and gives the same bytes back (sha256), with a safe attachment name', async () => {
    const customer = await createCustomer(testApp.app);
    const layout = await pngFixture();
    const uploaded = await upload(customer, 'Котики финал.png', layout);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({
      fileName: 'Котики финал.png',
      status: fileStatusTexts.uploaded,
      preflight: expect.objectContaining({ facts: expect.objectContaining({ widthPx: 300, heightPx: 200 }) }),
    });

    const row = await stickerRow(customer);
    expect(row).toMatchObject({ fileName: 'Котики финал.png', fileSize: layout.length, status: 'Макет загружен' });
    expect(row?.fileKey).toMatch(/^layouts\/[0-9a-f-]{36}$/);

    const name = await testApp.app.inject({ url: path('fileName', customer), headers: customer.headers });
    expect(name.json()).toEqual({ fileName: 'Котики финал.png', status: 'Макет загружен' });

    const download = await testApp.app.inject({ url: path('downloadFile', customer), headers: customer.headers });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(layout));
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="______ _____.png"; filename*=UTF-8''${encodeURIComponent('Котики финал.png')}`,
    );
  });

  it('replaces a layout, removing the old file only after the new one is in place', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(customer, 'first.png', await pngFixture());
    const firstKey = (await stickerRow(customer))?.fileKey;
    const replaced = await upload(customer, 'second.pdf', pdfFixture());
    expect(replaced.statusCode).toBe(200);
    const row = await stickerRow(customer);
    expect(row?.fileName).toBe('second.pdf');
    expect(row?.fileKey).not.toBe(firstKey);
    const files = await layoutFiles();
    expect(files).toContain(row?.fileKey?.split('/')[1]);
    expect(files).not.toContain(firstKey?.split('/')[1]);
  });

  it('answers 413 above the limit and leaves no file, temporary file or row change', async () => {
    const customer = await createCustomer(testApp.app);
    const before = await layoutFiles();
    const big = Buffer.concat([await pngFixture(), Buffer.alloc(uploadLimitBytes)]);
    const answer = await upload(customer, 'big.png', big);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(fileTexts.tooLarge('1 МБ'));
    expect(await layoutFiles()).toEqual(before);
    expect(await readdir(join(dataDir, 'files', '.incoming'))).toEqual([]);
    expect(await stickerRow(customer)).toMatchObject({ fileName: null, fileKey: null, status: null });
  });

  it('stops counting at the limit even when no length was declared', async () => {
    const customer = await createCustomer(testApp.app);
    const big = Buffer.concat([await pngFixture(), Buffer.alloc(uploadLimitBytes)]);
    const { Readable } = await import('node:stream');
    const answer = await testApp.app.inject({
      method: 'POST',
      url: path('uploadFile', customer),
      query: { fileName: 'big.png' },
      headers: { ...customer.headers, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      payload: Readable.from([big.subarray(0, 30_000), big.subarray(30_000)]),
    });
    expect(answer.statusCode).toBe(413);
    expect(await readdir(join(dataDir, 'files', '.incoming'))).toEqual([]);
    expect((await stickerRow(customer))?.fileKey).toBeNull();
  });

  it('refuses HTML renamed to .png and names it in Russian', async () => {
    const customer = await createCustomer(testApp.app);
    const answer = await upload(customer, 'cat.png', htmlRenamedAsPng);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe(fileTexts.contentMismatch);
    expect((await stickerRow(customer))?.fileKey).toBeNull();
  });

  it('refuses extensions outside the list and unsafe names', async () => {
    const customer = await createCustomer(testApp.app);
    for (const fileName of ['page.html', 'noextension', 'a/b.png', '..', 'x.png\u0000']) {
      const answer = await upload(customer, fileName, await pngFixture());
      expect(answer.statusCode, fileName).toBe(415);
      expect(answer.json().message).toBe(fileTexts.typeNotAllowed);
    }
  });

  it('deletes a layout and sets the status the spec gives', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(customer, 'a.png', await pngFixture());
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: path('deleteFile', customer),
      headers: customer.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stickerRow(customer)).toMatchObject({
      fileKey: null,
      fileName: null,
      status: 'Ожидает загрузки макета',
    });
    const name = await testApp.app.inject({ url: path('fileName', customer), headers: customer.headers });
    expect(name.statusCode).toBe(404);

    await testApp.app.db
      .update(stickerItems)
      .set({ isFileInOtherItem: true })
      .where(eq(stickerItems.orderId, customer.orderId));
    await upload(customer, 'b.png', await pngFixture());
    await testApp.app.inject({ method: 'DELETE', url: path('deleteFile', customer), headers: customer.headers });
    expect((await stickerRow(customer))?.status).toBe('Макет загружен');
  });

  it('keeps the general acryl file of the order in the order row', async () => {
    const customer = await createCustomer(testApp.app);
    const uploaded = await upload(customer, 'Общий.psd', psdFixture(), 'acryl', generalAcrylFileItemName);
    expect(uploaded.json()).toEqual({
      fileName: 'Общий.psd',
      status: null,
      preflight: expect.objectContaining({ facts: expect.objectContaining({ widthPx: 300, heightPx: 200 }) }),
    });
    const [order] = await testApp.app.db.select().from(orders).where(eq(orders.id, customer.orderId));
    expect(order).toMatchObject({ acrylUploaded: true, acrylFileName: 'Общий.psd' });
    const [acryl] = await testApp.app.db.select().from(acrylItems).where(eq(acrylItems.orderId, customer.orderId));
    expect(acryl?.fileKey).toBeNull();

    const preview = await testApp.app.inject({
      url: path('filePreview', customer, 'acryl', generalAcrylFileItemName),
      query: { maxWidth: '120' },
      headers: customer.headers,
    });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(120);

    await testApp.app.inject({
      method: 'DELETE',
      url: path('deleteFile', customer, 'acryl', generalAcrylFileItemName),
      headers: customer.headers,
    });
    const [cleared] = await testApp.app.db.select().from(orders).where(eq(orders.id, customer.orderId));
    expect(cleared).toMatchObject({ acrylUploaded: false, acrylFileName: null, acrylFileKey: null });
  });

  it('serves previews at normalised widths and the full image', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(
      customer,
      'layout.jpg',
      await sharp(await pngFixture(1600, 800))
        .jpeg()
        .toBuffer(),
    );
    const thumbnail = await testApp.app.inject({
      url: path('filePreview', customer),
      query: { maxWidth: '100' },
      headers: customer.headers,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120 });
    const again = await testApp.app.inject({
      url: path('filePreview', customer),
      query: { maxWidth: '120' },
      headers: { ...customer.headers, 'if-none-match': thumbnail.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const odd = await testApp.app.inject({
      url: path('filePreview', customer),
      query: { maxWidth: '777' },
      headers: customer.headers,
    });
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(1000);

    const image = await testApp.app.inject({ url: path('fileImage', customer), headers: customer.headers });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);
  });

  it('shows a repeated item with its source layout, and only the owner’s', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(customer, 'source.png', await pngFixture(400, 200));
    const source = await stickerRow(customer);
    // A later order repeats «Котики» («Повтор макета»): no file of its own, otherItem set.
    const laterId = crypto.randomUUID();
    await testApp.app.db
      .insert(orders)
      .values({ id: laterId, ownerId: customer.userId, status: orderStatuses.created });
    const later = { ...customer, orderId: laterId };
    await testApp.app.db.insert(stickerItems).values([
      { orderId: laterId, ownerId: customer.userId, name: 'Повтор', isFileInOtherItem: true, otherItem: source?.id },
      { orderId: laterId, ownerId: customer.userId, name: 'Повтор повтора', isFileInOtherItem: true },
    ]);
    const [repeat] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.name, 'Повтор'));
    await testApp.app.db
      .update(stickerItems)
      .set({ otherItem: repeat?.id })
      .where(eq(stickerItems.name, 'Повтор повтора'));
    for (const name of ['Повтор', 'Повтор повтора']) {
      const preview = await testApp.app.inject({
        url: path('filePreview', later, 'stickers', name),
        query: { maxWidth: '120' },
        headers: customer.headers,
      });
      expect(preview.statusCode, name).toBe(200);
      expect((await sharp(preview.rawPayload).metadata()).width).toBe(120);
      const image = await testApp.app.inject({
        url: path('fileImage', later, 'stickers', name),
        headers: customer.headers,
      });
      expect((await sharp(image.rawPayload).metadata()).width).toBe(400);
    }
    // Another customer's item named as the source shows nothing.
    const stranger = await createCustomer(testApp.app);
    await testApp.app.db
      .update(stickerItems)
      .set({ isFileInOtherItem: true, otherItem: source?.id })
      .where(eq(stickerItems.orderId, stranger.orderId));
    const foreign = await testApp.app.inject({ url: path('filePreview', stranger), headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('draws a typed placeholder for a CDR layout', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(customer, 'vector.cdr', Buffer.concat([Buffer.from('RIFF\0\0\0\0CDRXvrsn'), Buffer.alloc(2000)]));
    const preview = await testApp.app.inject({ url: path('filePreview', customer), headers: customer.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(preview.headers['x-preview']).toBe('placeholder');
    expect(preview.body).toContain('>CDR<');
    const image = await testApp.app.inject({ url: path('fileImage', customer), headers: customer.headers });
    expect(image.headers['x-preview']).toBe('placeholder');
  });

  it('accepts the access token in the query for image calls only', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(customer, 'a.png', await pngFixture());
    const preview = await testApp.app.inject({
      url: path('filePreview', customer),
      query: { accessToken: customer.token },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    const name = await testApp.app.inject({ url: path('fileName', customer), query: { accessToken: customer.token } });
    expect(name.statusCode).toBe(401);
    expect(redactUrl(`/preview?maxWidth=120&accessToken=${customer.token}`)).toBe(
      '/preview?maxWidth=120&accessToken=***',
    );
  });

  it('answers 404 for a missing file and a missing item', async () => {
    const customer = await createCustomer(testApp.app);
    const noFile = await testApp.app.inject({ url: path('downloadFile', customer), headers: customer.headers });
    expect(noFile.statusCode).toBe(404);
    expect(noFile.json().message).toBe(fileTexts.fileNotFound);
    const noItem = await upload(customer, 'a.png', await pngFixture(), 'stickers', 'Нет такой');
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json().message).toBe(itemTexts.itemNotFound);
  });

  it('refuses upload and delete once the order is sent', async () => {
    const customer = await createCustomer(testApp.app);
    await upload(customer, 'a.png', await pngFixture());
    await setOrderStatus(testApp.app, customer.orderId, orderStatuses.awaitingManagerCheck);
    const uploaded = await upload(customer, 'b.png', await pngFixture());
    expect(uploaded.statusCode).toBe(400);
    expect(uploaded.json().message).toBe(itemTexts.notEditable);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: path('deleteFile', customer),
      headers: customer.headers,
    });
    expect(deleted.statusCode).toBe(400);
    expect((await stickerRow(customer))?.fileName).toBe('a.png');
    const download = await testApp.app.inject({ url: path('downloadFile', customer), headers: customer.headers });
    expect(download.statusCode).toBe(200);
  });

  it("keeps another customer's files out of reach through every file call", async () => {
    const owner = await createCustomer(testApp.app);
    const stranger = await createCustomer(testApp.app);
    await upload(owner, 'secret.png', await pngFixture());
    const calls: [Call, 'GET' | 'POST' | 'DELETE'][] = [
      ['uploadFile', 'POST'],
      ['deleteFile', 'DELETE'],
      ['fileName', 'GET'],
      ['downloadFile', 'GET'],
      ['filePreview', 'GET'],
      ['fileImage', 'GET'],
    ];
    for (const [call, method] of calls) {
      const answer = await testApp.app.inject({
        method,
        url: path(call, owner),
        query: call === 'uploadFile' ? { fileName: 'x.png' } : {},
        headers: { ...stranger.headers, 'content-type': 'application/octet-stream' },
        body: call === 'uploadFile' ? await pngFixture() : undefined,
      });
      expect(answer.statusCode, call).toBe(403);
      const anonymous = await testApp.app.inject({
        method,
        url: path(call, owner),
        query: call === 'uploadFile' ? { fileName: 'x.png' } : {},
      });
      expect(anonymous.statusCode, call).toBe(401);
    }
    expect((await stickerRow(owner))?.fileName).toBe('secret.png');
  });
});
