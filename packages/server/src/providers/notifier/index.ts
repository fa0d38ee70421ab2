import type { FastifyBaseLogger } from 'fastify';
import { createLogNotifier, type Notifier } from '../../notifier.js';
import type { ProvidersConfig } from '../config.js';
import { createVkMessagesNotifier } from './vk-messages.js';

/** VK community messages when a group token and managers are configured, the log otherwise. */
export function createManagerNotifier(
  config: ProvidersConfig | undefined,
  publicUrl: string,
  log: FastifyBaseLogger,
): Notifier {
  if (!config?.vkNotifier) return createLogNotifier(log);
  return createVkMessagesNotifier({ ...config.vkNotifier, publicUrl, timeoutMs: config.timeoutMs });
}
