import { createOrderForClient } from '@stickers62/core/api';
import { expect, test } from 'vitest';
import { apiAs, newPage } from './support/index.ts';

test('an unknown path goes to the home page', async () => {
  const page = await newPage();
  await page.goto('/no/such/page');
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the seeding helpers reach the server as admin and as a fresh customer', async () => {
  const admin = await apiAs('admin');
  const created = await createOrderForClient(admin.api, { clientName: 'Проверка стенда' });
  expect(created.accessLink).toContain('access_key=');
  const customer = await apiAs('customer');
  expect(customer.token).not.toBe('');
});
