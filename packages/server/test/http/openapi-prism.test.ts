import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { freePort } from '@stickers62/testkit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFixture, pngFixture } from '../files/test-fixtures.js';
import { testAdmin, testPassword, uniqueUsername } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * Stoplight Prism, started here, in front of the real server (PGlite): its validating proxy checks
 * every request against the OpenAPI document before forwarding it and every answer after; with
 * `--errors` an answer that does not match comes back as a 500 problem instead of the answer.
 * Prism reads every body that is not JSON as UTF-8 text and forwards that text, so bytes that are
 * not UTF-8 arrive changed (stoplightio/prism#2349): the proxy journey uploads a PDF written in
 * ASCII, and the PNG upload is checked by Prism's mock, which validates the request and forwards
 * nothing.
 */
const repositoryRoot = resolve(import.meta.dirname, '../../../..');
const prismCommand = join(repositoryRoot, 'node_modules/.bin/prism');
const dataDir = mkdtempSync(join(tmpdir(), 's62-prism-'));
const testApp = useTestApp({ config: { dataDir, publicUrl: 'https://stickers62.shop' } });

/** Prism needs a few seconds to read the document; much longer on a loaded machine. */
const prismStartLimitMs = 90_000;

interface Prism {
  url: string;
}

/** Every Prism started, stopped after the file's tests even when one of them failed to start. */
const started: ChildProcess[] = [];

async function startPrism(args: string[]): Promise<Prism> {
  const port = await freePort();
  const child = spawn(prismCommand, [...args, '--host', '127.0.0.1', '--port', String(port), '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output: string[] = [];
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start:\n${output.join('')}`)), prismStartLimitMs);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Prism is listening')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`Prism exited with ${code}:\n${output.join('')}`)));
  });
  return { url: `http://127.0.0.1:${port}` };
}

interface Answer {
  status: number;
  /** Prism's `sl-violations` header: what did not match the document (absent when all did). */
  violations: string | null;
  body: unknown;
}

async function call(
  prism: Prism,
  method: string,
  path: string,
  init: { token?: string; json?: unknown; bytes?: Uint8Array; contentType?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: RequestInit['body'];
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.bytes) {
    headers['content-type'] = init.contentType ?? 'application/octet-stream';
    body = init.bytes;
  }
  const response = await fetch(`${prism.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, violations: response.headers.get('sl-violations'), body: parsed };
}

let documentFile = '';
let proxy: Prism | undefined;
let mock: Prism | undefined;

beforeAll(async () => {
  const document = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  documentFile = join(dataDir, 'openapi.json');
  await writeFile(documentFile, document.body);
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const address = testApp.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server is not listening');
  [proxy, mock] = await Promise.all([
    startPrism(['proxy', documentFile, `http://127.0.0.1:${address.port}`]),
    startPrism(['mock', documentFile]),
  ]);
}, prismStartLimitMs * 2);

afterAll(async () => {
  for (const child of started) child.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe("Prism's validating proxy in front of the server", () => {
  it('accepts a journey: sign-up and sign-in, the cart, an item save, an upload, sending the order, the manager’s list', async () => {
    const prism = proxy as Prism;
    const username = uniqueUsername('prism');
    const registered = await call(prism, 'POST', routes.register.path, { json: { username, password: testPassword } });
    expect(registered).toMatchObject({ status: 201, violations: null });
    const signedIn = await call(prism, 'POST', routes.login.path, { json: { username, password: testPassword } });
    expect(signedIn).toMatchObject({ status: 200, violations: null });
    const token = (signedIn.body as { token: string }).token;

    const cart = await call(prism, 'GET', routes.cart.path, { token });
    expect(cart).toMatchObject({ status: 200, violations: null });
    const orderId = (cart.body as { orderId: string }).orderId;

    const item = stickerItemBody();
    const saved = await call(prism, 'POST', buildPath(routes.saveStickerItem.path, { id: orderId }), {
      token,
      json: item,
    });
    expect(saved).toMatchObject({ status: 200, violations: null, body: { name: item.name } });

    const layout = pdfFixture();
    const filePath = { orderId, kind: 'stickers', itemName: item.name };
    const uploaded = await call(
      prism,
      'POST',
      `${buildPath(routes.uploadFile.path, filePath)}?fileName=${encodeURIComponent('котики.pdf')}`,
      { token, bytes: layout },
    );
    expect(uploaded).toMatchObject({ status: 200, violations: null, body: { fileName: 'котики.pdf' } });
    // The server stored the very bytes sent through Prism.
    const stored = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.downloadFile.path, filePath),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.rawPayload.equals(layout)).toBe(true);

    const placed = await call(prism, 'POST', routes.createOrderFromCart.path, {
      token,
      json: { id: orderId, receiverCredentials: 'Иванов Иван', phoneNumber: '79001234567', deliveryType: 'Pickup' },
    });
    expect(placed).toMatchObject({ status: 200, violations: null });
    const sent = await call(prism, 'GET', buildPath(routes.submitToManager.path, { id: orderId }), { token });
    expect(sent).toMatchObject({ status: 200, violations: null });
    const orderNumber = (sent.body as { orderNumber: number }).orderNumber;

    const manager = await call(prism, 'POST', routes.login.path, { json: testAdmin });
    expect(manager).toMatchObject({ status: 200, violations: null });
    const managerToken = (manager.body as { token: string }).token;
    const list = await call(prism, 'GET', `${routes.orderViews.path}?orderNumber=${orderNumber}&offset=0`, {
      token: managerToken,
    });
    expect(list).toMatchObject({ status: 200, violations: null });
    expect(list.body).toEqual([expect.objectContaining({ id: orderId, orderNumber, stickersOrderItemsCount: 1 })]);
  }, 60_000);

  it('refuses an upload without its fileName before the server sees it', async () => {
    const prism = proxy as Prism;
    const path = buildPath(routes.uploadFile.path, { orderId: '0', kind: 'stickers', itemName: 'Котики' });
    const before = testApp.conformance.checked;
    const refused = await call(prism, 'POST', path, { token: 'any', bytes: pdfFixture() });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toMatch(/required property 'filename'/i);
    expect(testApp.conformance.checked).toBe(before);
  });

  it('changes bytes that are not UTF-8 (stoplightio/prism#2349): a PNG reaches the server altered and is refused', async () => {
    const prism = proxy as Prism;
    const username = uniqueUsername('prism');
    await call(prism, 'POST', routes.register.path, { json: { username, password: testPassword } });
    const token = (
      (await call(prism, 'POST', routes.login.path, { json: { username, password: testPassword } })).body as {
        token: string;
      }
    ).token;
    const item = stickerItemBody();
    await call(prism, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), { token, json: item });
    const path = buildPath(routes.uploadFile.path, { orderId: '0', kind: 'stickers', itemName: item.name });
    const png = await pngFixture();
    const answer = await call(prism, 'POST', `${path}?fileName=cats.png`, { token, bytes: png });
    // When this fails, Prism forwards bytes as they are: move the PNG into the journey above.
    expect(answer).toMatchObject({ status: 415, violations: null });
  });
});

