import { adminTexts } from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, newPage } from './support/index.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every CSP violation the page reports, and every console message that mentions the
 * policy. The listener goes in before the page's own scripts (init scripts are not subject to CSP).
 */
async function watchPolicy(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return {
    console: messages,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

test('the built site runs under its CSP with no violation: home, stickers, login, admin', async () => {
  const admin = await apiAs('admin');
  const page = await newPage({ token: admin.token });
  const policy = await watchPolicy(page);
  const pages: [path: string, ready: () => Promise<void>][] = [
    ['/', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ['/stickers', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ['/login', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ['/admin', () => page.getByRole('heading', { name: adminTexts.title }).waitFor()],
  ];
  for (const [path, ready] of pages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await ready();
    // Styled by the stylesheet the build generates (twind at build time): a sheet CSP blocked
    // would leave the page without its rules and Tailwind's preflight (body margin 0).
    const styled = await page.evaluate(() => ({
      rules: [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
      bodyMargin: getComputedStyle(document.body).margin,
    }));
    expect(styled.rules, path).toBeGreaterThan(100);
    expect(styled.bodyMargin, path).toBe('0px');
    expect(await policy.violations(), path).toEqual([]);
  }
  expect(policy.console).toEqual([]);
});
