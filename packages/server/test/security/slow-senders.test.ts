import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { fileTexts, serverTexts } from '@stickers62/core/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyDeadlines } from '../../src/config.js';
import { pngFixture } from '../files/test-fixtures.js';
import { type Customer, createCustomer } from '../files/test-support.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

/** Short deadlines, so the test is bounded: the production defaults are 10 s and 1 KiB/s over 30 s. */
const deadlines: BodyDeadlines = { bodyTimeoutMs: 800, uploadMinBytesPerSecond: 1000, uploadRateWindowMs: 800 };
const uploadsPerCustomer = 3;
const connections = 20;

let testApp: TestApp;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 's62-slow-senders-'));
  testApp = await createTestApp({ config: { dataDir, bodyDeadlines: deadlines, uploadsPerCustomer } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface SlowOutcome {
  status: number | null;
  body: unknown;
  /** From the first byte sent to the socket closed by the server. */
  closedAfterMs: number;
}

/**
 * A client over a real socket that sends the headers and `start` at once, then one byte every
 * `dripEveryMs`, forever: only the server can end it, with its 408. Gives up after 30 s (a hang's
 * bound, not a speed check: the answer is then no 408 and the test fails).
 */
function slowSender(head: string[], start: Buffer | string, dripEveryMs = 100): Promise<SlowOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const began = Date.now();
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.write(`${[...head, `Host: 127.0.0.1:${port}`].join('\r\n')}\r\n\r\n`);
    socket.write(start);
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('0');
    }, dripEveryMs);
    const giveUp = setTimeout(() => socket.destroy(), 30_000);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const answer = Buffer.concat(received).toString('utf8');
      const [statusLine = '', ...rest] = answer.split('\r\n');
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      resolve({
        status: statusLine.startsWith('HTTP/1.1 ') ? Number(statusLine.split(' ')[1]) : null,
        body: rest.length > 0 && body.startsWith('{') ? JSON.parse(body) : body,
        closedAfterMs: Date.now() - began,
      });
    });
  });
}

function uploadHead(customer: Customer, length: number): string[] {
  const url = buildPath(routes.uploadFile.path, { orderId: customer.orderId, kind: 'stickers', itemName: 'Котики' });
  return [
    `POST ${url}?fileName=layout.png HTTP/1.1`,
    `Authorization: Bearer ${customer.token}`,
    'Content-Type: application/octet-stream',
    `Content-Length: ${length}`,
  ];
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const incomingFiles = () => readdir(join(dataDir, 'files', '.incoming')).catch(() => []);
const openDescriptors = () =>
  readdir('/proc/self/fd').then(
    (entries) => entries.length,
    () => 0,
  );

describe('slow senders over a real socket', () => {
  it('cuts uploads below the minimum rate after one window, and leaves no temporary file', async () => {
    const customers = await Promise.all(
      Array.from({ length: Math.ceil(connections / uploadsPerCustomer) }, () => createCustomer(testApp.app)),
    );
    const descriptorsBefore = await openDescriptors();
    const senders = Array.from({ length: connections }, (_, index) =>
      slowSender(uploadHead(customers[Math.floor(index / uploadsPerCustomer)] as Customer, 100_000), pngSignature),
    );
    // While they trickle: each one holds a socket and a temporary file.
    let mostFiles = 0;
    let mostDescriptors = 0;
    const watching = setInterval(async () => {
      mostFiles = Math.max(mostFiles, (await incomingFiles()).length);
      mostDescriptors = Math.max(mostDescriptors, await openDescriptors());
    }, 50);
    const outcomes = await Promise.all(senders);
    clearInterval(watching);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe(408);
      expect(outcome.body).toEqual({ statusCode: 408, error: 'Request Timeout', message: fileTexts.uploadTooSlow });
      // Not before the window (a busy machine only makes it later; how much later is no check).
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(deadlines.uploadRateWindowMs - 50);
    }
    expect(mostFiles).toBeGreaterThan(0);
    expect(await incomingFiles()).toEqual([]);
    const descriptorsAfter = await openDescriptors();
    expect(descriptorsAfter).toBeLessThanOrEqual(descriptorsBefore + 2);
    const times = outcomes.map((outcome) => outcome.closedAfterMs);
    console.info(
      `${connections} slow uploads (window ${deadlines.uploadRateWindowMs} ms): closed after ` +
        `${Math.min(...times)}–${Math.max(...times)} ms; temporary files at most ${mostFiles}, then 0; ` +
        `descriptors ${descriptorsBefore} before, at most ${mostDescriptors}, ${descriptorsAfter} after`,
    );
  });

  it('cuts half-sent sign-in bodies at the body timeout', async () => {
    const descriptorsBefore = await openDescriptors();
    const outcomes = await Promise.all(
      Array.from({ length: connections }, () =>
        slowSender(
          [`POST ${routes.login.path} HTTP/1.1`, 'Content-Type: application/json', 'Content-Length: 200'],
          '{"username":"',
        ),
      ),
    );
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(408);
      expect(outcome.body).toEqual({ statusCode: 408, error: 'Request Timeout', message: serverTexts.bodyTimeout });
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(deadlines.bodyTimeoutMs - 50);
    }
    expect(await openDescriptors()).toBeLessThanOrEqual(descriptorsBefore + 2);
    const times = outcomes.map((outcome) => outcome.closedAfterMs);
    console.info(
      `${connections} half-sent sign-ins (timeout ${deadlines.bodyTimeoutMs} ms): closed after ${Math.min(...times)}–${Math.max(...times)} ms`,
    );
  });

  it(`refuses a customer's upload beyond ${uploadsPerCustomer} at once, and takes the next one when a slot is free`, async () => {
    const customer = await createCustomer(testApp.app);
    const slow = Array.from({ length: uploadsPerCustomer }, () =>
      slowSender(uploadHead(customer, 100_000), pngSignature),
    );
    // The slots are taken once the slow uploads have reached storage.
    while ((await incomingFiles()).length < uploadsPerCustomer) await new Promise((resolve) => setTimeout(resolve, 20));
    const layout = await pngFixture();
    const upload = () =>
      fetch(`http://127.0.0.1:${port}${uploadHead(customer, 0)[0]?.split(' ')[1]}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/octet-stream' },
        body: layout,
      });
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: fileTexts.tooManyUploads(uploadsPerCustomer),
    });
    // (The connection is closed only when the refusal beats the body; on a fast loopback the
    // small body may have arrived whole, so `Connection` is not asserted here.)
    // Another customer is not held back by this one.
    const other = await createCustomer(testApp.app);
    const otherUpload = await fetch(`http://127.0.0.1:${port}${uploadHead(other, 0)[0]?.split(' ')[1]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/octet-stream' },
      body: layout,
    });
    expect(otherUpload.status).toBe(200);

    expect((await Promise.all(slow)).map((outcome) => outcome.status)).toEqual([408, 408, 408]);
    const accepted = await upload();
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await incomingFiles()).toEqual([]);
  });
});
