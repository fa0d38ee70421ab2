import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  rule: string;
  impact: string | null;
  targets: string[];
}

/**
 * Runs axe-core in the page as rendered by Chromium (so colour contrast is checked too) and
 * answers the violations, with the rule, its impact and where.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the site's CSP refuses inline scripts, and
  // evaluation from the test is not subject to it.
  await page.evaluate(await readFile(axeScript, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
