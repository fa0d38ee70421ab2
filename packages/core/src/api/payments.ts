import { paymentLinkReplyAnswer, paymentStatusReplyAnswer } from '../contract/compiled/index.js';
import type { PaymentLinkQuery, PaymentStatusReply } from '../contract/payments.js';
import { routes } from '../contract/routes.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import { createPaymentLinkFailure, paymentStatusFailure } from './errors.js';

/**
 * `GET /api/yookassa/create-payment-link?orderId&email&phoneNumber[&sbpOnly=true]`: the
 * address to send the browser to. A 400 fails with the server's text, anything else with
 * 'Не удалось создать ссылку на оплату!'.
 */
export async function createPaymentLink(client: ApiClient, query: PaymentLinkQuery): Promise<string> {
  const request = {
    method: 'GET',
    path: routes.createPaymentLink.path,
    // sbpOnly travels only when true, as the spec writes it.
    query: { ...query, sbpOnly: query.sbpOnly ? true : undefined },
  } as const;
  const reply = await callJson(client, request, paymentLinkReplyAnswer, createPaymentLinkFailure);
  return reply.url;
}

/** `GET /api/yookassa/is-payment-completed?orderId` (no sign-in needed). */
export async function getPaymentStatus(
  client: ApiClient,
  orderId: string,
): Promise<PaymentStatusReply['paymentStatus']> {
  const request = { method: 'GET', path: routes.isPaymentCompleted.path, query: { orderId } } as const;
  const reply = await callJson(client, request, paymentStatusReplyAnswer, paymentStatusFailure);
  return reply.paymentStatus;
}
