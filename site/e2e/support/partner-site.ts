import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** A partner's web site for the journeys: pages on another origin that load the shop's widgets. */
export interface PartnerSite {
  /** Serves a partner's page with this body at `path`; returns its address. */
  page(path: string, body: string): string;
  close(): Promise<void>;
}

/**
 * Starts a partner's site: a second HTTP server on another origin (`localhost` and another port,
 * where the shop is `127.0.0.1`). It answers only the pages given; no favicon (a 404 would be a
 * console error of the page).
 */
export async function startPartnerSite(): Promise<PartnerSite> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (page === undefined) return void response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    page(path, body) {
      pages.set(
        path,
        `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Партнёр</title>
<style>body { font-family: Georgia, serif; margin: 24px; }</style></head><body>${body}</body></html>`,
      );
      return `${origin}${path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The total of the first sticker calculator (or of the first calculator in `scope`), in rubles, as
 * a number (0 until the prices arrive).
 */
export async function calculatorTotal(page: Page, scope = 's62-sticker-calculator'): Promise<number> {
  const text =
    (await page
      .locator(scope)
      .getByTestId('total')
      .first()
      .textContent()
      .catch(() => '')) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}