describe("Prism's mock, which validates requests without forwarding them", () => {
  it('accepts a PNG upload as the document describes it, and refuses it without its name, as an image or without a token', async () => {
    const prism = mock as Prism;
    const path = buildPath(routes.uploadFile.path, { orderId: '0', kind: 'stickers', itemName: 'Котики' });
    const png = await pngFixture();
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = document.paths[path.replace(/\/0\/stickers\/[^/]+/, '/{orderId}/{kind}/{itemName}')].post;

    const accepted = await call(prism, 'POST', `${path}?fileName=cats.png`, { token: 'a-token', bytes: png });
    // The answer is the document's example of the upload's answer.
    expect(accepted).toEqual({
      status: 200,
      violations: null,
      body: documented.responses['200'].content['application/json'].example,
    });
    const unnamed = await call(prism, 'POST', path, { token: 'a-token', bytes: png });
    expect(unnamed.status).toBe(400);
    expect(unnamed.violations).toMatch(/required property 'filename'/i);
    const asImage = await call(prism, 'POST', `${path}?fileName=cats.png`, {
      token: 'a-token',
      bytes: png,
      contentType: 'image/png',
    });
    expect(asImage.status).toBe(415);
    expect(asImage.violations).toContain('Supported content types: application/octet-stream');
    const anonymous = await call(prism, 'POST', `${path}?fileName=cats.png`, { bytes: png });
    expect(anonymous.status).toBe(401);
  });
});
