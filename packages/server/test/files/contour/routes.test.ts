import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildPath, routes, type StickerItem } from '@stickers62/core/contract';
import { contourTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stickerItems } from '../../../src/db/schema.js';
import { ringsOfPath } from '../../../src/files/contour/svg.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { pdfFixture } from '../test-fixtures.js';
import { type Customer, createCustomer } from '../test-support.js';
import { radiusRange, transparentPng } from './test-fixtures.js';

const run = promisify(execFile);
let dataDir: string;
let testApp: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contour-routes-'));
  testApp = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A customer whose sticker item «Котики» is 50 × 50 mm with `cuttingType` cutting. */
async function customerWithItem(cuttingType: string): Promise<Customer> {
  const customer = await createCustomer(testApp.app);
  await testApp.app.db
    .update(stickerItems)
    .set({ width: 50, height: 50, cuttingType })
    .where(eq(stickerItems.orderId, customer.orderId));
  return customer;
}

const filePath = (call: 'uploadFile' | 'fileContour', customer: Customer) =>
  buildPath(routes[call].path, { orderId: customer.orderId, kind: 'stickers', itemName: 'Котики' });

function upload(customer: Customer, fileName: string, body: Buffer) {
  return testApp.app.inject({
    method: 'POST',
    url: filePath('uploadFile', customer),
    query: { fileName },
    headers: { ...customer.headers, 'content-type': 'application/octet-stream' },
    body,
  });
}

function contour(customer: Customer, format?: string) {
  return testApp.app.inject({
    url: filePath('fileContour', customer),
    query: format ? { format } : {},
    headers: customer.headers,
  });
}

/** Writes `bytes` to a scratch file and answers its path, for poppler's tools. */
async function scratch(name: string, bytes: Buffer): Promise<string> {
  const path = join(dataDir, name);
  await writeFile(path, bytes);
  return path;
}

/** Page size in millimetres, as `pdfinfo` reports it in points. */
async function pageSizeMm(path: string): Promise<{ width: number; height: number }> {
  const { stdout } = await run('pdfinfo', [path]);
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  if (!match) throw new Error(stdout);
  return { width: (Number(match[1]) * 25.4) / 72, height: (Number(match[2]) * 25.4) / 72 };
}

/**
 * The contour as `…/contour?format=json` answers it once traced: waits, boundedly, while it is
 * `pending` or not stored yet (404 until the upload's preflight is).
 */
