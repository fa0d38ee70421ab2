import {
  buildPath,
  errorReply,
  type InvoiceSummary,
  invoicePathParams,
  invoiceRoutes,
  invoiceSummary,
  issueInvoiceRequest,
  orderInvoices,
} from '@stickers62/core/contract';
import { invoiceTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireRole } from '../auth/guards.js';
import { HttpError } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { actorOf } from '../timeline/index.js';
import { closingDocumentPdf, updIsDue } from './closing-documents.js';
import {
  type InvoiceRow,
  invoiceNumberOf,
  issueInvoice,
  markInvoicePaid,
  readInvoice,
  readOrderInvoices,
} from './invoices.js';
import { shopDate } from './numbering.js';
import { renderInvoicePdf } from './pdf.js';

const secured = { security: [{ bearer: [] }], tags: ['invoices'] };
const orderParams = z.object({ id: /*#__PURE__*/ z.string().check(z.uuid()) });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const staffOnly = requireRole('manager', 'admin');

function summaryOf(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: invoiceNumberOf(row),
    date: shopDateOf(row.issuedAt),
    amountKopecks: row.amountKopecks,
    status: row.status,
    companyId: row.companyId,
    companyName: row.buyer.name,
    pdfPath: buildPath(invoiceRoutes.pdf.path, { id: row.orderId, invoiceId: row.id }),
  };
}

const shopDateOf = (at: Date) => shopDate(at).iso;

/** The order page's «Оплатить по счёту» (issue 34): the owner or a manager, on the order's own path. */
export const invoiceRoutesPlugin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock.now());
  const actor = (request: FastifyRequest) => actorOf(currentUser(request));

  app.route({
    ...endpoint(invoiceRoutes.list),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      operationId: 'orderInvoices',
      summary: "An order's invoices and whether paying by invoice is offered",
      description:
        'Newest first. An open invoice whose order no longer has the amount it was issued for is voided on the way.',
      params: orderParams,
      response: { 200: orderInvoices, ...errors },
    },
    handler: async (request) => {
      const order = requestOrder(request);
      const { rows, payable, order: current } = await readOrderInvoices(app.db, order.id, now(), actor(request));
      const paid = rows.find((row) => row.status === 'paid');
      return {
        offered: app.config.seller !== undefined && payable,
        invoices: rows.map(summaryOf),
        updPath: updIsDue(current, paid) ? buildPath(invoiceRoutes.upd.path, { id: order.id }) : null,
      };
    },
  });

  app.route({
    ...endpoint(invoiceRoutes.issue),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      operationId: 'issueInvoice',
      summary: "Issue the order's invoice to one of its customer's companies",
      description:
        'One open invoice per order: the same company and amount give back the open one; another voids it first.',
      params: orderParams,
      body: issueInvoiceRequest,
      response: { 200: invoiceSummary, ...errors },
    },
    handler: async (request) => {
      const seller = app.config.seller;
      if (!seller) throw new HttpError(409, invoiceTexts.notOffered);
      const row = await issueInvoice(app.db, {
        orderId: requestOrder(request).id,
        companyId: request.body.companyId,
        seller,
        at: now(),
        actor: actor(request),
      });
      return summaryOf(row);
    },
  });

  // Bytes, so the plain instance: the schema validates the request, only errors are JSON.
  fastify.route<{ Params: { id: string; invoiceId: number } }>({
    ...endpoint(invoiceRoutes.pdf),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      operationId: 'invoicePdf',
      summary: 'The invoice as a PDF, with the bank payment QR code',
      description: 'The same bytes whenever it is downloaded: it is drawn from what the invoice kept when issued.',
      params: invoicePathParams,
      response: errors,
    },
    handler: async (request, reply) => {
      const order = requestOrder(request);
      const row = await readInvoice(app.db, order.id, request.params.invoiceId);
      const pdf = await renderInvoicePdf({
        number: invoiceNumberOf(row),
        date: shopDateOf(row.issuedAt),
        orderNumber: order.number,
        seller: row.seller,
        buyer: row.buyer,
        lines: row.lines,
        amountKopecks: row.amountKopecks,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoiceNumberOf(row)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });

  fastify.route<{ Params: { id: string } }>({
    ...endpoint(invoiceRoutes.upd),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      operationId: 'orderUpd',
      summary: 'The УПД of an order paid by invoice, after shipment (PDF)',
      description:
        'Made and numbered (its own sequence per year) on the first request after shipment; status 1 with VAT, 2 without.',
      params: orderParams,
      response: errors,
    },
    handler: async (request, reply) => {
      const { number, pdf } = await closingDocumentPdf(app.db, requestOrder(request).id, now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="upd-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });

  app.route({
    ...endpoint(invoiceRoutes.markPaid),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: {
      ...secured,
      operationId: 'markInvoicePaid',
      summary: 'Mark an invoice paid by hand (manager)',
      description: "Pays the order when the invoice is open and still for the order's amount; kept on the timeline.",
      params: invoicePathParams,
      response: { 200: invoiceSummary, ...errors },
    },
    handler: async (request) => {
      const row = await markInvoicePaid(app.db, {
        orderId: requestOrder(request).id,
        invoiceId: request.params.invoiceId,
        at: now(),
        actor: actor(request),
      });
      return summaryOf(row);
    },
  });
};
