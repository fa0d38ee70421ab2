import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { layoutEntries, orderId, publicOrderInfo, referenceLists } from '@stickers62/testkit/fixtures';
import { onePixelPng } from '@stickers62/testkit/png';
import { acrylPrices, stickerPrices } from '@stickers62/testkit/prices';
import type { Page, Route } from 'playwright-core';

/** The built element scripts, which the examples load from the shop (`/elements/<name>.js`). */
const elementsDir = fileURLToPath(new URL('../dist/elements/', import.meta.url));

/** The shop as `npm start` runs it: the examples load its element scripts, which then call its API. */
export const exampleApiOrigin = 'http://localhost:3000';

const referencePaths: Record<string, keyof typeof referenceLists> = {
  'lamination-types': 'laminationTypes',
  'cutting-types': 'cuttingTypes',
  'film-types': 'filmTypes',
  'acryl-material-types': 'acrylMaterialTypes',
  'acryl-material-categories': 'acrylMaterialCategories',
  'acryl-types': 'acrylTypes',
  'acryl-print-types': 'acrylPrintTypes',
  'acryl-fittings': 'acrylFittings',
};

export interface MockShopOptions {
  /** Payment statuses answered one after another (the last repeats). */
  paymentStatuses?: string[];
  /** Answers 500 to the first calls of a path (path → how many), e.g. the API down for a moment. */
  failFirst?: Record<string, number>;
  /**
   * Serves the chunks (`/elements/chunks/…`) with a line added that marks the page
   * (`window.s62Tampered`): bytes other than those the script was built with.
   */
  tamperChunks?: boolean;
}

/**
 * Answers the examples' calls to the shop the way the server does (contract-shaped fixtures),
 * by intercepting requests to the API origin, with CORS for the partner page's origin.
 * Records every call as `METHOD /path?query`.
 */
export async function mockShopApi(page: Page, pageOrigin: string, options: MockShopOptions = {}) {
  const calls: string[] = [];
  const statuses = options.paymentStatuses ?? ['pending'];
  let statusIndex = 0;
  const cors = {
    'access-control-allow-origin': pageOrigin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'authorization, content-type, accept',
  };
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  // The scripts and their chunks as the shop serves them (packages/server/src/elements): any origin may load them.
  await page.route(`${exampleApiOrigin}/elements/**/*.js`, async (route) => {
    const file = new URL(route.request().url()).pathname.replace('/elements/', '');
    if (!/^(chunks\/)?[a-z0-9.-]+\.js$/.test(file)) return route.fulfill({ status: 404 });
    const body = await readFile(`${elementsDir}${file}`).catch(() => null);
    if (!body) return route.fulfill({ status: 404 });
    const tampered = options.tamperChunks && file.startsWith('chunks/');
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' },
      body: tampered ? Buffer.concat([Buffer.from('window.s62Tampered = true;\n'), body]) : body,
    });
  });
  await page.route(`${exampleApiOrigin}/api/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    calls.push(`${request.method()} ${url.pathname}${url.search}`);
    const path = url.pathname;
    const failures = options.failFirst?.[path] ?? 0;
    if (failures > 0 && options.failFirst) {
      options.failFirst[path] = failures - 1;
      return json(route, { statusCode: 500, error: 'Internal Server Error', message: 'down' }, 500);
    }
    // Each calculator's prices and the lists it shows, in one answer (issue 33, item 1).
    if (path === '/api/stickers/calculators/sticker/lookups') {
      return json(route, { prices: stickerPrices, filmTypes: referenceLists.filmTypes });
    }
    if (path === '/api/stickers/calculators/acryl/lookups') {
      const { acrylMaterialCategories, acrylFittings } = referenceLists;
      return json(route, { prices: acrylPrices, acrylMaterialCategories, acrylFittings });
    }
    if (path === '/api/stickers/prices/get-stickers-prices-views') return json(route, stickerPrices);
    if (path === '/api/stickers/prices/get-acryl-prices-views') return json(route, acrylPrices);
    const list = referencePaths[path.replace('/api/stickers/references/', '')];
    if (list) return json(route, referenceLists[list]);
    if (path === `/api/web/public/orders/${orderId}`) return json(route, publicOrderInfo);
    if (path === '/api/yookassa/is-payment-completed') {
      const paymentStatus = statuses[Math.min(statusIndex, statuses.length - 1)];
      statusIndex += 1;
      return json(route, { paymentStatus });
    }
    if (path.endsWith('/recent-items')) {
      const skip = Number(url.searchParams.get('skip'));
      return json(route, skip === 0 ? layoutEntries(50) : layoutEntries(12, skip));
    }
    if (path.endsWith('/preview')) {
      return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'image/png' }, body: onePixelPng });
    }
    if (path === '/api/auth/refresh') return json(route, { statusCode: 401, message: 'Требуется вход в систему' }, 401);
    return json(route, { statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
  return { calls };
}
