// A partner's app, tried from the packed tarballs: for React 18, React 19 and Preact it installs
// @stickers62/core and @stickers62/widgets from `npm pack` output (built packages needed: run
// after `lint:package`, which builds them), checks that no twind and no TypeScript came with
// them, and type-checks TSX that renders a React component and custom elements with the
// package's JSX typings (Preact: the elements only, with `@stickers62/widgets/jsx-preact`; an
// attribute value outside the catalogue's words must fail, so the typings are known to apply). React and its types come from the registry (CI has it; a warm npm cache
// serves it offline with `--prefer-offline`); TypeScript is the repository's own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const work = mkdtempSync(join(tmpdir(), 's62-consumer-'));
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
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

/** Installs the app and fails if twind, TypeScript or the element scripts' own build tools came with it. */
function installWithoutUnwanted(dir, label, unwanted) {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], dir);
  for (const name of unwanted) {
    if (existsSync(join(dir, 'node_modules', name))) throw new Error(`${label}: ${name} was installed`);
  }
}

try {
  const tarballs = ['packages/core', 'packages/widgets'].map((folder) => {
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], join(root, folder)));
    return join(work, packed.filename);
  });
  const packages = { '@stickers62/core': `file:${tarballs[0]}`, '@stickers62/widgets': `file:${tarballs[1]}` };
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
    installWithoutUnwanted(dir, `React ${react}`, [
      '@twind/core',
      '@twind/preset-tailwind',
      'typescript',
      'preact',
      '@r2wc/core',
    ]);
    run(process.execPath, [tsc, '-p', dir], dir);
    console.log(`React ${react}: installed from the tarballs without twind or TypeScript; the TSX type-checks`);
  }
  const preactDir = join(work, 'preact');
  writeApp(preactDir, 's62-consumer-preact', { ...packages, preact: '^10' }, preactApp, { jsxImportSource: 'preact' });
  installWithoutUnwanted(preactDir, 'Preact', ['@twind/core', '@twind/preset-tailwind', 'typescript', '@r2wc/core']);
  run(process.execPath, [tsc, '-p', preactDir], preactDir);
  console.log('Preact: installed from the tarballs without twind or TypeScript; the TSX with the elements type-checks');
} finally {
  rmSync(work, { recursive: true, force: true });
}
