// A partner's app, tried from the packed tarballs: for React 18 and React 19 it installs
// @stickers62/core and @stickers62/widgets from `npm pack` output (built packages needed: run
// after `lint:package`, which builds them), checks that no twind and no TypeScript came with
// them, and type-checks TSX that renders a React component and a custom element with the
// package's JSX typings. React and its types come from the registry (CI has it; a warm npm cache
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

const app = `import { StickerCalculator } from '@stickers62/widgets';
import type {} from '@stickers62/widgets/jsx-react';
import type { S62StickerCalculatorElement } from '@stickers62/widgets/elements/sticker-calculator';

export function Shop() {
  const element: S62StickerCalculatorElement | null = document.querySelector('s62-sticker-calculator');
  return (
    <main>
      <StickerCalculator apiBase="https://shop.example" />
      <s62-sticker-calculator api-base="https://shop.example" film-types="Глянцевая" />
      <s62-layout-picker kind="acryl" multiple />
      <p>{element?.tagName}</p>
    </main>
  );
}
`;

try {
  const tarballs = ['packages/core', 'packages/widgets'].map((folder) => {
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], join(root, folder)));
    return join(work, packed.filename);
  });
  for (const react of ['18', '19']) {
    const dir = join(work, `react-${react}`);
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: `s62-consumer-react-${react}`,
        private: true,
        type: 'module',
        dependencies: {
          '@stickers62/core': `file:${tarballs[0]}`,
          '@stickers62/widgets': `file:${tarballs[1]}`,
          react: `^${react}`,
          'react-dom': `^${react}`,
          '@types/react': `^${react}`,
          '@types/react-dom': `^${react}`,
        },
      }),
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['app.tsx'],
      }),
    );
    writeFileSync(join(dir, 'app.tsx'), app);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], dir);
    for (const unwanted of ['@twind/core', '@twind/preset-tailwind', 'typescript', 'preact', '@r2wc/core']) {
      if (existsSync(join(dir, 'node_modules', unwanted))) throw new Error(`React ${react}: ${unwanted} was installed`);
    }
    run(process.execPath, [tsc, '-p', dir], dir);
    console.log(`React ${react}: installed from the tarballs without twind or TypeScript; the TSX type-checks`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
