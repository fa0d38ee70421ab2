// Lighthouse (performance category, its default mobile profile with simulated throttling) on the
// landing and calculator pages and the order-link payment page served by the real server from the built site, plus the
// JavaScript each page loads first (script bytes transferred, from Lighthouse's network log).
//
//   node bench/lighthouse.mjs [--rebuild] [--runs 3] [--lhr-dir DIR] [--site-dir DIR]
//
// Each page is audited `runs` times (each in a fresh Chromium) and reported by its median run
// (the run with the median score; its own figures) with every run's score beside it: single
// runs move by several points on a shared machine.
// Needs Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). Builds the site when
// site/dist is missing. Results go to bench/results/lighthouse.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { call, checkoutBody, stickerItem } from './lib/fixtures.mjs';
import { repoRoot, startAppServer } from './lib/processes.mjs';
import { chromiumFlags, chromiumPath } from './lib/testkit.mjs';

/** The order-link page's pattern: audited with an order the bench places first (`:id` is its id). */
const orderLinkRoute = '/order/:id/payment';
export const lighthouseRoutes = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? [
  '/',
  '/stickers',
  '/acryl',
  orderLinkRoute,
];
const chromeFlags = ['--headless=new', ...chromiumFlags];

function ensureSiteBuilt(rebuild) {
  if (!rebuild && existsSync(join(repoRoot, 'site/dist/index.html'))) return;
  console.log('   building the site (npm run build -w @stickers62/site)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@stickers62/site'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('site build failed');
}

function pageFigures(route, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const kib = (bytes) => Number((bytes / 1024).toFixed(1));
  return {
    route,
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? Number.NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? Number.NaN),
    fcpMs: Math.round(audit('first-contentful-paint') ?? Number.NaN),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    firstLoadScripts: scripts.length,
    firstLoadScriptKiB: kib(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    firstLoadScriptUncompressedKiB: kib(scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0)),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** The run with the median score (with an even count, the lower middle one). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performanceScore - b.performanceScore || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * A customer's placed order of one sticker, as a buyer opening its payment link finds it: the
 * order-link page is the one public page whose content loads after the shell.
 */
async function placeOrderForLink(baseUrl) {
  const username = `lighthouse${Date.now()}`;
  const password = 'bench-password-123';
  await call(baseUrl, 'POST', '/api/auth/register', { body: { username, password } });
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { body: { username, password } });
  await call(baseUrl, 'POST', '/api/web/stickers/0/save', { token, body: stickerItem('Стикер для ссылки') });
  const cart = await call(baseUrl, 'GET', '/api/web/cart', { token });
  await call(baseUrl, 'POST', '/api/web/orders/create-order-from-cart', { token, body: checkoutBody(cart.orderId) });
  return cart.orderId;
}

/** Runs Lighthouse on each route; returns `{pages}` or `{ran: false, reason}`. */
export async function runLighthouse({ rebuild = false, runs = 3, lhrDir, siteDir, log = console.log } = {}) {
  if (!existsSync(chromiumPath)) {
    const reason = `no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROME_PATH)`;
    log(`   Lighthouse skipped: ${reason}`);
    return { ran: false, reason };
  }
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (error) {
    return { ran: false, reason: `lighthouse is not installed: ${error.message}` };
  }
  if (!siteDir) ensureSiteBuilt(rebuild);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startAppServer({ dataDir, env: siteDir ? { SITE_DIR: siteDir } : {} });
  try {
    const pages = [];
    const orderId = lighthouseRoutes.includes(orderLinkRoute) ? await placeOrderForLink(server.url) : undefined;
    for (const route of lighthouseRoutes) {
      const routeRuns = [];
      const path = route.replace(':id', String(orderId));
      for (let run = 0; run < runs; run++) {
        const lhr = await auditInFreshBrowser(lighthouse, chromeLauncher, `${server.url}${path}`);
        if (lhrDir) {
          await mkdir(lhrDir, { recursive: true });
          await writeFile(join(lhrDir, `${route.replaceAll('/', '_') || '_'}-${run}.json`), JSON.stringify(lhr));
        }
        routeRuns.push(pageFigures(route, lhr));
      }
      const figures = { ...medianRun(routeRuns), runScores: routeRuns.map((run) => run.performanceScore) };
      pages.push(figures);
      log(
        `   ${route}: median score ${figures.performanceScore} (runs ${figures.runScores.join(', ')}), LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, ` +
          `first-load JS ${figures.firstLoadScriptKiB} KiB in ${figures.firstLoadScripts} scripts` +
          (figures.runtimeError ? ` (${figures.runtimeError})` : ''),
      );
    }
    const report = {
      ran: true,
      lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      profile: 'mobile, simulated throttling (Lighthouse defaults)',
      runsPerPage: runs,
      pages,
    };
    await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(join(repoRoot, 'bench/results/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * One page in a Chromium of its own: reusing one browser for several pages left later pages
 * unpainted (NO_FCP) in headless mode, and a fresh profile is what a first visit is anyway.
 */
async function auditInFreshBrowser(lighthouse, chromeLauncher, url) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromeFlags, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      rebuild: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      'lhr-dir': { type: 'string' },
      // Another build of the site (an A/B comparison); it is not built here.
      'site-dir': { type: 'string' },
    },
  });
  await runLighthouse({
    rebuild: values.rebuild,
    runs: Number(values.runs),
    lhrDir: values['lhr-dir'],
    siteDir: values['site-dir'],
  });
}
