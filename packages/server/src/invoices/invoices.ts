import { invoiceNumberText, rublesToKopecks } from '@stickers62/core/rules';
import { invoiceTexts } from '@stickers62/core/texts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ownCompany } from '../companies/companies.js';
import type { Database, Queryable } from '../db/client.js';
import { bankPayments, invoices } from '../db/schema.js';
import { conflict, HttpError } from '../errors.js';
import { enqueueAccountantMail } from '../notifications/accountant-mail.js';
import { enqueueManagerNotification } from '../notifications/outbox.js';
import { lockOrderPaymentState, type OrderPaymentState } from '../payments/order-terms.js';
import { markOrderPaidOnce } from '../payments/repository.js';
import { currentReferences } from '../references/reference-cache.js';
import { appendOrderEvent, type OrderEventActor, orderEventKinds } from '../timeline/index.js';
import { type ClosingDocumentRow, ensureClosingDocuments } from './closing-documents.js';
import { nextDocumentNumber, shopDate } from './numbering.js';
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from './types.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The number people read: `2026-15`. */
export const invoiceNumberOf = (invoice: Pick<InvoiceRow, 'year' | 'number'>) =>
  invoiceNumberText(invoice.year, invoice.number);

/** The order's lines as the invoice lists them: its receipt's lines (items, then delivery as a service). */
function invoiceLines(state: OrderPaymentState): InvoiceLine[] {
  return state.receipt.map((line) => ({
    name: line.description,
    quantity: line.quantity,
    unit: line.subject === 'service' ? invoiceTexts.serviceUnit : invoiceTexts.pieceUnit,
    amountKopecks: rublesToKopecks(line.unitPrice) * line.quantity,
  }));
}

/**
 * Voids the order's open invoice when the order no longer has the terms it was issued for
 * (an item, a count, a price, the delivery or a proof changed): it was for another amount.
 * Runs under the order's row lock, wherever invoices are issued, read or matched.
 */
async function voidStaleInvoice(
  tx: Queryable,
  state: OrderPaymentState,
  at: Date,
  actor: OrderEventActor,
): Promise<InvoiceRow | undefined> {
  const [open] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, state.order.id), eq(invoices.status, 'issued')));
  if (!open || open.terms === state.terms) return open;
  await voidInvoice(tx, open, at, actor, 'terms');
  return undefined;
}

async function voidInvoice(
  tx: Queryable,
  invoice: InvoiceRow,
  at: Date,
  actor: OrderEventActor,
  reason: 'terms' | 'company',
): Promise<void> {
  await tx.update(invoices).set({ status: 'void', voidedAt: at }).where(eq(invoices.id, invoice.id));
  await appendOrderEvent(tx, {
    orderId: invoice.orderId,
    kind: orderEventKinds.invoiceVoided,
    actor,
    data: { invoice: invoiceNumberOf(invoice), amountKopecks: invoice.amountKopecks, reason },
  });
}

export interface IssueRequest {
  orderId: string;
  companyId: number;
  seller: InvoiceSeller;
  at: Date;
  actor: OrderEventActor;
}

/**
 * Issues the order's invoice for its current amount to one of its owner's companies, or gives
 * back the open one when it is for the same amount and company (a second click makes no second
 * invoice). An open invoice for another amount or company is voided first. All in one
 * transaction under the order's row lock: the number is taken there too (numbering.ts).
 */
export async function issueInvoice(db: Database, request: IssueRequest): Promise<InvoiceRow> {
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    const state = await lockOrderPaymentState(tx, request.orderId, priceLists);
    if (state.order.payed) throw conflict(invoiceTexts.alreadyPaid);
    if (!state.payable) throw conflict(invoiceTexts.notPayable);
    const company = await ownCompany(tx, state.order.ownerId, request.companyId);
    const open = await voidStaleInvoice(tx, state, request.at, request.actor);
    if (open?.companyId === company.id) return open;
    if (open) await voidInvoice(tx, open, request.at, request.actor, 'company');
    const { year } = shopDate(request.at);
    const number = await nextDocumentNumber(tx, 'invoice', year);
    const buyer: InvoiceBuyer = {
      kind: company.kind,
      name: company.name,
      inn: company.inn,
      kpp: company.kpp,
      ogrn: company.ogrn,
      address: company.address,
      accountantEmail: company.accountantEmail,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId: state.order.id,
        year,
        number,
        companyId: company.id,
        seller: request.seller,
        buyer,
        lines: invoiceLines(state),
        amountKopecks: rublesToKopecks(state.order.cost),
        terms: state.terms,
        issuedAt: request.at,
      })
      .returning();
    if (!row) throw new Error('The invoice insert returned no row');
    await appendOrderEvent(tx, {
      orderId: row.orderId,
      kind: orderEventKinds.invoiceIssued,
      actor: request.actor,
      data: { invoice: invoiceNumberOf(row), amountKopecks: row.amountKopecks, company: buyer.name, inn: buyer.inn },
    });
    // The accountant gets the PDF, drawn when the e-mail goes out (notifications/accountant-mail.ts).
    if (buyer.accountantEmail) {
      await enqueueAccountantMail(tx, {
        orderId: row.orderId,
        template: 'invoice-issued',
        data: { invoiceId: row.id },
      });
    }
    return row;
  });
}

/**
 * The order's invoices, newest first, after voiding the open one if the order's amount moved on;
 * whether the order may be paid now (core `mayTakePayment`, and not paid yet); its closing documents.
 */
