import { describe, expect, it } from 'vitest';
import { apiDocsEnabled, ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('runs with nothing set: embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      adminUsername: 'admin',
      nodeEnv: 'development',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteDir).toMatch(/site[/\\]dist$/);
    expect(config.elementsDir).toMatch(/widgets[/\\]dist[/\\]elements$/);
    expect(config.elementsArchiveDir).toMatch(/^data[/\\]elements$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/s62',
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      PUBLIC_URL: 'https://stickers62.ru/',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'long-enough-password',
      NODE_ENV: 'production',
      SITE_DIR: '/srv/site',
      ELEMENTS_DIR: '/srv/elements',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/s62',
      databaseUrl: 'postgres://shop:secret@db:5432/shop',
      publicUrl: 'https://stickers62.ru',
      adminUsername: 'owner',
      adminPassword: 'long-enough-password',
      nodeEnv: 'production',
      siteDir: '/srv/site',
      elementsDir: '/srv/elements',
      elementsArchiveDir: '/var/lib/s62/elements',
    });
  });

  it('reads the body deadlines, uploads per customer and API docs, with their defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.bodyDeadlines).toEqual({
      bodyTimeoutMs: 10_000,
      uploadMinBytesPerSecond: 1024,
      uploadRateWindowMs: 30_000,
    });
    expect(defaults.uploadsPerCustomer).toBe(3);
    expect(apiDocsEnabled(defaults)).toBe(true);
    expect(apiDocsEnabled(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' }))).toBe(false);
    const set = loadConfig({
      NODE_ENV: 'production',
      BODY_TIMEOUT_MS: '5000',
      UPLOAD_MIN_BYTES_PER_SECOND: '0',
      UPLOAD_RATE_WINDOW_MS: '60000',
      UPLOADS_PER_CUSTOMER: '5',
      API_DOCS: 'true',
    });
    expect(set.bodyDeadlines).toEqual({ bodyTimeoutMs: 5000, uploadMinBytesPerSecond: 0, uploadRateWindowMs: 60_000 });
    expect(set.uploadsPerCustomer).toBe(5);
    expect(apiDocsEnabled(set)).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      databaseUrl: undefined,
      adminPassword: undefined,
    });
  });

  it('stops the clock at TEST_CLOCK_AT for tests of server processes, never in production', () => {
    expect(loadConfig({}).testClockAt).toBeUndefined();
    expect(loadConfig({ TEST_CLOCK_AT: '2030-01-01T00:00:00.000Z' }).testClockAt).toBe(Date.UTC(2030, 0, 1));
    expect(() => loadConfig({ TEST_CLOCK_AT: 'завтра' })).toThrow(/TEST_CLOCK_AT/);
    const production = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' };
    expect(() => loadConfig({ ...production, TEST_CLOCK_AT: '2030-01-01T00:00:00Z' })).toThrow(
      /TEST_CLOCK_AT: только для тестов/,
    );
  });

  it('names each invalid variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: должен начинаться с postgres:\/\//);
    expect(attempt).toThrow(/ADMIN_PASSWORD: не короче 8 символов/);
  });
});
