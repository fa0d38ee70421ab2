import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { addressOf, defaultMailFrom } from '../../src/mail/config.js';
import { smtpOptionsOf } from '../../src/mail/transport.js';

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM and the managers’ addresses', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://shop%40stickers62.ru:p%40ss@smtp.example.ru',
      MAIL_FROM: 'Стикеры 62 <shop@stickers62.ru>',
      MANAGER_EMAIL: 'anna@stickers62.ru, oleg@stickers62.ru',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://shop%40stickers62.ru:p%40ss@smtp.example.ru',
      from: 'Стикеры 62 <shop@stickers62.ru>',
      managerEmails: ['anna@stickers62.ru', 'oleg@stickers62.ru'],
    });
    expect(addressOf(config.mail?.from ?? '')).toBe('shop@stickers62.ru');
    expect(smtpOptionsOf(config.mail?.smtpUrl ?? '')).toEqual({
      host: 'smtp.example.ru',
      port: 465,
      secure: true,
      auth: { user: 'shop@stickers62.ru', pass: 'p@ss' },
    });
    expect(smtpOptionsOf('smtp://127.0.0.1:2525')).toEqual({ host: '127.0.0.1', port: 2525, secure: false });
  });

  it('has no SMTP and a local sender by default', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: defaultMailFrom,
      managerEmails: [],
      workerIntervalMs: undefined,
      outboxRetentionDays: 30,
    });
  });

  it('reads OUTBOX_RETENTION_DAYS and refuses less than a day', () => {
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '90' }).mail?.outboxRetentionDays).toBe(90);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: '0' })).toThrow(/OUTBOX_RETENTION_DAYS/);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: 'месяц' })).toThrow(ConfigError);
  });

  it('names a SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.ru' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.ru' })).toThrow(/SMTP_URL/);
  });
});