async function tracedContour(customer: Customer) {
  for (let attempt = 0; attempt < 450; attempt++) {
    const answer = await contour(customer, 'json');
    if (answer.statusCode === 200 && answer.json().status !== 'pending') return answer.json();
    if (answer.statusCode !== 200 && answer.statusCode !== 404) throw new Error(answer.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('contour not traced after 45 s');
}

const circle = () => transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>');

// Uploads wait for the preview workers; a loaded machine stretches them well past the default.
describe('the cut contour of an uploaded layout', { timeout: 90_000 }, () => {
  it('is traced on upload for contour cutting and answered with the preflight, findings among the checks', async () => {
    const customer = await customerWithItem('Contour');
    const uploaded = await upload(customer, 'круг.png', await circle());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // The upload answers from the headers; the contour is traced after it. (No preflight at all
    // when a loaded machine outlasts the answer's wait: it is stored when done.)
    const answered = uploaded.json().preflight;
    if (answered !== undefined) expect(answered.contour).toMatchObject({ status: 'pending', pathMm: '' });
    const traced = await tracedContour(customer);
    expect(traced).toMatchObject({ status: 'ready', widthMm: 54, heightMm: 54, bleedMm: 2, findings: [] });
    const { min, max } = radiusRange(ringsOfPath(traced.pathMm), 27, 27);
    expect(min).toBeGreaterThan(21.8);
    expect(max).toBeLessThan(22.2);
    const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, customer.orderId));
    expect(row?.preflight?.contour?.pathMm).toBe(traced.pathMm);
  });

  it('says a layout without transparency is cut along its rectangle, among the preflight checks', async () => {
    const customer = await customerWithItem('Through');
    const opaque = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#3080c0' } })
      .jpeg()
      .toBuffer();
    await upload(customer, 'фото.jpg', opaque);
    expect((await tracedContour(customer)).status).toBe('needs-attention');
    const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, customer.orderId));
    expect(row?.preflight?.checks).toContainEqual({
      id: 'contourNoTransparency',
      level: 'yellow',
      message: contourTexts.noTransparency,
    });
  });

  it('expects the cut line in a vector layout, and traces nothing without shape cutting', async () => {
    const vector = await customerWithItem('Contour');
    await upload(vector, 'макет.pdf', pdfFixture());
    expect(await tracedContour(vector)).toMatchObject({ status: 'vector', pathMm: '' });
    expect((await contour(vector)).json().message).toBe(contourTexts.notTraced);

    const plain = await customerWithItem('None');
    await upload(plain, 'круг.png', await circle());
    await testApp.app.layoutPreflight.settle();
    const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, plain.orderId));
    expect(row?.preflight?.level).toBeDefined();
    expect(row?.preflight?.contour).toBeUndefined();
    expect((await contour(plain, 'pdf')).statusCode).toBe(404);
  });

  it('is traced again when only the cutting or the size changes, after the save answers, without a new upload', async () => {
    const customer = await customerWithItem('None');
    await upload(customer, 'круг.png', await circle());
    await testApp.app.layoutPreflight.settle();
    // Cut as a sheet: the layout is checked, and gets no contour.
    expect((await contour(customer, 'json')).statusCode).toBe(404);
    const [item] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, customer.orderId));
    if (!item) throw new Error('the sticker item is missing');
    expect(item.preflight?.level).toBeDefined();

    const save = (changes: { cuttingType: string; width: number; height: number }) =>
      testApp.app.inject({
        method: 'POST',
        url: buildPath(routes.saveStickerItem.path, { id: customer.orderId }),
        headers: customer.headers,
        payload: stickerItemBody({ id: item.id, name: 'Котики', ...changes }),
      });

    const contourCut = await save({ cuttingType: 'Contour', width: 50, height: 50 });
    expect(contourCut.statusCode, contourCut.body).toBe(200);
    // The save answers from the headers; the trace follows in the preview workers.
    const answered = (contourCut.json() as StickerItem).preflight;
    if (answered) expect(answered.contour).toMatchObject({ status: 'pending', pathMm: '' });
    const traced = await tracedContour(customer);
    expect(traced).toMatchObject({ status: 'ready', widthMm: 54, heightMm: 54, bleedMm: 2 });
    const small = radiusRange(ringsOfPath(traced.pathMm), 27, 27);
    expect(small.min).toBeGreaterThan(21.8);
    expect(small.max).toBeLessThan(22.2);

    // Twice the size: millimetres per pixel double, the bleed stays 2 mm (radius 40 + 2).
    const resized = await save({ cuttingType: 'Through', width: 100, height: 100 });
    expect(resized.statusCode, resized.body).toBe(200);
    const rescaled = await tracedContour(customer);
    expect(rescaled).toMatchObject({ status: 'ready', widthMm: 104, heightMm: 104, bleedMm: 2 });
    const large = radiusRange(ringsOfPath(rescaled.pathMm), 52, 52);
    expect(large.min).toBeGreaterThan(41.8);
    expect(large.max).toBeLessThan(42.2);
    const svg = await contour(customer);
    expect(svg.body).toContain('width="104mm" height="104mm" viewBox="0 0 104 104"');

    // Back to a sheet: the contour goes with the cutting.
    await save({ cuttingType: 'None', width: 100, height: 100 });
    await testApp.app.layoutPreflight.settle();
    expect((await contour(customer, 'json')).statusCode).toBe(404);
    expect((await contour(customer, 'pdf')).statusCode).toBe(404);
  });

  it('downloads as SVG in millimetres and as PDF with a CutContour separation on a page of artwork + bleed', async () => {
    const customer = await customerWithItem('Contour');
    await upload(customer, 'круг.png', await circle());
    await tracedContour(customer);

    const svg = await contour(customer);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-disposition']).toContain('-CutContour.svg');
    expect(svg.body).toContain('width="54mm" height="54mm" viewBox="0 0 54 54"');

    const pdf = await contour(customer, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const path = await scratch('contour.pdf', pdf.rawPayload);
    const size = await pageSizeMm(path);
    expect(size.width).toBeCloseTo(54, 1);
    expect(size.height).toBeCloseTo(54, 1);
    // The colour space lies outside any stream (no object streams): legible as it is.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\[\s*\/Separation\s*\/CutContour\s*\/DeviceCMYK/);
    // Rendered, the line is magenta (the separation's stand-in) and runs 22 mm from the centre.
    await run('pdftoppm', ['-r', '300', '-png', '-singlefile', path, join(dataDir, 'contour')]);
    const { data, info } = await sharp(join(dataDir, 'contour.png')).raw().toBuffer({ resolveWithObject: true });
    const row = Math.round(info.height / 2);
    const magenta = [];
    for (let x = 0; x < info.width; x++) {
      const pixel = (row * info.width + x) * info.channels;
      const [red, green] = [data[pixel] as number, data[pixel + 1] as number];
      if (red - green > 60) magenta.push(x);
    }
    const pxPerMm = info.width / 54;
    expect(Math.abs((magenta[0] as number) / pxPerMm - 5)).toBeLessThan(0.2);
    expect(Math.abs((magenta.at(-1) as number) / pxPerMm - 49)).toBeLessThan(0.2);
  });

  it('puts the artwork and its contour in one PDF for the manager', async () => {
    const customer = await customerWithItem('Contour');
    await upload(customer, 'круг.png', await circle());
    await tracedContour(customer);
    const manager = await createCustomer(testApp.app, 'manager');
    const answer = await testApp.app.inject({
      url: filePath('fileContour', customer),
      query: { format: 'artwork-pdf' },
      headers: manager.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const path = await scratch('artwork.pdf', answer.rawPayload);
    const size = await pageSizeMm(path);
    expect(size.width).toBeCloseTo(54, 1);
    const text = answer.rawPayload.toString('latin1');
    expect(text).toMatch(/\/Separation\s*\/CutContour/);
    expect(text).toMatch(/\/Subtype\s*\/Image/);
    // The artwork's black disc fills the page's centre.
    await run('pdftoppm', ['-r', '72', '-png', '-singlefile', path, join(dataDir, 'artwork')]);
    const centre = await sharp(join(dataDir, 'artwork.png'))
      .extract({ left: 75, top: 75, width: 2, height: 2 })
      .raw()
      .toBuffer();
    expect(Math.max(...centre)).toBeLessThan(40);
    expect(await readFile(path)).toBeTruthy();
  });
});
