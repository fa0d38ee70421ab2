import { describe, expect, test } from 'vitest';
import { axeViolations, newPage, signUp } from './support/index.ts';

describe('accessibility of the customer screens in Chromium (axe, colour contrast included)', () => {
  for (const path of ['/', '/stickers', '/acryl', '/about', '/login']) {
    test(`${path} for a guest`, async () => {
      const page = await newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('/orders and /profile signed in', async () => {
    const customer = await signUp();
    const page = await newPage({ token: customer.token });
    for (const path of ['/orders', '/profile']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.context().close();
  });
});
