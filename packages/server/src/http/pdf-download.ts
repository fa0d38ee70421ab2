import type { FastifyReply } from 'fastify';

/** A PDF as a download named `fileName` (ASCII), never cached: every one carries an order's data. */
export function sendPdfDownload(reply: FastifyReply, fileName: string, pdf: Uint8Array): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
