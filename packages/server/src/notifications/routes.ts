import {
  errorReply,
  mailPreferences,
  mailPreferencesRequest,
  mailPreferencesRoute,
  saveMailPreferencesRoute,
} from '@stickers62/core/contract';
import { mailPreferenceTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards.js';
import { users } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { defaultOutboxRetentionDays } from '../mail/config.js';
import { createMailTransport, type MailTransport } from '../mail/transport.js';
import { devMailPage } from './dev-mail-page.js';
import { proofPreviewImage } from './proof-preview.js';
import { unsubscribeOneClick, unsubscribePage, userOfUnsubscribeToken } from './unsubscribe.js';
import {
  createNotificationWorker,
  daysMs,
  defaultLeaseMs,
  defaultWorkerIntervalMs,
  type NotificationWorker,
} from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's worker and the mail transport it sends through (notifications/). */
    notifications: { worker: NotificationWorker; mail: MailTransport };
  }
}

const preferences = mailPreferences;
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * The outbox's worker (every instance runs one; tests tick it themselves), the customer's
 * e-mail preferences (the profile's switch and the signed link of each e-mail) and, in
 * development without SMTP_URL, the kept messages at /dev/mail.
 */
export const notificationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = createMailTransport(app.config.mail, app.config.nodeEnv, {
    now: () => app.clock.now(),
    timeoutMs: app.config.mail?.timeoutMs,
  });
  const worker = createNotificationWorker({
    channels: {
      db: app.db,
      mail,
      notifier: app.notifier,
      publicUrl: app.config.publicUrl,
      mailConfig: app.config.mail,
      secret: app.sessionSecret,
      // Read when the e-mail is delivered, from whichever store the files routes opened (local or S3).
      proofPreview: (orderId, round) =>
        app.hasDecorator('fileStore')
          ? proofPreviewImage(app.db, app.fileStore, orderId, round, { log: app.log })
          : Promise.resolve(null),
    },
    clock: app.clock,
    log: app.log,
    intervalMs: app.config.mail?.workerIntervalMs ?? (app.config.nodeEnv === 'test' ? 0 : defaultWorkerIntervalMs),
    leaseMs: defaultLeaseMs,
    retentionMs: daysMs(app.config.mail?.outboxRetentionDays ?? defaultOutboxRetentionDays),
  });
  fastify.decorate('notifications', { worker, mail });
  if (app.config.nodeEnv === 'production' && mail.kind === 'none') {
    app.log.warn('SMTP_URL is not set: customers and managers get no e-mails');
  }
  fastify.addHook('onReady', async () => worker.start());
  fastify.addHook('onClose', async () => {
    await worker.stop();
    mail.close();
  });

  app.route({
    ...endpoint(mailPreferencesRoute),
    preHandler: requireUser,
    schema: {
      security: [{ bearer: [] }],
      tags: ['profile'],
      operationId: 'mailPreferences',
      summary: "The customer's e-mail settings",
      description: 'Bearer token. Whether order news come by e-mail; money and proof e-mails always do.',
      response: { 200: preferences, ...errors },
    },
    handler: async (request) => {
      const [row] = await app.db
        .select({ orderNewsEmails: users.orderNewsEmails })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return { orderNewsEmails: row?.orderNewsEmails ?? true };
    },
  });

  app.route({
    ...endpoint(saveMailPreferencesRoute),
    preHandler: requireUser,
    schema: {
      security: [{ bearer: [] }],
      tags: ['profile'],
      operationId: 'saveMailPreferences',
      summary: "Save the customer's e-mail settings",
      description: 'Bearer token. Turns order news by e-mail on or off.',
      body: mailPreferencesRequest,
      response: { 200: preferences, ...errors },
    },
    handler: async (request) => {
      await app.db
        .update(users)
        .set({ orderNewsEmails: request.body.orderNewsEmails, updatedAt: new Date() })
        .where(eq(users.id, currentUser(request).id));
      return { orderNewsEmails: request.body.orderNewsEmails };
    },
  });

  // The e-mail's link (GET, opened in a browser) and mail clients' one-click unsubscribe (POST, RFC 8058).
  const unsubscribe = async (token: string) => {
    const userId = userOfUnsubscribeToken(token, app.sessionSecret);
    if (userId === null) throw badRequest(mailPreferenceTexts.badLink);
    await app.db.update(users).set({ orderNewsEmails: false, updatedAt: new Date() }).where(eq(users.id, userId));
  };
  const tokenQuery = z.object({ token: z.string().max(200) });
  // A page a person opens from the e-mail: hidden from the API document, answered in HTML.
  app.route({
    ...endpoint(unsubscribePage),
    schema: { hide: true, querystring: tokenQuery },
    handler: async (request, reply) => {
      const done = await unsubscribe(request.query.token).then(
        () => true,
        () => false,
      );
      const text = done ? mailPreferenceTexts.unsubscribed : mailPreferenceTexts.badLink;
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${mailPreferenceTexts.title}</title><p>${text}</p></html>`,
        );
    },
  });
  app.route({
    ...endpoint(unsubscribeOneClick),
    schema: {
      tags: ['profile'],
      operationId: 'orderNewsOff',
      summary: 'Turn order news by e-mail off (one-click, from an e-mail)',
      description:
        'Public (the signed token is the key). RFC 8058 one-click unsubscribe: money and proof e-mails still come.',
      querystring: tokenQuery,
      response: { 200: preferences, ...errors },
    },
    handler: async (request) => {
      await unsubscribe(request.query.token);
      return { orderNewsEmails: false };
    },
  });

  // What development would have sent, for a newcomer to see; never in production.
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    if (app.config.nodeEnv === 'production' || mail.kind !== 'kept') throw notFound('Not found');
    reply.type('text/html; charset=utf-8');
    return devMailPage(mail.kept);
  });
};

// Registered without encapsulation (what fastify-plugin does), so `app.notifications` is the app's:
// tests tick the worker through it.
Object.assign(notificationRoutes, { [Symbol.for('skip-override')]: true });
