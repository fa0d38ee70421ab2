import { invoiceNumbersIn } from '@stickers62/core/rules';
import { bankStatementTexts as texts } from '@stickers62/core/texts';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { bankPayments, invoices, orders } from '../db/schema.js';
import { type InvoiceRow, invoiceNumberOf, openInvoiceFor, payOrderByInvoice } from '../invoices/invoices.js';
import { money } from '../invoices/pdf.js';
import { enqueueManagerNotification } from '../notifications/outbox.js';
import { lockOrderPaymentState } from '../payments/order-terms.js';
import { currentReferences } from '../references/reference-cache.js';
import { appendOrderEvent, type OrderEventActor, orderEventKinds } from '../timeline/index.js';
import type { IncomingPayment } from './parse.js';

export type BankPaymentRow = typeof bankPayments.$inferSelect;
export type Outcome = BankPaymentRow['outcome'];

/** What one incoming payment came to, and whether this upload recorded it or an earlier one had. */
export interface MatchedPayment {
  row: BankPaymentRow;
  alreadyRecorded: boolean;
  invoiceNumber: string | null;
  orderNumber: number | null;
}

interface Verdict {
  outcome: Outcome;
  reason: string;
  invoice: InvoiceRow | null;
  orderId: string | null;
  orderNumber: number | null;
}

/**
 * The invoice a payment names: one of the numbers in its purpose whose buyer has the payer's
 * ИНН. A named invoice of another buyer is reported as such, not taken.
 */
async function namedInvoice(tx: Queryable, payment: IncomingPayment) {
  const numbers = invoiceNumbersIn(payment.purpose);
  if (numbers.length === 0) return { invoice: null, other: null };
  const rows = await tx
    .select()
    .from(invoices)
    .where(or(...numbers.map(({ year, number }) => and(eq(invoices.year, year), eq(invoices.number, number)))));
  const invoice = rows.find((row) => row.buyer.inn === payment.payerInn) ?? null;
  return { invoice, other: invoice ? null : (rows[0] ?? null) };
}

/** Matches one payment under its order's row lock and pays the order when the amount is the invoice's. */
async function judge(
  tx: Queryable,
  payment: IncomingPayment,
  priceLists: Parameters<typeof lockOrderPaymentState>[2],
  at: Date,
  actor: OrderEventActor,
): Promise<Verdict> {
  const { invoice, other } = await namedInvoice(tx, payment);
  if (!invoice) {
    const reason = other
      ? texts.wrongPayer(invoiceNumberOf(other), payment.payerInn ?? '—', other.buyer.inn)
      : texts.noInvoice;
    return { outcome: 'unknown', reason, invoice: null, orderId: other?.orderId ?? null, orderNumber: null };
  }
  const state = await lockOrderPaymentState(tx, invoice.orderId, priceLists);
  const number = invoiceNumberOf(invoice);
  const base = { invoice, orderId: invoice.orderId, orderNumber: state.order.number };
  if (state.order.payed) return { ...base, outcome: 'over', reason: texts.alreadyPaid(number) };
  const open = await openInvoiceFor(tx, state, invoice, at, actor);
  if (!open) {
    const expected = Math.round(state.order.cost * 100);
    const reason = texts.voidInvoice(number, money(payment.amountKopecks), money(expected));
    return { ...base, outcome: payment.amountKopecks < expected ? 'short' : 'over', reason };
  }
  const difference = payment.amountKopecks - open.amountKopecks;
  if (difference < 0) return { ...base, outcome: 'short', reason: texts.short(number, money(-difference)) };
  await payOrderByInvoice(tx, open, at, actor, { kind: 'statement', paymentKey: payment.key });
  if (difference > 0) return { ...base, outcome: 'over', reason: texts.over(number, money(difference)) };
  return { ...base, outcome: 'paid', reason: texts.paid(number, state.order.number) };
}

/**
 * Records every incoming payment of a statement once and matches it to an invoice, all in one
 * transaction: a payment already recorded (the same statement uploaded again, or an overlapping
 * period) changes nothing and answers what it came to then.
 */
export async function recordStatementPayments(
  db: Database,
  payments: readonly IncomingPayment[],
  request: { at: Date; actor: OrderEventActor; uploadedBy: number },
): Promise<MatchedPayment[]> {
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    const results: MatchedPayment[] = [];
    for (const payment of payments) {
      const [earlier] = await tx.select().from(bankPayments).where(eq(bankPayments.documentKey, payment.key));
      if (earlier) {
        results.push({ row: earlier, alreadyRecorded: true, ...(await namesOf(tx, earlier)) });
        continue;
      }
      const verdict = await judge(tx, payment, priceLists, request.at, request.actor);
      const [row] = await tx
        .insert(bankPayments)
        .values({
          documentKey: payment.key,
          number: payment.number,
          date: payment.date,
          amountKopecks: payment.amountKopecks,
          payerInn: payment.payerInn,
          payerName: payment.payerName,
          payerAccount: payment.payerAccount,
          purpose: payment.purpose,
          outcome: verdict.outcome,
          reason: verdict.reason,
          invoiceId: verdict.invoice?.id ?? null,
          orderId: verdict.orderId,
          uploadedBy: request.uploadedBy,
        })
        .returning();
      if (!row) throw new Error('The bank payment insert returned no row');
      if (verdict.orderId && verdict.outcome !== 'paid') {
        await appendOrderEvent(tx, {
          orderId: verdict.orderId,
          kind: orderEventKinds.bankPaymentFlagged,
          actor: request.actor,
          data: {
            invoice: verdict.invoice ? invoiceNumberOf(verdict.invoice) : null,
            paidKopecks: payment.amountKopecks,
            expectedKopecks: verdict.invoice?.amountKopecks ?? null,
            outcome: verdict.outcome,
            title: verdict.reason,
          },
        });
        await enqueueManagerNotification(tx, {
          orderId: verdict.orderId,
          template: 'payment-mismatch',
          data: {
            amount: payment.amountKopecks / 100,
            expected: (verdict.invoice?.amountKopecks ?? 0) / 100,
            message: verdict.reason,
          },
        });
      }
      results.push({
        row,
        alreadyRecorded: false,
        invoiceNumber: verdict.invoice ? invoiceNumberOf(verdict.invoice) : null,
        orderNumber: verdict.orderNumber,
      });
    }
    return results;
  });
}

/** The invoice and order numbers of a recorded payment, for its line in the manager's view. */
async function namesOf(tx: Queryable, row: BankPaymentRow) {
  const [invoice] =
    row.invoiceId === null ? [] : await tx.select().from(invoices).where(eq(invoices.id, row.invoiceId));
  const [order] =
    row.orderId === null
      ? []
      : await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId));
  return { invoiceNumber: invoice ? invoiceNumberOf(invoice) : null, orderNumber: order?.number ?? null };
}

/** The latest recorded payments, newest first, for the manager's list. */
export async function recentBankPayments(db: Queryable, limit = 100): Promise<MatchedPayment[]> {
  const rows = await db
    .select()
    .from(bankPayments)
    .orderBy(desc(bankPayments.createdAt), desc(bankPayments.id))
    .limit(limit);
  return Promise.all(rows.map(async (row) => ({ row, alreadyRecorded: true, ...(await namesOf(db, row)) })));
}
