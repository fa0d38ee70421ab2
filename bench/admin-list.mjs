// Manager order list benchmark: 10,000 orders in a fresh embedded database (PGlite, bulk SQL
// through the server's own database layer and migrations), then
//   1. the filtered list and totals API of the real server (tsx, like the upload bench):
//      median and p95 over N sequential requests per filter combination;
//   2. the /admin page in Debian's Chromium: time to the first rows, then a scripted scroll
//      through the virtual table (frame times, long tasks, the most table rows ever in the DOM),
//      once with the rows the server sends (it caps the list at 2,000) and once with 10,000
//      rows served to the page by a Playwright route (the same rows repeated with fresh ids).
//
//   node bench/admin-list.mjs [--orders 10000] [--requests 30] [--skip-build] [--no-browser]
//                             [--database pglite|postgres]
//
// With `--database postgres` the orders go to a scratch database on the PostgreSQL that
// bench/lib/postgres.mjs finds (dropped afterwards), and the server runs on it.
//
// Results go to bench/results/admin-list.json.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureListApi } from './lib/order-list-api.mjs';
import { createScratchDatabase, findPostgres } from './lib/postgres.mjs';
import { repoRoot, signInAsBenchAdmin, startAppServer } from './lib/processes.mjs';
import { seedOrders } from './lib/seed-orders.mjs';
import { machineFigures, percentile } from './lib/stats.mjs';
import { launchChromium } from './lib/testkit.mjs';

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '30' },
    'skip-build': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite' },
  },
});
const orderCount = Number(options.orders);
const requestCount = Number(options.requests);
const resultFile = join(
  repoRoot,
  options.database === 'postgres' ? 'bench/results/admin-list-postgres.json' : 'bench/results/admin-list.json',
);
/** What the admin list filters on beyond the shared columns (bench/lib/seed-orders.mjs). */
const orderColumns = {
  client_name: `'Клиент ' || (i % 500)`,
  delivery_date: 'case when i % 2 = 0 then (current_date + (i % 60) - 30) end',
  approximal_send_date: 'case when i % 2 = 1 then (current_date + (i % 40)) end',
  color_proof_status: `(array['Yellow','Blue','Red','Green'])[1 + i % 4]`,
};

const moscowDay = (offsetDays) =>
  new Date(Date.now() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const combinations = {
  none: {},
  status: { status: 'В работе' },
  orderDateRange: { orderDateFrom: moscowDay(-60), orderDateTo: moscowDay(-30) },
  itemsTypeBoth: { itemsType: 'both' },
  itemsTypeOnlyAcryl: { itemsType: 'onlyAcryl' },
  combined: { status: 'Готов к печати', isPayed: 'true', itemsType: 'hasStickers', clientName: 'Клиент 1' },
};

/**
 * The unfiltered page (the largest answer) by what the client accepts, the three alternated
 * request by request so load changes hit them alike: as it is, gzip (what Node's fetch asks
 * for) and brotli (what a browser over HTTPS asks for). Times include the client's decoding
 * and JSON.parse; bytes are those on the wire.
 */
async function measureEncodings(baseUrl, token) {
  const url = `${baseUrl}/api/stickers/orders/get-order-views`;
  const encodings = { identity: 'identity', gzip: 'gzip, deflate', br: 'gzip, deflate, br' };
  const times = Object.fromEntries(Object.keys(encodings).map((name) => [name, []]));
  const wireBytes = {};
  for (let round = -3; round < requestCount; round++) {
    for (const [name, acceptEncoding] of Object.entries(encodings)) {
      const started = performance.now();
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
      });
      await response.json();
      if (round >= 0) times[name].push(performance.now() - started);
      wireBytes[name] = Number(response.headers.get('content-length'));
    }
  }
  const results = {};
  for (const name of Object.keys(encodings)) {
    results[name] = {
      wireBytes: wireBytes[name],
      listMs: { median: percentile(times[name], 0.5), p95: percentile(times[name], 0.95) },
    };
    console.log(
      `unfiltered, ${name.padEnd(8)} ${String(wireBytes[name]).padStart(8)} bytes  median ${results[name].listMs.median} ms p95 ${results[name].listMs.p95} ms`,
    );
  }
  return results;
}

