import { formatRubles } from '@stickers62/core/format';
import { paymentTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { escapeHtml, primaryButtonStyle, sandboxPage, secondaryButtonStyle } from '../html.js';
import { type SandboxPaymentGateway, sandboxPayPath } from './sandbox.js';

const params = z.object({ paymentId: z.string().check(z.uuid()) });

/**
 * The sandbox's stand-in for YooKassa's payment page: shows the order and amount, and
 * «Оплатить» / «Отказаться» finish the payment and return to the shop, like the real page.
 */
export function sandboxPaymentRoutes(gateway: SandboxPaymentGateway): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const publicUrl = app.config.publicUrl;
    // The page's buttons are plain HTML forms; their bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, null),
    );

    app.get(sandboxPayPath, { schema: { hide: true, params } }, async (request, reply) => {
      const payment = await gateway.findPayment(request.params.paymentId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment)
        return reply.status(404).send(sandboxPage(paymentTexts.sandboxTitle, `<p>${paymentTexts.sandboxNotFound}</p>`));
      const orderNumber = Number(payment.metadata?.orderNumber ?? 0);
      const action = (what: string) => `${sandboxPayPath.replace(':paymentId', payment.id)}/${what}`;
      const details = `<p style="margin:0 0 8px;font-size:18px">${escapeHtml(paymentTexts.sandboxOrder(orderNumber))}</p>
<p style="margin:0 0 20px;font-size:18px">${paymentTexts.sandboxAmount}: <strong>${escapeHtml(formatRubles(Number(payment.amount.value)))}</strong></p>`;
      if (payment.status !== 'pending') {
        return sandboxPage(paymentTexts.sandboxTitle, `${details}<p>${paymentTexts.sandboxFinished}</p>`);
      }
      return sandboxPage(
        paymentTexts.sandboxTitle,
        `${details}
<div style="display:flex;gap:12px;flex-wrap:wrap">
<form method="post" action="${escapeHtml(action('pay'))}"><button type="submit" style="${primaryButtonStyle}">${paymentTexts.sandboxPay}</button></form>
<form method="post" action="${escapeHtml(action('refuse'))}"><button type="submit" style="${secondaryButtonStyle}">${paymentTexts.sandboxRefuse}</button></form>
</div>
<p style="margin:20px 0 0;color:#6b7280;font-size:14px">${paymentTexts.sandboxNote}</p>`,
      );
    });

    for (const [path, outcome] of [
      ['pay', 'succeeded'],
      ['refuse', 'canceled'],
    ] as const) {
      app.post(`${sandboxPayPath}/${path}`, { schema: { hide: true, params } }, async (request, reply) => {
        const payment =
          (await gateway.finish(request.params.paymentId, outcome)) ??
          (await gateway.findPayment(request.params.paymentId));
        if (!payment) {
          reply.type('text/html; charset=utf-8');
          return reply
            .status(404)
            .send(sandboxPage(paymentTexts.sandboxTitle, `<p>${paymentTexts.sandboxNotFound}</p>`));
        }
        const orderId = payment.metadata?.orderId ?? '';
        return reply.redirect(`${publicUrl}/order/${encodeURIComponent(orderId)}/payment-completed`, 303);
      });
    }
  };
}
