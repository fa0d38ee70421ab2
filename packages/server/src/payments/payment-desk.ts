import type { orderIdQuery, paymentLinkQuery } from '@stickers62/core/contract';
import { canPayOrder, digitsOf, isPaymentHeldByProof, paymentFormError } from '@stickers62/core/rules';
import {
  authServerTexts,
  paymentServerTexts,
  paymentTexts,
  priceOnRequestTexts,
  proofTexts,
} from '@stickers62/core/texts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { authenticate } from '../auth/guards.js';
import { mustWait } from '../auth/sign-in.js';
import type { Database } from '../db/client.js';
import { badRequest, HttpError } from '../errors.js';
import { ProviderError } from '../providers/http.js';
import type { IpAllowlist } from '../providers/yookassa/ip-allowlist.js';
import type { PaymentGateway, YooKassaPayment } from '../providers/yookassa/payment.js';
import { checkOrderPayments, countOpenPayments, maxOpenPaymentsPerOrder } from './order-payments.js';
import { sendOpenRefunds } from './refunds.js';
import {
  closeAttempt,
  findOrder,
  keepReceiptEmailIfUnset,
  lockPayableOrder,
  openAttempt,
  type PaymentRow,
  paymentByProviderId,
  recordProviderPayment,
} from './repository.js';
import { settlePayment } from './settlement.js';

export interface PaymentDeskOptions {
  gateway: PaymentGateway;
  webhookAllowlist: IpAllowlist;
}

/** The webhook's body as the route's schema admits it. */
export interface PaymentNotification {
  type?: string | undefined;
  event: string;
  object: { id: string };
}

/**
 * These calls need no sign-in and reach YooKassa, so each caller (address) gets a budget per
 * order: a person makes a few links, and the payment page polls every 7 s (about 86 checks in
 * 10 minutes). Counted per caller, not per order, so a stranger holding the link cannot spend
 * the real customer's budget and keep them from paying. A check asks about every open payment,
 * of which an order has at most `maxOpenPaymentsPerOrder`.
 */
const linksPerCaller = (db: Database, now: () => number) =>
  new AttemptLimiter(db, 'payment-link:caller', 10, 10 * 60 * 1000, now);
const checksPerCaller = (db: Database, now: () => number) =>
  new AttemptLimiter(db, 'payment-check:caller', 150, 10 * 60 * 1000, now);

/** The budget key: the order and the caller's address (behind the configured proxies). */
const callerOfOrder = (request: FastifyRequest, orderId: string) => `${orderId}:${request.ip}`;

async function spend(limiter: AttemptLimiter, key: string, reply: FastifyReply): Promise<void> {
  const answer = await limiter.take(key);
  if (!answer.admitted) throw mustWait(reply, answer, paymentServerTexts.tooManyAttempts);
}

const providerUnavailable = () => new HttpError(503, paymentTexts.providerUnavailable);

/** YooKassa wants the phone as digits with the country code: 8 912… and 912… become 7912…. */
export function receiptPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

function isDuplicatedKey(error: ProviderError): boolean {
  return error.status === 400 && (error.body as { parameter?: unknown } | undefined)?.parameter === 'Idempotence-Key';
}

/**
 * What the payment routes do: a pay link for an order, the order's payment status, and the
 * provider's notification. create-payment-link and is-payment-completed need no sign-in: the
 * order id is a random UUID, and holding it is what lets someone pay that order (the public
 * payment page is shared as a link). They reveal nothing about the order beyond a payment status
 * and a pay link.
 */