/** In the page: scrolls the table to the end frame by frame and reports what it cost. */
function scrollScript() {
  return new Promise((resolve) => {
    const scroller = document.querySelector('[data-testid="order-table-scroller"]');
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frames = [];
    let maxRows = 0;
    let previous = performance.now();
    const step = 600;
    const started = previous;
    function frame(now) {
      frames.push(now - previous);
      previous = now;
      maxRows = Math.max(maxRows, document.querySelectorAll('tbody tr[data-order-id]').length);
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
      if (atEnd || now - started > 60_000) {
        observer.disconnect();
        const shownRows = document.querySelectorAll('tbody tr[data-order-id]');
        const lastRow = shownRows[shownRows.length - 1];
        resolve({
          frames: frames.slice(1),
          longTasks,
          maxRows,
          scrollHeight: scroller.scrollHeight,
          lastRowIndex: Number(lastRow?.getAttribute('aria-rowindex') ?? 0) - 1,
          seconds: (now - started) / 1000,
        });
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
}

/** Chromium's own counters (seconds): where the renderer's main thread spent its time. */
async function mainThreadTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const wanted = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
  return Object.fromEntries(metrics.filter((metric) => wanted.includes(metric.name)).map((m) => [m.name, m.value]));
}

/**
 * The floor on this machine at this moment: the same scripted scroll over an empty element of
 * the same height. The machine is shared; frame times above this floor are the table's cost.
 */
async function measureBaseline(browser, heightPx) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.setContent(
    `<div data-testid="order-table-scroller" style="height:700px;overflow:auto"><table><tbody><tr data-order-id="x" aria-rowindex="1" style="height:${heightPx}px"><td></td></tr></tbody></table></div>`,
  );
  const { result, mainThreadSecondsDuringScroll } = await scrollAndClose(context, page);
  return {
    frames: result.frames.length,
    frameMs: { median: percentile(result.frames, 0.5), p95: percentile(result.frames, 0.95) },
    longTasks: { count: result.longTasks.length },
    mainThreadSecondsDuringScroll,
    scrollSeconds: Math.round(result.seconds * 10) / 10,
  };
}

/** The scripted scroll of the page, with the main thread's seconds it took by kind; closes the context. */
async function scrollAndClose(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await mainThreadTimes(cdp);
  const result = await page.evaluate(scrollScript);
  const after = await mainThreadTimes(cdp);
  await context.close();
  const mainThreadSecondsDuringScroll = Object.fromEntries(
    Object.keys(after).map((name) => [name, Math.round((after[name] - before[name]) * 100) / 100]),
  );
  return { result, mainThreadSecondsDuringScroll };
}

async function measurePage(browser, baseUrl, token, rowsOverride) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
  });
  await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('page:', message.text());
  });
  if (rowsOverride) {
    // Only the list: the totals still come from the server.
    await page.route(
      (url) => url.pathname === '/api/stickers/orders/get-order-views',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: rowsOverride }),
    );
  }
  const started = Date.now();
  await page.goto('/admin');
  await page
    .locator('tbody tr[data-order-id]')
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(async (error) => {
      const text = await page.evaluate(() => document.body.innerText.slice(0, 500));
      throw new Error(`no rows at ${page.url()}: ${text}`, { cause: error });
    });
  const firstRowsMs = Date.now() - started;
  const shown = await page.evaluate(() => document.querySelector('[data-testid="order-totals"]')?.textContent ?? '');
  const { result, mainThreadSecondsDuringScroll } = await scrollAndClose(context, page);
  const longTaskTotal = result.longTasks.reduce((sum, duration) => sum + duration, 0);
  return {
    firstRowsMs,
    totalsLine: shown,
    frames: result.frames.length,
    frameMs: {
      median: percentile(result.frames, 0.5),
      p95: percentile(result.frames, 0.95),
      max: percentile(result.frames, 1),
    },
    longTasks: { count: result.longTasks.length, totalMs: Math.round(longTaskTotal) },
    mainThreadSecondsDuringScroll,
    maxTableRowsInDom: result.maxRows,
    scrolledToRow: result.lastRowIndex,
    scrollHeightPx: result.scrollHeight,
    scrollSeconds: Math.round(result.seconds * 10) / 10,
  };
}

