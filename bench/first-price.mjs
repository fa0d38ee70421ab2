// A partner page's first price (issue 33, item 1): how long the sticker calculator element takes
// to show a price on a page of another origin, against how long the same page takes to show its
// plain text, and how many requests the element makes for it (goals: ≤ 1.5× and ≤ 3).
//
//   node bench/first-price.mjs [--rounds 7] [--out bench/results/first-price.json] [--elements <dir>]
//                              [--base-elements <dir>]
//
// `--elements` hosts another folder's scripts than packages/widgets/dist/elements (a build copied
// aside, so that a build run meanwhile in the shared tree does not change what is measured).
// `--base-elements` (another build's dist/elements, e.g. main's copied aside) adds that build's two
// pages, hosted by a second server, to the same rotation: before and after in one run, as ratios.
//
// The real server (production, PGlite) hosts the element scripts built in packages/widgets/dist;
// a static server on another port is the partner. Each round opens both pages in fresh browser
// contexts (an empty cache: a visitor's first visit), alternating which goes first. The plain
// page's time is its first contentful paint; the calculator's is the first animation frame whose
// shadow DOM shows the total. Both are read from the page's own clock (performance.now()) and
// reported by the page's init script as a console line, so that nothing else runs in the page
// before them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, startAppServer } from './lib/processes.mjs';
import { launchChromium } from './lib/testkit.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    out: { type: 'string', default: 'bench/results/first-price.json' },
    elements: { type: 'string' },
    'base-elements': { type: 'string' },
  },
});

const elementsDir = options.elements ?? join(repoRoot, 'packages/widgets/dist/elements');

const text = `<h1>Наклейки для вашего магазина</h1>
<p>Печатаем наклейки на плёнке и бумаге от 10 листов. Посчитайте цену ниже.</p>`;

