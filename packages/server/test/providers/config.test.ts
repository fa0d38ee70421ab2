import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { providerRoutes } from '../../src/providers/index.js';
import { testConfig } from '../test-support/app.js';

describe('provider configuration', () => {
  it('runs every provider as a sandbox when nothing is configured', () => {
    const { providers } = loadConfig({});
    expect(providers).toMatchObject({
      allowSandboxInProduction: false,
      cdekFrom: { postal_code: '390000', country_code: 'RU' },
    });
    expect(providers?.yookassa).toBeUndefined();
    expect(providers?.cdek).toBeUndefined();
    expect(providers?.vkId).toBeUndefined();
    expect(providers?.vkNotifier).toBeUndefined();
    expect(providers?.yookassaWebhookAllowlist).toContain('185.71.76.0/27');
  });

  it('reads real provider settings with their defaults', () => {
    const { providers, trustProxy } = loadConfig({
      YOOKASSA_SHOP_ID: '100500',
      YOOKASSA_SECRET_KEY: 'live_secret',
      YOOKASSA_WEBHOOK_ALLOWLIST: '185.71.76.0/27, 10.0.0.1',
      CDEK_CLIENT_ID: 'id',
      CDEK_CLIENT_SECRET: 'secret',
      CDEK_FROM_CITY_CODE: '61',
      VK_CLIENT_ID: '52000001',
      VK_GROUP_TOKEN: 'vk1.a.token',
      VK_MANAGER_PEER_IDS: '111, 222',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    expect(providers?.yookassa).toEqual({
      shopId: '100500',
      secretKey: 'live_secret',
      apiUrl: 'https://api.yookassa.ru/v3',
    });
    expect(providers?.yookassaWebhookAllowlist).toEqual(['185.71.76.0/27', '10.0.0.1']);
    expect(providers?.cdek?.apiUrl).toBe('https://api.cdek.ru/v2');
    expect(providers?.cdekFrom).toEqual({ code: 61 });
    expect(providers?.vkId).toEqual({ clientId: '52000001', host: 'https://id.vk.com' });
    expect(providers?.vkNotifier).toEqual({
      groupToken: 'vk1.a.token',
      peerIds: [111, 222],
      apiUrl: 'https://api.vk.com/method',
    });
    expect(trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('names a half-configured provider instead of silently using its sandbox', () => {
    expect(() => loadConfig({ YOOKASSA_SHOP_ID: '100500' })).toThrow(ConfigError);
    expect(() => loadConfig({ YOOKASSA_SHOP_ID: '100500' })).toThrow(/YOOKASSA_SECRET_KEY/);
    expect(() => loadConfig({ VK_GROUP_TOKEN: 'token' })).toThrow(/VK_MANAGER_PEER_IDS/);
    expect(() => loadConfig({ VK_GROUP_TOKEN: 'token', VK_MANAGER_PEER_IDS: 'admin' })).toThrow(ConfigError);
  });

  it('refuses sandboxes in production unless ALLOW_SANDBOX_IN_PRODUCTION=true', async () => {
    const start = async (allow: boolean) => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.decorate('config', {
        ...testConfig({ nodeEnv: 'production' }),
        providers: { ...loadConfig({}).providers, allowSandboxInProduction: allow } as never,
      });
      await app.register(providerRoutes);
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(start(false)).rejects.toThrow(/ALLOW_SANDBOX_IN_PRODUCTION/);
    await expect(start(true)).resolves.toBeUndefined();
  });
});
