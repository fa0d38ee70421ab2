import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, logFormatFor } from '../config.js';
import type { BootstrapAdmin } from '../db/bootstrap.js';
import type { SiteState } from '../site/site-serving.js';

/**
 * What a person starting the shop needs to know, said once when it listens (main.ts): the
 * address to open, the administrator (with the password, on the start that generated it), and
 * what the shop runs on: the database, where layouts are kept, each provider real or sandbox.
 */
export interface StartFacts {
  /** The address people open: PUBLIC_URL, or http://localhost:PORT. */
  open: string;
  /** Where the server listens, when that is not what `open` says. */
  listening?: string;
  /** With `npm run dev`: the API server's own address (`open` is then Vite's). */
  api?: string;
  admin: BootstrapAdmin | undefined;
  adminPasswordFromEnvironment: boolean;
  /** `[label, value]` rows: database, layout files, payments, delivery, VK ID, new-order messages, site. */
  rows: Array<[string, string]>;
}

/** A database address without its password: `PostgreSQL at db.example:5432/stickers62 (user shop)`. */
export function describePostgres(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? ` (user ${decodeURIComponent(url.username)})` : '';
    return `PostgreSQL at ${url.host}${url.pathname}${user}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The site row: which build of the site is served, if any. */
export function describeSite(root: string, site: SiteState | undefined): string {
  if (site?.kind === 'ready') {
    const kind = site.record.nodeEnv === 'production' ? 'production build' : `${site.record.nodeEnv} build`;
    return `${root} (${kind} of ${site.record.builtAt.slice(0, 16).replace('T', ' ')} UTC)`;
  }
  if (site?.kind === 'unavailable') return `${root}: not served, see the warning above`;
  return `none in ${root}: the API alone (npm run build:app builds it)`;
}

export function startFacts(
  config: AppConfig,
  admin: BootstrapAdmin | undefined,
  listening?: string,
  site?: SiteState,
): StartFacts {
  const providers = config.providers;
  const storage = config.storage;
  return {
    open: config.devSiteUrl ?? config.publicUrl,
    api: config.devSiteUrl ? config.publicUrl : undefined,
    listening: listening && !config.publicUrl.endsWith(`:${config.port}`) ? listening : undefined,
    admin,
    adminPasswordFromEnvironment: config.adminPassword !== undefined,
    rows: [
      [
        'database',
        config.databaseUrl
          ? describePostgres(config.databaseUrl)
          : `PGlite (embedded PostgreSQL) in ${resolve(config.dataDir, 'pglite')}`,
      ],
      [
        'layout files',
        storage?.kind === 's3'
          ? `S3 bucket ${storage.bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`
          : `local disk, ${resolve(config.dataDir, 'files')}`,
      ],
      [
        'payments',
        providers?.yookassa
          ? `YooKassa, shop ${providers.yookassa.shopId} (${providers.yookassa.apiUrl})`
          : 'YooKassa sandbox: a local payment page, no money moves',
      ],
      [
        'delivery',
        providers?.cdek ? `CDEK (${providers.cdek.apiUrl})` : 'CDEK sandbox: a fixed table of cities and points',
      ],
      ['VK ID', providers?.vkId ? `VK ID, app ${providers.vkId.clientId}` : 'sandbox: a local sign-in page'],
      [
        'new orders',
        providers?.vkNotifier
          ? `VK messages to ${providers.vkNotifier.peerIds.length} manager(s)`
          : 'written to this log (VK_GROUP_TOKEN not set)',
      ],
      ['site', describeSite(resolve(config.siteDir), site)],
    ],
  };
}

function adminRows(facts: StartFacts): Array<[string, string]> {
  const admin = facts.admin;
  if (!admin) return [['administrator', 'none: ADMIN_USERNAME is taken by a customer account']];
  const name: [string, string] = ['administrator', admin.username ?? '(signs in through VK)'];
  if (admin.generatedPassword) {
    return [name, ['password', `${admin.generatedPassword}   ← shown this once: keep it`]];
  }
  return [
    name,
    ['password', facts.adminPasswordFromEnvironment ? 'ADMIN_PASSWORD' : 'the one shown on the first start'],
  ];
}

/** The framed banner, as lines; `colors` for a terminal. */
export function startBanner(facts: StartFacts, options: { colors?: boolean } = {}): string {
  const paint = (code: number, text: string) => (options.colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const rows = [...adminRows(facts), ...facts.rows];
  if (facts.listening) rows.unshift(['listening', facts.listening]);
  if (facts.api) rows.unshift(['API', `${facts.api} (Vite, with hot reload, passes /api on to it)`]);
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const title = `Стикеры 62 is running: open ${facts.open}`;
  const lines: Array<{ text: string; painted: string }> = [
    { text: title, painted: `Стикеры 62 is running: open ${paint(1, facts.open)}` },
    { text: '', painted: '' },
    ...rows.map(([label, value]) => {
      const text = `${label.padEnd(labelWidth)}  ${value}`;
      const emphasised = label === 'password' && facts.admin?.generatedPassword ? paint(1, value) : value;
      return { text, painted: `${paint(2, label.padEnd(labelWidth))}  ${emphasised}` };
    }),
  ];
  const width = Math.max(...lines.map((line) => line.text.length));
  const rule = '─'.repeat(width + 2);
  return [
    `┌${rule}┐`,
    ...lines.map((line) => `│ ${line.painted}${' '.repeat(width - line.text.length)} │`),
    `└${rule}┘`,
  ].join('\n');
}

/** `host:port` of the listening server. */
function listeningAddress(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return address ?? undefined;
  return `${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
}

/**
 * Said once the server listens: the framed banner with readable logs (development); with JSON
 * logs (production) one `shop ready` line with the same facts, and a generated password on a
 * line of its own, outside the log, as it always was (the operator must see it to sign in).
 */
export function announceStart(app: FastifyInstance): void {
  const facts = startFacts(app.config, app.bootstrapAdmin, listeningAddress(app), app.siteBuild?.last);
  if (logFormatFor(app.config) === 'pretty') {
    console.log(`\n${startBanner(facts, { colors: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR })}\n`);
    return;
  }
  app.log.info(
    {
      url: facts.open,
      listening: listeningAddress(app),
      admin: facts.admin?.username,
      ...Object.fromEntries(facts.rows),
    },
    'shop ready',
  );
  announceGeneratedPassword(app);
}

/** The generated password alone: also when listening failed, so that it is not lost with the start. */
export function announceGeneratedPassword(app: FastifyInstance): void {
  const admin = app.bootstrapAdmin;
  if (!admin?.generatedPassword) return;
  console.log(`\nBootstrap admin created: username "${admin.username}", password "${admin.generatedPassword}"\n`);
}