/** The partner's pages: the same text, with the element under it (bare, and with the shop's snippet). */
function partnerPages(shopUrl, prefix = '') {
  const page = (body) => `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Партнёр</title></head>
<body>${body}</body></html>`;
  return {
    [`/${prefix}plain.html`]: page(text),
    [`/${prefix}calculator.html`]: page(`${text}
<s62-sticker-calculator></s62-sticker-calculator>
<script type="module" src="${shopUrl}/elements/sticker-calculator.js"></script>`),
    [`/${prefix}calculator-preload.html`]:
      page(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${shopUrl}/api/stickers/calculators/sticker/lookups">
${text}
<s62-sticker-calculator></s62-sticker-calculator>
<script type="module" src="${shopUrl}/elements/sticker-calculator.js"></script>`),
  };
}

async function startPartner(pages) {
  const port = await freePort();
  const server = createServer((request, response) => {
    const body = pages[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? '');
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The time a page reports from its init script as a console line `s62-bench <ms>`. Nothing is
 * evaluated in the page until then: Playwright's first `evaluate` or `waitForFunction` injects its
 * own script (11-18 ms of the main thread in a trace), which after the load event fell between the
 * element's script and its price.
 */
function reportedMs(page) {
  return new Promise((resolve) => {
    page.on('console', (message) => {
      const [tag, ms] = message.text().split(' ');
      if (tag === 's62-bench') resolve(Number(ms));
    });
  });
}

/** The plain page: its first contentful paint. */
async function plainTextMs(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
        if (paint) console.debug(`s62-bench ${paint.startTime}`);
      }).observe({ type: 'paint', buffered: true });
    });
    const reported = reportedMs(page);
    await page.goto(url, { waitUntil: 'commit' });
    return await withTimeout(reported, url);
  } finally {
    await context.close();
  }
}

/** A bound on a visit that never shows its figure (a hang, not a speed check). */
function withTimeout(promise, url) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${url}: no figure within 60 s`)), 60_000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The calculator page: the first frame that shows the total, and the requests the element made. */
async function firstPriceMs(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => {
      if (request.url() !== url) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    // Watches from the first script of the page: every frame until the total is there.
    await page.addInitScript(() => {
      const watch = () => {
        const total = document
          .querySelector('s62-sticker-calculator')
          ?.shadowRoot?.querySelector('[data-testid="total"]');
        if (total?.textContent) console.debug(`s62-bench ${performance.now()}`);
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const reported = reportedMs(page);
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await withTimeout(reported, url);
    // Where the time went, from the page's resource timing (start and end of each download).
    const phases = await page.evaluate(() => {
      const entry = (ending) => performance.getEntriesByType('resource').find((item) => item.name.endsWith(ending));
      const script = entry('/elements/sticker-calculator.js');
      const lookups = entry('/lookups');
      return {
        scriptStart: script?.startTime,
        scriptEnd: script?.responseEnd,
        lookupsStart: lookups?.startTime,
        lookupsEnd: lookups?.responseEnd,
      };
    });
    return { ms, requests, phases };
  } finally {
    await context.close();
  }
}

/** Twenty requests for the element's script and its lookups, as a browser on the partner's page makes them. */
async function warmUp(shopUrl, partnerUrl) {
  const headers = { origin: partnerUrl, 'accept-encoding': 'br, gzip' };
  for (let round = 0; round < 20; round++) {
    for (const path of ['/elements/sticker-calculator.js', '/api/stickers/calculators/sticker/lookups']) {
      const response = await fetch(`${shopUrl}${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  if (!existsSync(join(elementsDir, 'sticker-calculator.js'))) {
    console.log('   building the element scripts (npm run build:elements -w @stickers62/widgets)');
    const build = spawnSync('npm', ['run', 'build:elements', '-w', '@stickers62/widgets'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('element build failed');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-first-price-'));
  const server = await startAppServer({ dataDir, env: { ELEMENTS_DIR: elementsDir } });
  const baseDataDir = options['base-elements'] ? await mkdtemp(join(tmpdir(), 'bench-first-price-base-')) : null;
  const baseServer = baseDataDir
    ? await startAppServer({ dataDir: baseDataDir, env: { ELEMENTS_DIR: options['base-elements'] } })
    : null;
  const partner = await startPartner({
    ...partnerPages(server.url),
    ...(baseServer ? partnerPages(baseServer.url, 'base-') : {}),
  });
  const browser = await launchChromium();
  try {
    const rounds = Number(options.rounds);
    const plain = [];
    // Each calculator page's visits: the first price, the requests and where the time went.
    const variants = {
      bare: { url: `${partner.url}/calculator.html`, visits: [] },
      preloaded: { url: `${partner.url}/calculator-preload.html`, visits: [] },
      ...(baseServer && {
        baseBare: { url: `${partner.url}/base-calculator.html`, visits: [] },
        basePreloaded: { url: `${partner.url}/base-calculator-preload.html`, visits: [] },
      }),
    };
    // A shop's server has answered many visitors before this one: its script and lookups routes
    // are compiled and its files read (the first answers take 60 and 10 ms, later ones 1-3 ms).
    for (const shop of [server, baseServer].filter(Boolean)) await warmUp(shop.url, partner.url);
    // One warm-up of each (the server's first answers, Chromium's first process), not counted.
    await plainTextMs(browser, `${partner.url}/plain.html`);
    await firstPriceMs(browser, variants.bare.url);
    const measurements = [
      async () => plain.push(await plainTextMs(browser, `${partner.url}/plain.html`)),
      ...Object.values(variants).map(
        (variant) => async () => variant.visits.push(await firstPriceMs(browser, variant.url)),
      ),
    ];
    for (let round = 0; round < rounds; round++) {
      // Rotated, so a slow moment of the machine falls on every page alike.
      for (let step = 0; step < measurements.length; step++) await measurements[(round + step) % measurements.length]();
    }
    const plainMs = median(plain);
    const summary = (variant) => {
      const { visits } = variant;
      const priceMs = median(visits.map((visit) => visit.ms));
      const phase = (read) => Math.round(median(visits.map((visit) => read(visit.ms, visit.phases))));
      return {
        firstPriceMs: Math.round(priceMs),
        ratio: Number((priceMs / plainMs).toFixed(2)),
        requests: visits.at(-1)?.requests ?? [],
        // Medians, ms from the navigation's start: when the script and the lookups started and
        // finished downloading, and how long the page took after the script, and after both.
        phases: {
          scriptStart: phase((_, at) => at.scriptStart),
          scriptEnd: phase((_, at) => at.scriptEnd),
          lookupsStart: phase((_, at) => at.lookupsStart),
          lookupsEnd: phase((_, at) => at.lookupsEnd),
          afterScript: phase((ms, at) => ms - at.scriptEnd),
          afterBoth: phase((ms, at) => ms - Math.max(at.scriptEnd, at.lookupsEnd)),
        },
      };
    };
    const bare = summary(variants.bare);
    const preloaded = summary(variants.preloaded);
    const result = {
      rounds,
      plainTextMs: Math.round(plainMs),
      firstPriceMs: bare.firstPriceMs,
      ratio: bare.ratio,
      // The snippet the shop gives partners also preloads the lookups beside the script.
      firstPriceWithPreloadMs: preloaded.firstPriceMs,
      ratioWithPreload: preloaded.ratio,
      ratioGoal: 1.5,
      requests: bare.requests.length,
      requestsWithPreload: preloaded.requests.length,
      requestsGoal: 3,
      requestList: bare.requests,
      requestListWithPreload: preloaded.requests,
      phases: { bare: bare.phases, preloaded: preloaded.phases },
      // The other build's figures from the same rounds, against the same plain page.
      ...(baseServer && {
        base: (() => {
          const baseBare = summary(variants.baseBare);
          const basePreloaded = summary(variants.basePreloaded);
          return {
            elements: options['base-elements'],
            firstPriceMs: baseBare.firstPriceMs,
            ratio: baseBare.ratio,
            firstPriceWithPreloadMs: basePreloaded.firstPriceMs,
            ratioWithPreload: basePreloaded.ratio,
            phases: { bare: baseBare.phases, preloaded: basePreloaded.phases },
          };
        })(),
      }),
    };
    console.log(JSON.stringify(result, null, 2));
    await writeFile(resolve(repoRoot, options.out), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    await partner.close();
    await server.stop();
    await baseServer?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (baseDataDir) await rm(baseDataDir, { recursive: true, force: true });
  }
}

await main();
