import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on rendered markup and fails with the rule ids and targets of any violation.
 * Colour contrast needs real layout and rendering, which happy-dom does not do; the browser
 * tests check styles in Chromium.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}
