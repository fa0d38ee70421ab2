import { randomInt } from 'node:crypto';
import { formatRubles } from '@stickers62/core/format';
import { managerNotificationTexts, proofTexts } from '@stickers62/core/texts';
import { adminOrderUrl } from '../../notifications/links.js';
import type { Notifier, OrderSubmittedEvent, ProofEvent } from '../../notifier.js';
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

/** The text managers read: number, client, contents, cost and a link to the order's edit dialog. */
export function orderSubmittedMessage(event: OrderSubmittedEvent, publicUrl: string): string {
  return [
    managerNotificationTexts.orderSubmitted(event.orderNumber),
    ...(event.clientName ? [managerNotificationTexts.client(event.clientName)] : []),
    managerNotificationTexts.items(event.stickersCount, event.acrylCount),
    managerNotificationTexts.cost(formatRubles(event.cost)),
    managerNotificationTexts.link(adminOrderUrl(publicUrl.replace(/\/$/, ''), event.orderId)),
  ].join('\n');
}

/**
 * A proof message: to the customer, the proof is ready (with the order-link page); to the
 * managers, the customer's answer and comment (with the order's edit dialog).
 */
export function proofMessage(event: ProofEvent, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  if (event.kind === 'sent') {
    return [
      proofTexts.notifyReady(event.orderNumber),
      proofTexts.notifyLink(`${base}/order/${event.orderId}/payment`),
    ].join('\n');
  }
  const heading =
    event.kind === 'approved'
      ? proofTexts.notifyApproved(event.orderNumber)
      : proofTexts.notifyChanges(event.orderNumber);
  return [
    heading,
    ...(event.comment ? [event.comment] : []),
    managerNotificationTexts.link(adminOrderUrl(base, event.orderId)),
  ].join('\n');
}

/** Notifies managers (and customers of proofs) by VK community messages (`messages.send`). */
export function createVkMessagesNotifier(options: VkMessagesOptions): Notifier {
  async function sendToAll(peerIds: readonly number[], message: string): Promise<void> {
    const failures: string[] = [];
    // Every recipient is tried even when one fails (blocked messages, a wrong id).
    for (const peerId of peerIds) {
      try {
        await sendMessage(options, peerId, message);
      } catch (error) {
        failures.push(`${peerId}: ${(error as Error).message}`);
      }
    }
    if (failures.length > 0) throw new Error(`VK messages.send failed for ${failures.join('; ')}`);
  }
  return {
    async orderSubmitted(event) {
      await sendToAll(options.peerIds, orderSubmittedMessage(event, options.publicUrl));
    },
    async proofChanged(event) {
      const message = proofMessage(event, options.publicUrl);
      if (event.kind !== 'sent') return sendToAll(options.peerIds, message);
      // A customer without VK (a password or access-key account) is told on the site only.
      const customer = Number(event.customerVkId);
      if (Number.isSafeInteger(customer) && customer > 0) await sendToAll([customer], message);
    },
    async orderNews(event) {
      await sendToAll(options.peerIds, [...event.lines, managerNotificationTexts.link(event.link)].join('\n'));
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
