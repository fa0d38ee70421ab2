import {
  buildPath,
  errorReply,
  invoicePathParams,
  orderId,
  type PublicInvoice,
  publicOrderInvoice,
  routes,
} from '@stickers62/core/contract';
import { invoiceTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { orders } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { systemActor } from '../timeline/index.js';
import { sendInvoicePdf } from './invoice-download.js';
import { type InvoiceRow, invoiceNumberOf, readOrderInvoices } from './invoices.js';
import { shopDate } from './numbering.js';

const orderParams = z.object({ id: orderId });
const errors = { 400: errorReply, 404: errorReply };

/** An invoice that still counts: open for payment or paid (a void one was for other terms). */
const counts = (row: InvoiceRow): row is InvoiceRow & { status: PublicInvoice['status'] } => row.status !== 'void';

function publicSummaryOf(row: InvoiceRow & { status: PublicInvoice['status'] }): PublicInvoice {
  return {
    id: row.id,
    number: invoiceNumberOf(row),
    date: shopDate(row.issuedAt).iso,
    amountKopecks: row.amountKopecks,
    status: row.status,
    pdfPath: buildPath(routes.publicInvoicePdf.path, { id: row.orderId, invoiceId: row.id }),
  };
}

/**
 * The order-link page's invoice (issue 34, docs/decisions/0162-invoice-on-the-order-link-page.md):
 * whoever holds the order's link (its id, as for paying by card) reads the order's latest invoice
 * that still counts and downloads its PDF, so a customer can pass the link to the accountant.
 * Nothing else: no other invoice, no void one, no companies; issuing stays with the order's owner
 * (`issueInvoice`, signed in). Reading voids an open invoice whose terms the order no longer has,
 * as the owner's list does, so the link never hands out an invoice for another amount.
 */
export const publicInvoiceRoutesPlugin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(app.clock.now());

  /** The order's invoices as they stand now (a stale open one voided); 404 when there is no order. */
  const currentInvoices = (id: string) => readOrderInvoices(app.db, id, now(), systemActor);

  app.route({
    ...endpoint(routes.publicOrderInvoice),
    schema: { tags: ['invoices'], params: orderParams, response: { 200: publicOrderInvoice, ...errors } },
    handler: async (request) => {
      const { rows, payable } = await currentInvoices(request.params.id);
      const latest = rows.find(counts);
      return {
        offered: app.config.seller !== undefined && payable,
        invoice: latest ? publicSummaryOf(latest) : null,
      };
    },
  });

  // Bytes, so the plain instance: the schema validates the request, only errors are JSON.
  fastify.route<{ Params: { id: string; invoiceId: number } }>({
    ...endpoint(routes.publicInvoicePdf),
    schema: { tags: ['invoices'], params: invoicePathParams, response: errors },
    handler: async (request, reply) => {
      const { id, invoiceId } = request.params;
      const { rows } = await currentInvoices(id);
      const row = rows.find((candidate) => candidate.id === invoiceId && counts(candidate));
      if (!row) throw new HttpError(404, invoiceTexts.invoiceNotFound);
      const [order] = await app.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
      if (!order) throw new HttpError(404, invoiceTexts.invoiceNotFound);
      return sendInvoicePdf(reply, row, order.number);
    },
  });
};