export async function readOrderInvoices(
  db: Database,
  orderId: string,
  at: Date,
  actor: OrderEventActor,
): Promise<{ rows: InvoiceRow[]; payable: boolean; documents: ClosingDocumentRow[] }> {
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    const state = await lockOrderPaymentState(tx, orderId, priceLists);
    if (!state.order.payed) await voidStaleInvoice(tx, state, at, actor);
    const rows = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(desc(invoices.id));
    // An order shipped before it was paid, or before closing documents were made on shipment, gets them here.
    const documents = await ensureClosingDocuments(tx, orderId, at);
    return { rows, payable: state.payable && !state.order.payed, documents };
  });
}

/** Where a payment of an invoice came from: the bank statement or a manager's hand. */
export type InvoicePaymentSource = { kind: 'manual' } | { kind: 'statement'; paymentKey: string };

/**
 * Pays the order by its open invoice, under the order's row lock (the caller's transaction):
 * the invoice becomes paid, the order paid once, and the timeline says so. The caller has
 * checked that the invoice is open and still for the order's amount (`openInvoiceFor`).
 */
export async function payOrderByInvoice(
  tx: Queryable,
  invoice: InvoiceRow,
  at: Date,
  actor: OrderEventActor,
  source: InvoicePaymentSource,
): Promise<InvoiceRow> {
  const [paid] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (!paid) throw new Error(`Invoice ${invoice.id} vanished while being paid`);
  await markOrderPaidOnce(tx, invoice.orderId, `invoice-${invoiceNumberOf(invoice)}`, 'invoice');
  await appendOrderEvent(tx, {
    orderId: invoice.orderId,
    kind: orderEventKinds.invoicePaid,
    actor,
    data: { invoice: invoiceNumberOf(invoice), amountKopecks: invoice.amountKopecks, source: source.kind },
  });
  // The managers hear of it as of any payment; the customer's «payment received» e-mail speaks of
  // a YooKassa receipt, so a bank transfer does not send it.
  await enqueueManagerNotification(tx, {
    orderId: invoice.orderId,
    template: 'payment-received',
    data: { amount: invoice.amountKopecks / 100, invoice: invoiceNumberOf(invoice) },
  });
  // Paid after it was shipped: its closing documents are due now.
  await ensureClosingDocuments(tx, invoice.orderId, at);
  return paid;
}

/**
 * The invoice if it can pay its order now: open, the order unpaid, and the order still at the
 * amount the invoice was issued for (otherwise it is voided here and `null` comes back).
 */
export async function openInvoiceFor(
  tx: Queryable,
  state: OrderPaymentState,
  invoice: InvoiceRow,
  at: Date,
  actor: OrderEventActor,
): Promise<InvoiceRow | null> {
  if (state.order.payed || invoice.status !== 'issued') return null;
  const open = await voidStaleInvoice(tx, state, at, actor);
  return open?.id === invoice.id ? open : null;
}

/** A manager's «paid» on an open invoice (a payment seen in the bank by other means). */
export async function markInvoicePaid(
  db: Database,
  request: { orderId: string; invoiceId: number; at: Date; actor: OrderEventActor },
): Promise<InvoiceRow> {
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    const state = await lockOrderPaymentState(tx, request.orderId, priceLists);
    const invoice = await readInvoice(tx, request.orderId, request.invoiceId);
    if (state.order.payed) throw conflict(invoiceTexts.alreadyPaid);
    const open = await openInvoiceFor(tx, state, invoice, request.at, request.actor);
    if (!open) throw conflict(invoiceTexts.notIssued);
    return payOrderByInvoice(tx, open, request.at, request.actor, { kind: 'manual' });
  });
}

/** One invoice of the order, or 404. */
export async function readInvoice(db: Queryable, orderId: string, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)));
  if (!row) throw new HttpError(404, invoiceTexts.invoiceNotFound);
  return row;
}

/**
 * A manager set an order paid by invoice back to «не оплачен» (their order save, in its
 * transaction under the order's row lock): the paid invoice is open again (it can be paid again by
 * the statement or by hand, or is voided if the order's amount has moved on), the bank payments
 * that paid it stay recorded but turn `reverted`, waiting for the manager like an unmatched
 * payment, and the timeline and the managers hear of it. Answers the invoice, if there was one.
 */
export async function reopenPaidInvoice(
  tx: Queryable,
  orderId: string,
  at: Date,
  actor: OrderEventActor,
): Promise<InvoiceRow | undefined> {
  const [paid] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!paid) return undefined;
  // Another invoice cannot be open while the order is paid (issuing refuses a paid order), but a
  // row a manager's hand or an older version left is voided rather than break the one-open rule.
  const [open] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'issued')));
  if (open) await voidInvoice(tx, open, at, actor, 'terms');
  const [reopened] = await tx
    .update(invoices)
    .set({ status: 'issued', paidAt: null })
    .where(eq(invoices.id, paid.id))
    .returning();
  const number = invoiceNumberOf(paid);
  const reverted = await tx
    .update(bankPayments)
    .set({ outcome: 'reverted', reason: invoiceTexts.paymentReverted(number) })
    .where(and(eq(bankPayments.invoiceId, paid.id), inArray(bankPayments.outcome, ['paid', 'over'])))
    .returning({ id: bankPayments.id, amountKopecks: bankPayments.amountKopecks });
  const bankKopecks = reverted.reduce((sum, row) => sum + row.amountKopecks, 0);
  await appendOrderEvent(tx, {
    orderId,
    kind: orderEventKinds.invoiceReopened,
    actor,
    data: { invoice: number, amountKopecks: paid.amountKopecks, bankPayments: reverted.length, bankKopecks },
  });
  if (reverted.length > 0) {
    await enqueueManagerNotification(tx, {
      orderId,
      template: 'payment-mismatch',
      data: {
        amount: bankKopecks / 100,
        expected: paid.amountKopecks / 100,
        message: invoiceTexts.paymentReverted(number),
      },
    });
  }
  return reopened;
}
