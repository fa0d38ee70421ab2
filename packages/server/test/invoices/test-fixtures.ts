import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { orderStatuses, routes } from '@stickers62/core/contract';
import { companyBody } from '@stickers62/testkit/fixtures';
import type { FastifyInstance } from 'fastify';
import type { QRCode } from 'jsqr';
import { PNG } from 'pngjs';
import type { InvoiceSeller } from '../../src/invoices/types.js';
import { createCustomerOrder, loginAs, signUp, type TestApp, type TestSession } from '../test-support/app.js';
import { useBeforeAll, useTestApp } from '../test-support/suite.js';

const run = promisify(execFile);
// jsqr is CommonJS whose types declare a default export; its module.exports is the function itself.
const jsQR = createRequire(import.meta.url)('jsqr') as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => QRCode | null;

/** A seller with real-shaped details (ПАО Сбербанк's ИНН, КПП, ОГРН and bank account numbers). */
export const sampleSeller: InvoiceSeller = {
  name: 'ООО «Стикеры 62»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address: '390000, г. Рязань, ул. Есенина, д. 5, оф. 1',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  account: '40702810900000012345',
  correspondentAccount: '30101810400000000225',
  vatRate: null,
};

/** Adds a company to `customer`'s profile through the API; its id. */
export async function addCompany(
  app: FastifyInstance,
  customer: TestSession,
  fields: object = companyBody(),
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: routes.createCompany.path,
    headers: customer.headers,
    payload: fields,
  });
  if (created.statusCode !== 200) throw new Error(`company not added: ${created.body}`);
  return (created.json() as { id: number }).id;
}

/** The people of an invoice shop: its customer with a company, another customer, a manager, a folder for PDFs. */
export interface InvoiceShop {
  customer: TestSession;
  stranger: TestSession;
  manager: TestSession;
  /** `customer`'s company. */
  companyId: number;
  folder: string;
}

/** A test app selling by invoice (`sampleSeller` its seller). */
export const useInvoiceApp = () => useTestApp({ config: { seller: sampleSeller } });

/** The invoice shop's people on `testApp`, made before the file's tests; the folder removed after them. */
export function useInvoiceShop(testApp: TestApp, name: string, company: object = companyBody()): InvoiceShop {
  return useBeforeAll(
    'The invoice shop',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), `${name}-`));
      const customer = await signUp(testApp.app);
      const stranger = await signUp(testApp.app);
      const manager = await loginAs(testApp.app, 'manager');
      return { folder, customer, stranger, manager, companyId: await addCompany(testApp.app, customer, company) };
    },
    (shop) => rm(shop.folder, { recursive: true, force: true }),
  );
}

/** `customer`'s sent order that `manager` moved on to printing: one that may be paid by invoice. */
export async function payableOrder(app: FastifyInstance, sessions: { customer: TestSession; manager: TestSession }) {
  const order = await createCustomerOrder(app, sessions.customer, { submit: true });
  const moved = await app.inject({
    method: 'POST',
    url: `${routes.updateOrderInformation.path}?orderId=${order.orderId}`,
    headers: sessions.manager.headers,
    payload: { status: orderStatuses.readyToPrint },
  });
  if (moved.statusCode !== 200) throw new Error(`status change failed: ${moved.body}`);
  return order;
}

/** Text pdftotext (Debian's poppler-utils) reads from the PDF, whitespace collapsed. */
export async function pdfText(pdf: Uint8Array, folder: string): Promise<string> {
  const file = join(folder, `invoice-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** The QR code read back from the first page rendered at 200 dpi by pdftoppm, decoded by jsQR. */
export async function decodeFirstPageQr(pdf: Uint8Array, folder: string): Promise<string | null> {
  const base = join(folder, `page-${Math.random().toString(36).slice(2)}`);
  await writeFile(`${base}.pdf`, pdf);
  await run('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', `${base}.pdf`, base]);
  const png = PNG.sync.read(await readFile(`${base}.png`));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return code ? new TextDecoder('utf-8').decode(new Uint8Array(code.binaryData)) : null;
}
