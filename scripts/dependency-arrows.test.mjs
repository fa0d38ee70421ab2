import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dependencyViolations, importSpecifiers } from './dependency-arrows.mjs';

/** The relative path out of the site into core's sources that the check must refuse (a fixture). */
const coreRulesByPath = ['..', 'packages', 'core', 'src', 'rules.ts'].join('/');

describe('the arrows between the workspace packages', () => {
  it('go one way in this repository: no relative import out of a package, every workspace import declared', () => {
    expect(dependencyViolations()).toEqual([]);
  });

  describe('in a repository of its own', () => {
    let root;
    const write = (path, text) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    const manifest = (name, dependencies = {}) => JSON.stringify({ name, dependencies });
    const arrows = { '@s/core': [], '@s/server': ['@s/core'], '@s/site': ['@s/core', '@s/server'] };

    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'dependency-arrows-'));
      write('package.json', JSON.stringify({ workspaces: ['packages/core', 'packages/server', 'site'] }));
      write('packages/core/package.json', manifest('@s/core'));
      write('packages/server/package.json', manifest('@s/server', { '@s/core': '1.0.0' }));
      write('site/package.json', manifest('@s/site', { '@s/core': '1.0.0' }));
      write('workspace-sources.ts', 'export const sourceCondition = "x";\n');
      write('packages/core/src/rules.ts', "import { other } from './other.ts';\nexport const rule = other;\n");
      write('packages/core/src/other.ts', 'export const other = 1;\n');
      write('packages/core/vitest.config.ts', "import { sourceCondition } from '../../workspace-sources.ts';\n");
      write('packages/server/src/site/contract.ts', "import { rule } from '@s/core/rules';\nexport { rule };\n");
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('accepts imports inside a package, of declared packages, and of the shared tooling', () => {
      expect(dependencyViolations(root, arrows)).toEqual([]);
    });

    it('fails on a relative import out of a package, and on one to an undeclared workspace package', () => {
      write(
        'site/prerender.ts',
        [
          `import { rule } from '${coreRulesByPath}';`,
          `export { rule as again } from '${coreRulesByPath}';`,
          "const contract = await import('../packages/server/src/site/contract.ts');",
          "import { rule as named } from '@s/server/site-build';",
          '',
        ].join('\n'),
      );
      write('packages/core/src/reach.ts', "import '../../server/src/site/contract.ts';\n");
      expect(dependencyViolations(root, arrows)).toEqual([
        {
          file: 'packages/core/src/reach.ts',
          specifier: '../../server/src/site/contract.ts',
          problem: 'cross-package relative import',
        },
        {
          file: 'site/prerender.ts',
          specifier: '../packages/core/src/rules.ts',
          problem: 'cross-package relative import',
        },
        {
          file: 'site/prerender.ts',
          specifier: '../packages/core/src/rules.ts',
          problem: 'cross-package relative import',
        },
        {
          file: 'site/prerender.ts',
          specifier: '@s/server/site-build',
          problem: 'undeclared workspace dependency (add @s/server to site/package.json)',
        },
        {
          file: 'site/prerender.ts',
          specifier: '../packages/server/src/site/contract.ts',
          problem: 'cross-package relative import',
        },
      ]);
    });

    it('fails on a workspace dependency declared against the direction', () => {
      write('packages/server/package.json', manifest('@s/server', { '@s/core': '1.0.0', '@s/site': '1.0.0' }));
      expect(dependencyViolations(root, arrows)).toEqual([
        { file: 'packages/server/package.json', specifier: '@s/site', problem: 'against the documented direction' },
      ]);
    });

    it('accepts the same import once the package declares it', () => {
      write('site/package.json', manifest('@s/site', { '@s/core': '1.0.0', '@s/server': '1.0.0' }));
      write('site/prerender.ts', "import { rule } from '@s/server/site-build';\n");
      expect(dependencyViolations(root, arrows)).toEqual([]);
    });
  });

  it('reads static, re-exported, side-effect, dynamic, required and mocked imports, not ones in comments', () => {
    const text = [
      "import type { A } from 'a';",
      'import {',
      '  b,',
      "} from './b.ts';",
      "export * from '../c';",
      "import 'd';",
      "await import('./e.js');",
      "require('f');",
      "vi.mock('../g', () => ({}));",
      "// import { h } from '../../h';",
      "/* import { i } from '../i'; */",
      "const url = 'https://example.org/x'; // import('j')",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(['../c', '../g', './b.ts', './e.js', 'a', 'd', 'f']);
  });
});
