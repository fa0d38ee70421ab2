import { type BankPaymentView, bankPaymentList, errorReply, routes } from '@stickers62/core/contract';
import { bankStatementTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/guards.js';
import { HttpError } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { actorOf } from '../timeline/index.js';
import { type MatchedPayment, recentBankPayments, recordStatementPayments } from './matching.js';
import { decodeStatement, incomingPayments, parseStatement, StatementError } from './parse.js';

const secured = { security: [{ bearer: [] }], tags: ['invoices'] };
const staffOnly = requireRole('manager', 'admin');
/** A month of a busy account's statement is well under a megabyte. */
const statementLimitBytes = 5 * 1024 * 1024;

function viewOf(matched: MatchedPayment): BankPaymentView {
  const { row } = matched;
  return {
    id: row.id,
    number: row.number,
    date: row.date,
    amountKopecks: row.amountKopecks,
    payerInn: row.payerInn,
    payerName: row.payerName,
    purpose: row.purpose,
    outcome: row.outcome,
    reason: matched.alreadyRecorded ? `${bankStatementTexts.alreadyRecorded} ${row.reason}` : row.reason,
    invoiceNumber: matched.invoiceNumber,
    orderId: row.orderId,
    orderNumber: matched.orderNumber,
    alreadyRecorded: matched.alreadyRecorded,
  };
}

/** The manager's bank statement upload and the payments it recorded (issue 34). */
export const bankStatementRoutesPlugin: FastifyPluginAsync = async (fastify) => {
  // The statement arrives as the file's bytes; its encoding is read from inside it (parse.ts).
  fastify.addContentTypeParser(
    ['application/octet-stream', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: statementLimitBytes },
    (_request, body, done) => done(null, body),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(routes.uploadBankStatement),
    preHandler: staffOnly,
    bodyLimit: statementLimitBytes,
    schema: {
      ...secured,
      response: { 200: bankPaymentList, 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply },
    },
    handler: async (request) => {
      const seller = app.config.seller;
      if (!seller) throw new HttpError(409, bankStatementTexts.notOffered);
      const bytes = request.body;
      if (!(bytes instanceof Buffer)) throw new HttpError(400, bankStatementTexts.notExchangeFile);
      let payments: ReturnType<typeof incomingPayments>;
      try {
        payments = incomingPayments(parseStatement(decodeStatement(bytes)), seller.account);
      } catch (error) {
        if (error instanceof StatementError) throw new HttpError(400, error.message);
        throw error;
      }
      const user = currentUser(request);
      const matched = await recordStatementPayments(app.db, payments, {
        at: new Date(app.clock.now()),
        actor: actorOf(user),
        uploadedBy: user.id,
      });
      return { payments: matched.map(viewOf) };
    },
  });

  app.route({
    ...endpoint(routes.bankPayments),
    preHandler: staffOnly,
    schema: {
      ...secured,
      response: { 200: bankPaymentList, 401: errorReply, 403: errorReply },
    },
    handler: async () => ({ payments: (await recentBankPayments(app.db)).map(viewOf) }),
  });
};
