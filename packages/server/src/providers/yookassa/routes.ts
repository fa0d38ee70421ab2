import { randomUUID } from 'node:crypto';
import {
  errorReply,
  orderIdQuery,
  paymentLinkQuery,
  paymentLinkReply,
  paymentStatusReply,
  routes,
} from '@stickers62/core/contract';
import {
  canPayOrder,
  digitsOf,
  isPaymentHeldByProof,
  type PaymentReceipt,
  paymentFormError,
} from '@stickers62/core/rules';
import {
  authServerTexts,
  orderStatusTexts,
  paymentServerTexts,
  paymentTexts,
  priceOnRequestTexts,
  proofTexts,
} from '@stickers62/core/texts';
import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AttemptLimiter } from '../../auth/attempt-limiter.js';
import { authenticate } from '../../auth/guards.js';
import { mustWait } from '../../auth/sign-in.js';
import type { Database, Queryable } from '../../db/client.js';
import { orders, payments, users } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { endpoint } from '../../http/endpoint.js';
import { currentReferences } from '../../references/reference-cache.js';
import { ProviderError } from '../http.js';
import type { IpAllowlist } from './ip-allowlist.js';
import { checkOrderPayments, countOpenPayments, maxOpenPaymentsPerOrder } from './order-payments.js';
import { lockOrderPaymentState } from './order-terms.js';
import type { PaymentGateway, YooKassaPayment } from './payment.js';
import { sendOpenRefunds } from './refunds.js';
import { type PaymentRow, settlePayment } from './settlement.js';

export interface PaymentRoutesOptions {
  gateway: PaymentGateway;
  webhookAllowlist: IpAllowlist;
}

/** An unfinished attempt whose outcome is unknown is retried with its key for this long (YooKassa keeps keys 24 h). */
const idempotenceKeyLifetimeMs = 23 * 60 * 60 * 1000;

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
const orderNotFound = () => notFound(orderStatusTexts.notFound);

/** YooKassa wants the phone as digits with the country code: 8 912… and 912… become 7912…. */
export function receiptPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

/** The order behind a payment call; carts are not orders yet, unless a manager made one for a client. */
async function findOrder(db: Queryable, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.isCart, false), isNotNull(orders.insertedBy))));
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Payment routes. create-payment-link and is-payment-completed need no sign-in: the order id is
 * a random UUID, and holding it is what lets someone pay that order (the public payment page is
 * shared as a link). They reveal nothing about the order beyond a payment status and a pay link.
 */
