import {
  buildPath,
  type ClosingDocumentKind,
  closingDocumentPathParams,
  errorReply,
  type InvoiceSummary,
  invoicePathParams,
  invoiceSummary,
  issueInvoiceRequest,
  orderInvoices,
  routes,
} from '@stickers62/core/contract';
import { invoiceTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireRole } from '../auth/guards.js';
import { HttpError } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { sendPdfDownload } from '../http/pdf-download.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { actorOf } from '../timeline/index.js';
import { closingDocumentPdf, closingDocumentSummaryOf } from './closing-documents.js';
import { sendInvoicePdf } from './invoice-download.js';
import {
  type InvoiceRow,
  invoiceNumberOf,
  issueInvoice,
  markInvoicePaid,
  readInvoice,
  readOrderInvoices,
} from './invoices.js';
import { shopDate } from './numbering.js';

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
    pdfPath: buildPath(routes.invoicePdf.path, { id: row.orderId, invoiceId: row.id }),
  };
}

const shopDateOf = (at: Date) => shopDate(at).iso;

/** `torg12.pdf` → `torg12`: the path's document (its schema allows only the three). */
const closingDocumentKindOf = (document: string): ClosingDocumentKind =>
  document.replace(/\.pdf$/, '') as ClosingDocumentKind;

/** The order page's «Оплатить по счёту» (issue 34): the owner or a manager, on the order's own path. */
export const invoiceRoutesPlugin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock.now());
  const actor = (request: FastifyRequest) => actorOf(currentUser(request));

  app.route({
    ...endpoint(routes.orderInvoices),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      params: orderParams,
      response: { 200: orderInvoices, ...errors },
    },
    handler: async (request) => {
      const order = requestOrder(request);
      const { rows, payable, documents } = await readOrderInvoices(app.db, order.id, now(), actor(request));
      return {
        offered: app.config.seller !== undefined && payable,
        invoices: rows.map(summaryOf),
        closingDocuments: documents.map(closingDocumentSummaryOf),
      };
    },
  });

  app.route({
    ...endpoint(routes.issueInvoice),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
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
    ...endpoint(routes.invoicePdf),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      params: invoicePathParams,
      response: errors,
    },
    handler: async (request, reply) => {
      const order = requestOrder(request);
      const row = await readInvoice(app.db, order.id, request.params.invoiceId);
      return sendInvoicePdf(reply, row, order.number);
    },
  });

  fastify.route<{ Params: { id: string; document: string } }>({
    ...endpoint(routes.closingDocumentPdf),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      params: closingDocumentPathParams,
      response: errors,
    },
    handler: async (request, reply) => {
      const kind = closingDocumentKindOf(request.params.document);
      const { number, pdf } = await closingDocumentPdf(app.db, requestOrder(request).id, kind, now());
      return sendPdfDownload(reply, `${kind}-${number}.pdf`, pdf);
    },
  });

  app.route({
    ...endpoint(routes.markInvoicePaid),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: {
      ...secured,
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