async function main() {
  // The machine is shared: the load average says how much of it the measures really had.
  const loadAtStart = loadavg();
  const dataDir = await mkdtemp(join(tmpdir(), 's62-bench-admin-'));
  // Its own site build: others' runs rebuild site/dist with new asset names at any moment.
  const siteDir = options['skip-build'] ? join(repoRoot, 'site/dist') : join(dataDir, 'site');
  if (!options['skip-build'] && !options['no-browser']) {
    execFileSync('npx', ['vite', 'build', 'site', '--logLevel', 'warn', '--outDir', siteDir, '--emptyOutDir'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  let server = null;
  let scratch = null;
  try {
    if (options.database === 'postgres') {
      const found = await findPostgres();
      if (!found.url) throw new Error(`no PostgreSQL reachable: ${found.reason}`);
      scratch = await createScratchDatabase(found.url);
    }
    console.log(`seeding ${orderCount} orders (${options.database})…`);
    const seeded = await seedOrders({ dataDir, databaseUrl: scratch?.url, orderCount, orderColumns });
    server = await startAppServer({ dataDir, databaseUrl: scratch?.url, env: { SITE_DIR: siteDir } });
    const baseUrl = server.url;
    const token = await signInAsBenchAdmin(baseUrl);
    const api = await measureListApi(baseUrl, token, combinations, requestCount);
    const byEncoding = await measureEncodings(baseUrl, token);

    let browserResults = null;
    if (!options['no-browser']) {
      const browser = await launchChromium();
      try {
        const served = await measurePage(browser, baseUrl, token, null);
        console.log('page, rows from the server', served);
        const realRows = await (
          await fetch(`${baseUrl}/api/stickers/orders/get-order-views`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json();
        const many = Array.from({ length: 10_000 }, (_, index) => {
          const row = realRows[index % realRows.length];
          const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
          return { ...row, id, orderNumber: 100_000 + index };
        });
        const tenThousand = await measurePage(browser, baseUrl, token, JSON.stringify(many));
        console.log('page, 10,000 rows', tenThousand);
        const baseline = await measureBaseline(browser, tenThousand.scrollHeightPx);
        console.log('baseline, empty scroller of the same height', baseline);
        browserResults = { rowsFromServer: served, tenThousandRows: tenThousand, baselineEmptyScroller: baseline };
      } finally {
        await browser.close();
      }
    }

    const results = {
      benchmark: 'admin-list',
      date: new Date().toISOString(),
      machine: machineFigures(loadAtStart),
      database: scratch
        ? 'PostgreSQL, a fresh scratch database, migrations of packages/server/drizzle'
        : 'PGlite (embedded), fresh, migrations of packages/server/drizzle',
      orders: orderCount,
      seedSeconds: seeded.seconds,
      requestsPerMeasure: requestCount,
      notes:
        'Sequential requests over loopback with a bearer token, after 3 warm-up requests; the server returns at most 2,000 rows (newest first), totals cover every match. Browser: Debian Chromium headless, 1440x900, scrolling the table 600 px per animation frame to the end.',
      api,
      byEncoding,
      browser: browserResults,
    };
    await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`written ${resultFile}`);
  } finally {
    await server?.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