export function paymentRoutes(options: PaymentRoutesOptions): FastifyPluginAsync {
  const { gateway, webhookAllowlist } = options;
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const publicUrl = app.config.publicUrl;
    const now = () => app.clock.now();
    const linkLimiter = linksPerCaller(db, now);
    const checkLimiter = checksPerCaller(db, now);

    app.route({
      ...endpoint(routes.createPaymentLink),
      schema: {
        tags: ['payments'],
        querystring: paymentLinkQuery,
        response: { 200: paymentLinkReply, 400: errorReply, 404: errorReply, 429: errorReply, 503: errorReply },
      },
      handler: async (request, reply) => {
        const { orderId, email = '', phoneNumber = '', sbpOnly = false } = request.query;
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
        await db
          .update(payments)
          .set({ providerPaymentId: payment.id, status: payment.status, updatedAt: new Date() })
          .where(eq(payments.id, attempt.id));
        const url = payment.confirmation?.confirmation_url;
        if (!url) {
          request.log.error({ paymentId: payment.id }, 'payment link: no confirmation_url');
          throw providerUnavailable();
        }
        await keepReceiptEmail(db, request, order.ownerId, email);
        return { url };
      },
    });

    app.route({
      ...endpoint(routes.isPaymentCompleted),
      schema: {
        tags: ['payments'],
        querystring: orderIdQuery,
        response: { 200: paymentStatusReply, 404: errorReply, 429: errorReply, 503: errorReply },
      },
      handler: async (request, reply) => {
        await spend(checkLimiter, callerOfOrder(request, request.query.orderId), reply);
        const order = await findOrder(db, request.query.orderId);
        if (order.payed) {
          // A second payment of a paid order may still be owed back (the provider failed last time).
          await sendOpenRefunds(db, gateway, order.id, request.log);
          return { paymentStatus: 'success' as const };
        }
        return { paymentStatus: (await checkPayments(order.id, request.log)).paymentStatus };
      },
    });

    const notification = z.object({
      type: z.optional(z.string()),
      event: z.string().check(z.maxLength(100)),
      object: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
    });

    app.route({
      ...endpoint(routes.paymentWebhook),
      schema: {
        tags: ['payments'],
        body: notification,
        response: { 200: z.null(), 403: errorReply, 503: errorReply },
      },
      handler: async (request, reply) => {
        // No signature exists on YooKassa notifications: the source network is the first filter,
        // and nothing in the body is believed until the payment is re-fetched from the API.
        if (!webhookAllowlist.allows(request.ip)) {
          request.log.warn({ ip: request.ip }, 'payment webhook from a source outside the allowlist');
          throw new HttpError(403, authServerTexts.forbidden);
        }
        const { event, object } = request.body;
        const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, object.id));
        // Unknown payments and other events are acknowledged, or YooKassa would redeliver them for a day.
        if (!row || !event.startsWith('payment.')) {
          request.log.info({ event, paymentId: object.id }, 'payment webhook ignored');
          return reply.status(200).send(null);
        }
        const payment = await fetchPayment(row, request.log);
        const settlement = await settlePayment(db, row, payment, {
          kind: 'webhook',
          dedupeKey: `${row.provider}:${payment.id}:${payment.status}`,
          payload: JSON.stringify(request.body).slice(0, 10_000),
        });
        // A refund decided now, or one a provider failure left unsent last time.
        await sendOpenRefunds(db, gateway, row.orderId, request.log);
        request.log.info({ event, paymentId: payment.id, settlement }, 'payment webhook handled');
        return reply.status(200).send(null);
      },
    });

    async function fetchPayment(row: PaymentRow, log: typeof app.log): Promise<YooKassaPayment> {
      try {
        return await gateway.getPayment(row.providerPaymentId ?? '');
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.error({ err: error, paymentId: row.providerPaymentId }, 'payment re-fetch failed');
        throw providerUnavailable();
      }
    }

    async function checkPayments(orderId: string, log: typeof app.log) {
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
    async function ensureRoomForPayment(orderId: string, log: typeof app.log): Promise<void> {
      if ((await countOpenPayments(db, orderId)) < maxOpenPaymentsPerOrder) return;
      const check = await checkPayments(orderId, log);
      if (check.paymentStatus === 'success') throw badRequest(paymentTexts.alreadyPaid);
      if (check.open >= maxOpenPaymentsPerOrder) throw new HttpError(429, paymentTexts.tooManyOpenPayments);
    }
  };
}

/** What one link is made for: the amount, the order's terms then and the receipt sent. */
interface AttemptTerms {
  amount: number;
  terms: string;
  receipt: PaymentReceipt;
}

/**
 * The payment attempt to make now: the last one whose outcome is unknown (no provider id yet)
 * for the same terms, so its Idempotence-Key is repeated, or a new one with a fresh UUID v4.
 */
async function openAttempt(db: Database, orderId: string, provider: string, terms: AttemptTerms): Promise<PaymentRow> {
  const [unfinished] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(payments.status, 'creating'),
        gt(payments.createdAt, new Date(Date.now() - idempotenceKeyLifetimeMs)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (unfinished && unfinished.amount === terms.amount && unfinished.terms === terms.terms) return unfinished;
  if (unfinished) await closeAttempt(db, unfinished.id, 'abandoned');
  const [created] = await db
    .insert(payments)
    .values({ orderId, provider, idempotenceKey: randomUUID(), status: 'creating', ...terms })
    .returning();
  if (!created) throw new Error('payment attempt not stored');
  return created;
}

/** The order behind a new link, locked while its payment terms are read. */
/**
 * The e-mail typed at payment becomes the profile's receipt e-mail when the profile has none, and
 * only for the order's owner signed in: anyone may open the order link, and a stranger's address
 * must never land in the customer's profile (decided, docs/decisions/0054-phone-shows-the-money-and-buyers-rough-edges.md).
 */
async function keepReceiptEmail(db: Database, request: FastifyRequest, ownerId: number, email: string) {
  const typed = email.trim();
  if (typed === '') return;
  const caller = await authenticate(request);
  if (caller?.id !== ownerId) return;
  await db
    .update(users)
    .set({ receiptEmail: typed, updatedAt: new Date() })
    .where(and(eq(users.id, ownerId), or(isNull(users.receiptEmail), eq(users.receiptEmail, ''))));
}

async function lockPayableOrder(db: Database, orderId: string) {
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    await findOrder(tx, orderId);
    return lockOrderPaymentState(tx, orderId, priceLists);
  });
}

function isDuplicatedKey(error: ProviderError): boolean {
  return error.status === 400 && (error.body as { parameter?: unknown } | undefined)?.parameter === 'Idempotence-Key';
}

async function closeAttempt(db: Database, id: number, status: 'failed' | 'abandoned'): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'creating')));
}
