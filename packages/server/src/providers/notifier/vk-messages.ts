import { randomInt } from 'node:crypto';
import { formatRubles } from '@stickers62/core/format';
import { managerNotificationTexts } from '@stickers62/core/texts';
import type { Notifier, OrderSubmittedEvent } from '../../notifier.js';
import { formBody, ProviderError, requestJson } from '../http.js';

export interface VkMessagesOptions {
  /** `https://api.vk.com/method` */
  apiUrl: string;
  /** A community access token with the «сообщения сообщества» right. */
  groupToken: string;
  /** Managers' VK ids (they must have allowed the community to message them). */
  peerIds: readonly number[];
  /** Links in messages point here. */
  publicUrl: string;
  timeoutMs?: number;
  /** Attempts per message when VK's answer is lost; the same random_id makes a repeat harmless. */
  maxAttempts?: number;
}

export const vkApiVersion = '5.199';
const provider = 'vk-api';

/** The text managers read: number, client, contents, cost and a link to the order. */
export function orderSubmittedMessage(event: OrderSubmittedEvent, publicUrl: string): string {
  return [
    managerNotificationTexts.orderSubmitted(event.orderNumber),
    ...(event.clientName ? [managerNotificationTexts.client(event.clientName)] : []),
    managerNotificationTexts.items(event.stickersCount, event.acrylCount),
    managerNotificationTexts.cost(formatRubles(event.cost)),
    managerNotificationTexts.link(`${publicUrl.replace(/\/$/, '')}/order/${event.orderId}`),
  ].join('\n');
}

/** Notifies managers by VK community messages (`messages.send`, one per manager). */
export function createVkMessagesNotifier(options: VkMessagesOptions): Notifier {
  return {
    async orderSubmitted(event) {
      const message = orderSubmittedMessage(event, options.publicUrl);
      const failures: string[] = [];
      // Every manager is tried even when one fails (blocked messages, a wrong id).
      for (const peerId of options.peerIds) {
        try {
          await sendMessage(options, peerId, message);
        } catch (error) {
          failures.push(`${peerId}: ${(error as Error).message}`);
        }
      }
      if (failures.length > 0) throw new Error(`VK messages.send failed for ${failures.join('; ')}`);
    },
  };
}

async function sendMessage(options: VkMessagesOptions, peerId: number, message: string): Promise<void> {
  const randomId = randomInt(1, 2 ** 31 - 1);
  const maxAttempts = options.maxAttempts ?? 2;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await requestJson({
        provider,
        url: `${options.apiUrl.replace(/\/$/, '')}/messages.send`,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: formBody({
          peer_id: String(peerId),
          random_id: String(randomId),
          message,
          access_token: options.groupToken,
          v: vkApiVersion,
        }),
        timeoutMs: options.timeoutMs ?? 10_000,
      });
      const body = response.body as { response?: unknown; error?: { error_code?: number; error_msg?: string } };
      if (response.status === 200 && body?.response !== undefined) return;
      if (body?.error) {
        // VK answers API errors with HTTP 200 and an error object; they are definite.
        throw new ProviderError(provider, 'http', `error ${body.error.error_code}: ${body.error.error_msg}`, 400, body);
      }
      throw new ProviderError(provider, 'http', `HTTP ${response.status}`, response.status, body);
    } catch (error) {
      const retryable = error instanceof ProviderError && error.outcomeUnknown && attempt < maxAttempts;
      if (!retryable) throw error;
    }
  }
}
