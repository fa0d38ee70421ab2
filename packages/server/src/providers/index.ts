import type { FastifyPluginAsync } from 'fastify';
import { paymentRoutes } from '../payments/routes.js';
import { vkAuthRoutes } from '../vk-sign-in/routes.js';
import { deliveryFor } from './cdek/gateway.js';
import { deliveryRoutes } from './cdek/routes.js';
import { type ProvidersConfig, sandboxProvidersConfig } from './config.js';
import type { SandboxPolicy } from './sandbox-guard.js';
import { VkIdClient } from './vkid/client.js';
import { SandboxVkIdGateway } from './vkid/sandbox.js';
import { sandboxVkRoutes } from './vkid/sandbox-routes.js';
import { YooKassaClient } from './yookassa/client.js';
import { ipAllowlist } from './yookassa/ip-allowlist.js';
import { SandboxPaymentGateway } from './yookassa/sandbox.js';
import { sandboxPaymentRoutes } from './yookassa/sandbox-routes.js';

/**
 * Payments (YooKassa), delivery tariffs (CDEK) and VK ID sign-in: a real client where
 * credentials are configured, a sandbox otherwise. Sandboxes refuse NODE_ENV=production
 * unless ALLOW_SANDBOX_IN_PRODUCTION=true, so the server does not start half-fake.
 */
export const providerRoutes: FastifyPluginAsync = async (app) => {
  const config: ProvidersConfig = app.config.providers ?? sandboxProvidersConfig();
  const publicUrl = app.config.publicUrl;
  const policy: SandboxPolicy = {
    production: app.config.nodeEnv === 'production',
    allowSandboxInProduction: config.allowSandboxInProduction,
  };
  const timeoutMs = config.timeoutMs;

  // Two attempts per call: a link request is a person waiting, not a background job.
  const payments = config.yookassa
    ? new YooKassaClient({ ...config.yookassa, timeoutMs, maxAttempts: 2, retryDelayMs: config.retryDelayMs })
    : new SandboxPaymentGateway(publicUrl, policy, app.db);
  // Built at start-up (app.ts) so checkout prices delivery with the same gateway; this plugin
  // registered on its own (a test of the providers alone) builds it the same way.
  const cdek = app.hasDecorator('delivery') ? app.delivery : deliveryFor(app.config);
  const delivery = cdek.gateway;
  const vkId = config.vkId ? new VkIdClient({ ...config.vkId, timeoutMs }) : new SandboxVkIdGateway(publicUrl, policy);

  await app.register(
    paymentRoutes({ gateway: payments, webhookAllowlist: ipAllowlist(config.yookassaWebhookAllowlist) }),
  );
  await app.register(deliveryRoutes(cdek));
  await app.register(vkAuthRoutes(vkId));
  if (payments instanceof SandboxPaymentGateway) await app.register(sandboxPaymentRoutes(payments));
  if (vkId instanceof SandboxVkIdGateway) await app.register(sandboxVkRoutes(vkId));

  const sandboxes = [payments, delivery, vkId].filter((provider) => provider.mode === 'sandbox').length;
  app.log[sandboxes > 0 && policy.production ? 'warn' : 'info'](
    { payments: payments.mode, delivery: delivery.mode, vkId: vkId.mode },
    'providers',
  );
};
