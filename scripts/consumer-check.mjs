// A partner's app, installed from a registry as partners get it: scripts/local-registry.mjs starts
// Verdaccio for the check (our packages only from it, everything else through its uplink to
// npm's registry), @stickers62/core and @stickers62/widgets are published to it with
// `npm publish` (built packages needed: run after `lint:package`, which builds them), and each
// consumer app is a folder of its own that `npm install --registry <local>` fills. For React 18,
// React 19 and Preact it checks that no twind, no TypeScript and none of the shop's screens came
// with them, and type-checks TSX that renders a React component and custom elements with the
// package's JSX typings (Preact: the elements only, with `@stickers62/widgets/jsx-preact`; an
// attribute value outside the catalogue's words must fail, so the typings are known to apply).
// A Next.js App Router app renders StickerCalculator from a server page and must pass
// `next build` (the widgets' 'use client' markers). Third-party packages come through the uplink
// (a warm npm cache serves their tarballs with `--prefer-offline`); TypeScript is the repository's own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalRegistry } from './local-registry.mjs';

const root = resolve(import.meta.dirname, '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const work = mkdtempSync(join(tmpdir(), 's62-consumer-'));
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
function run(command, args, cwd, env = process.env) {
  try {
    return execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (failure) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${failure.stdout}${failure.stderr}`);
  }
}

const app = `import { ContactButton, StickerCalculator } from '@stickers62/widgets';
import type {} from '@stickers62/widgets/jsx-react';
import type { S62StickerCalculatorElement } from '@stickers62/widgets/elements/sticker-calculator';

export function Shop() {
  const element: S62StickerCalculatorElement | null = document.querySelector('s62-sticker-calculator');
  return (
    <main>
      <StickerCalculator apiBase="https://shop.example" theme="dark" />
      <ContactButton position="inline" theme="auto" />
      <s62-sticker-calculator api-base="https://shop.example" film-types="Глянцевая" />
      <s62-layout-picker kind="acryl" multiple />
      <p>{element?.tagName}</p>
    </main>
  );
}
`;

const preactApp = `import type {} from '@stickers62/widgets/jsx-preact';
import type { S62StickerCalculatorElement } from '@stickers62/widgets/elements/sticker-calculator';

export function Shop() {
  const element: S62StickerCalculatorElement | null = document.querySelector('s62-sticker-calculator');
  return (
    <main>
      <s62-sticker-calculator
        api-base="https://shop.example"
        film-types="Глянцевая"
        theme="dark"
        ons62-price-change={(event) => console.log(event.detail.total)}
      />
      <s62-layout-picker kind="acryl" multiple />
      {/* @ts-expect-error \`kind\` takes only the catalogue's words. */}
      <s62-layout-picker kind="paper" />
      <s62-contact-button position="inline" />
      <p>{element?.tagName}</p>
    </main>
  );
}
`;

/** A consumer app's folder: package.json with the given dependencies, a strict tsconfig, app.tsx. */
function writeApp(dir, name, dependencies, source, jsx) {
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module', dependencies }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        ...jsx,
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['app.tsx'],
    }),
  );
  writeFileSync(join(dir, 'app.tsx'), source);
}

const nextLayout = `export const metadata = { title: 'Стикеры 62 в Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
`;

/** A server component (no 'use client' of its own): the widget's module must carry the marker. */
const nextPage = `import { ContactButton, StickerCalculator } from '@stickers62/widgets';

export default function Page() {
  return (
    <main>
      <h1>Наклейки на заказ</h1>
      <StickerCalculator apiBase="https://shop.example" theme="dark" />
      <ContactButton position="inline" />
    </main>
  );
}
`;

/** A Next.js App Router app (plain JSX: Next.js would install TypeScript for TSX). */
function writeNextApp(dir, dependencies) {
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 's62-consumer-next', private: true, type: 'module', dependencies }),
  );
  writeFileSync(join(dir, 'app/layout.jsx'), nextLayout);
  writeFileSync(join(dir, 'app/page.jsx'), nextPage);
}

/**
 * The shop's screens are the site's, the style builders its build's (workspace-only source
 * entries, docs/decisions/0165-dependency-arrows-checked.md): a consumer cannot import them.
 */
function unexportedShop(dir) {
  for (const entry of ['shop', 'build-time-styles', 'widget-css']) {
    const probe = `import('@stickers62/widgets/${entry}').then(() => process.exit(1), (e) => process.exit(e.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' ? 0 : 2))`;
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: dir, stdio: 'ignore' });
    } catch {
      throw new Error(
        `@stickers62/widgets/${entry} resolves for a consumer: the workspace-only entries must stay unexported`,
      );
    }
  }
}

let registry;
/** Installs the app from the local registry and fails if an unwanted package came with it. */
function installWithoutUnwanted(dir, label, unwanted) {
  run(
    'npm',
    ['install', '--registry', registry.url, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'],
    dir,
  );
  for (const name of unwanted) {
    if (existsSync(join(dir, 'node_modules', name))) throw new Error(`${label}: ${name} was installed`);
  }
  const widgets = join(dir, 'node_modules/@stickers62/widgets');
  if (existsSync(join(widgets, 'dist/shop')) || existsSync(join(widgets, 'src'))) {
    throw new Error(`${label}: the published widgets package carries the shop's screens`);
  }
}

/** Packages a partner's app must not get: twind, TypeScript, the element build's tools, the shop's table. */
const unwanted = [
  '@twind/core',
  '@twind/preset-tailwind',
  'typescript',
  '@r2wc/core',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
];

const published = ['packages/core', 'packages/widgets'].map((folder) => {
  const { name, version } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  return { folder, name, version };
});

try {
  registry = await startLocalRegistry();
  const host = registry.url.replace(/^https?:/, '');
  for (const { folder, name, version } of published) {
    // Anyone may publish @stickers62/* to this registry; npm still wants a token to send.
    run(
      'npm',
      ['publish', '--registry', registry.url, `--${host}:_authToken=local`, '--tag', 'latest'],
      join(root, folder),
    );
    const served = run('npm', ['view', `${name}@${version}`, 'version', '--registry', registry.url], root).trim();
    if (served !== version) throw new Error(`${name}@${version} is not served by the local registry (got "${served}")`);
  }
  console.log(
    `Local registry ${registry.url}: ${published.map((p) => `${p.name}@${p.version}`).join(', ')} published (${seconds()})`,
  );
  const packages = Object.fromEntries(published.map(({ name, version }) => [name, version]));
  for (const react of ['18', '19']) {
    const dir = join(work, `react-${react}`);
    writeApp(
      dir,
      `s62-consumer-react-${react}`,
      {
        ...packages,
        react: `^${react}`,
        'react-dom': `^${react}`,
        '@types/react': `^${react}`,
        '@types/react-dom': `^${react}`,
      },
      app,
    );
    installWithoutUnwanted(dir, `React ${react}`, [...unwanted, 'preact']);
    run(process.execPath, [tsc, '-p', dir], dir);
    if (react === '19') unexportedShop(dir);
    console.log(
      `React ${react}: installed from the local registry without twind, TypeScript or the shop; the TSX type-checks (${seconds()})`,
    );
  }
  const preactDir = join(work, 'preact');
  writeApp(preactDir, 's62-consumer-preact', { ...packages, preact: '^10' }, preactApp, { jsxImportSource: 'preact' });
  installWithoutUnwanted(preactDir, 'Preact', unwanted);
  run(process.execPath, [tsc, '-p', preactDir], preactDir);
  console.log(
    `Preact: installed from the local registry without twind, TypeScript or the shop; the TSX with the elements type-checks (${seconds()})`,
  );
  const nextDir = join(work, 'next');
  writeNextApp(nextDir, { ...packages, next: '^16', react: '^19', 'react-dom': '^19' });
  installWithoutUnwanted(nextDir, 'Next.js', unwanted);
  const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  run(process.execPath, [join(nextDir, 'node_modules/next/dist/bin/next'), 'build'], nextDir, nextEnv);
  console.log(
    `Next.js: installed from the local registry; next build renders StickerCalculator from a server page (${seconds()})`,
  );
} finally {
  registry?.stop();
  rmSync(work, { recursive: true, force: true });
}