export function paymentDesk(app: FastifyInstance, { gateway, webhookAllowlist }: PaymentDeskOptions) {
  const db = app.db;
  const publicUrl = app.config.publicUrl;
  const now = () => app.clock.now();
  const linkLimiter = linksPerCaller(db, now);
  const checkLimiter = checksPerCaller(db, now);

  async function fetchPayment(row: PaymentRow, log: FastifyBaseLogger): Promise<YooKassaPayment> {
    try {
      return await gateway.getPayment(row.providerPaymentId ?? '');
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.error({ err: error, paymentId: row.providerPaymentId }, 'payment re-fetch failed');
      throw providerUnavailable();
    }
  }

  async function checkPayments(orderId: string, log: FastifyBaseLogger) {
    try {
      return await checkOrderPayments(db, gateway, orderId, log);
    } catch (error) {
      if (error instanceof ProviderError) throw providerUnavailable();
      throw error;
    }
  }

  /**
   * A new link only while the order has room for another open payment. At the limit the open
   * ones are asked about first: those the payer finished or the provider expired make room,
   * and one that was paid answers "already paid".
   */
  async function ensureRoomForPayment(orderId: string, log: FastifyBaseLogger): Promise<void> {
    if ((await countOpenPayments(db, orderId)) < maxOpenPaymentsPerOrder) return;
    const check = await checkPayments(orderId, log);
    if (check.paymentStatus === 'success') throw badRequest(paymentTexts.alreadyPaid);
    if (check.open >= maxOpenPaymentsPerOrder) throw new HttpError(429, paymentTexts.tooManyOpenPayments);
  }

  /**
   * The e-mail typed at payment becomes the profile's receipt e-mail when the profile has none, and
   * only for the order's owner signed in: anyone may open the order link, and a stranger's address
   * must never land in the customer's profile (decided, docs/decisions/0054-phone-shows-the-money-and-buyers-rough-edges.md).
   */
  async function keepReceiptEmail(request: FastifyRequest, ownerId: number, email: string) {
    const typed = email.trim();
    if (typed === '') return;
    const caller = await authenticate(request);
    if (caller?.id !== ownerId) return;
    await keepReceiptEmailIfUnset(db, ownerId, typed);
  }

  return {
    /** A pay link for the order, its terms locked while read; an unknown outcome is retried with its key. */
    async createLink(query: z.infer<typeof paymentLinkQuery>, request: FastifyRequest, reply: FastifyReply) {
      const { orderId, email = '', phoneNumber = '', sbpOnly = false } = query;
      await spend(linkLimiter, callerOfOrder(request, orderId), reply);
      const contactError = paymentFormError(email, phoneNumber);
      if (contactError) throw badRequest(contactError);
      const { order, ...state } = await lockPayableOrder(db, orderId);
      if (order.payed) throw badRequest(paymentTexts.alreadyPaid);
      // A proof not yet approved gets its own reason: the customer knows what to do next.
      if (isPaymentHeldByProof(order.proofState)) throw badRequest(proofTexts.paymentAfterApproval);
      if (!canPayOrder(order) || order.cost <= 0) throw badRequest(paymentTexts.notPayable);
      // The stored cost leaves out items without a price: paying it would underpay the order.
      if (state.unpricedItems > 0) throw badRequest(priceOnRequestTexts.notPayable);
      if (!state.payable) throw badRequest(paymentTexts.notPayable);
      await ensureRoomForPayment(order.id, request.log);

      const customer = {
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(phoneNumber.trim() ? { phone: receiptPhone(phoneNumber) } : {}),
      };
      const newPayment = {
        orderId: order.id,
        orderNumber: order.number,
        cost: order.cost,
        returnUrl: `${publicUrl}/order/${order.id}/payment-completed`,
        customer,
        receipt: state.receipt,
        sbpOnly,
      };
      // The link is for these terms: should the order change before it is paid, the payment is refunded.
      const terms = { amount: order.cost, terms: state.terms, receipt: { customer, lines: state.receipt } };
      let attempt = await openAttempt(db, order.id, gateway.mode, terms);
      let payment: YooKassaPayment | undefined;
      for (let round = 1; !payment; round++) {
        try {
          payment = await gateway.createPayment(newPayment, attempt.idempotenceKey);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          request.log.error({ err: error, orderId }, 'payment link: provider failed');
          // An unknown outcome keeps the attempt open: the next click repeats it with the same key.
          if (error.outcomeUnknown) throw providerUnavailable();
          await closeAttempt(db, attempt.id, 'failed');
          // The open attempt's key was first sent with other details (e-mail, SBP): start afresh once.
          if (round > 1 || !isDuplicatedKey(error)) throw providerUnavailable();
          attempt = await openAttempt(db, order.id, gateway.mode, terms);
        }
      }
      await recordProviderPayment(db, attempt.id, payment);
      const url = payment.confirmation?.confirmation_url;
      if (!url) {
        request.log.error({ paymentId: payment.id }, 'payment link: no confirmation_url');
        throw providerUnavailable();
      }
      await keepReceiptEmail(request, order.ownerId, email);
      return { url };
    },

    /** Whether the order is paid, asking the provider about its open payments. */
    async status(query: z.infer<typeof orderIdQuery>, request: FastifyRequest, reply: FastifyReply) {
      await spend(checkLimiter, callerOfOrder(request, query.orderId), reply);
      const order = await findOrder(db, query.orderId);
      if (order.payed) {
        // A second payment of a paid order may still be owed back (the provider failed last time).
        await sendOpenRefunds(db, gateway, order.id, request.log);
        return { paymentStatus: 'success' as const };
      }
      return { paymentStatus: (await checkPayments(order.id, request.log)).paymentStatus };
    },

    /** The provider's notification: believed only once the payment is re-fetched from its API. */
    async notified(body: PaymentNotification, request: FastifyRequest, reply: FastifyReply) {
      // No signature exists on YooKassa notifications: the source network is the first filter,
      // and nothing in the body is believed until the payment is re-fetched from the API.
      if (!webhookAllowlist.allows(request.ip)) {
        request.log.warn({ ip: request.ip }, 'payment webhook from a source outside the allowlist');
        throw new HttpError(403, authServerTexts.forbidden);
      }
      const { event, object } = body;
      const row = await paymentByProviderId(db, object.id);
      // Unknown payments and other events are acknowledged, or YooKassa would redeliver them for a day.
      if (!row || !event.startsWith('payment.')) {
        request.log.info({ event, paymentId: object.id }, 'payment webhook ignored');
        return reply.status(200).send(null);
      }
      const payment = await fetchPayment(row, request.log);
      const settlement = await settlePayment(db, row, payment, {
        kind: 'webhook',
        dedupeKey: `${row.provider}:${payment.id}:${payment.status}`,
        payload: JSON.stringify(body).slice(0, 10_000),
      });
      // A refund decided now, or one a provider failure left unsent last time.
      await sendOpenRefunds(db, gateway, row.orderId, request.log);
      request.log.info({ event, paymentId: payment.id, settlement }, 'payment webhook handled');
      return reply.status(200).send(null);
    },
  };
}
