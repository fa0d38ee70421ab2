// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementFiles, packageDir } from '../../scripts/element-files';

describe('files generated from the element catalogue', () => {
  it('are committed as the catalogue makes them (run `npm run generate:elements -w @stickers62/widgets`)', async () => {
    for (const [path, content] of await elementFiles()) {
      expect(readFileSync(`${packageDir}${path}`, 'utf8'), path).toBe(content);
    }
  });
});
