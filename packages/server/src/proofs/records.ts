import type { AttachProofRequest, OrderProofs, ProofAnswer, ProofRound, ProofState } from '@stickers62/core/contract';
import { proofAnswerError, proofAttachError, proofStateOf, statusOfProofState } from '@stickers62/core/rules';
import { proofTexts } from '@stickers62/core/texts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/guards.js';
import type { Database, Queryable } from '../db/client.js';
import { acrylItems, orders, proofFiles, proofRounds, stickerItems, users } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { enqueueCustomerNotification, enqueueManagerNotification } from '../notifications/outbox.js';
import { lockOrder, type OrderRow } from '../orders/access.js';
import { actorOf, appendOrderEvent, orderEventKinds } from '../timeline/index.js';

/** Every round of the order with its files, oldest first, and the state they make. */
export async function loadOrderProofs(db: Queryable, orderId: string): Promise<OrderProofs> {
  const [rounds, files] = await Promise.all([
    db.select().from(proofRounds).where(eq(proofRounds.orderId, orderId)).orderBy(asc(proofRounds.number)),
    db
      .select({ id: proofFiles.id, roundId: proofFiles.roundId, fileName: proofFiles.fileName })
      .from(proofFiles)
      .where(eq(proofFiles.orderId, orderId))
      .orderBy(asc(proofFiles.id)),
  ]);
  const wire: ProofRound[] = rounds.map((round) => ({
    id: round.id,
    number: round.number,
    createdAt: round.createdAt.toISOString(),
    createdBy: round.createdByName,
    note: round.note,
    itemKind: round.itemKind,
    itemName: round.itemName,
    files: files.filter((file) => file.roundId === round.id).map(({ id, fileName }) => ({ id, fileName })),
    answer: round.answer,
    answeredAt: round.answeredAt?.toISOString() ?? null,
    answeredBy: round.answeredByName,
    comment: round.comment,
  }));
  return { state: proofStateOf(wire), rounds: wire };
}

/** The order's proof state by core's rule once a round was sent or answered (so never 'none'). */
async function proofStateAfterRound(tx: Queryable, orderId: string): Promise<Exclude<ProofState, 'none'>> {
  const rounds = await tx
    .select({
      number: proofRounds.number,
      itemKind: proofRounds.itemKind,
      itemName: proofRounds.itemName,
      answer: proofRounds.answer,
    })
    .from(proofRounds)
    .where(eq(proofRounds.orderId, orderId));
  const state = proofStateOf(rounds);
  if (state === 'none') throw new Error('proof rounds missing after a round was sent or answered');
  return state;
}

/** A stored proof file of the order (sent or not); 404 when the id names none of its files. */
export async function findProofFile(db: Queryable, orderId: string, fileId: number) {
  const [file] = await db
    .select()
    .from(proofFiles)
    .where(and(eq(proofFiles.orderId, orderId), eq(proofFiles.id, fileId)));
  if (!file) throw notFound(proofTexts.fileNotFound);
  return file;
}

export async function recordProofFile(
  db: Queryable,
  orderId: string,
  file: { fileName: string; fileKey: string; size: number },
) {
  const [row] = await db
    .insert(proofFiles)
    .values({ orderId, fileName: file.fileName, fileKey: file.fileKey, fileSize: file.size })
    .returning({ id: proofFiles.id, fileName: proofFiles.fileName });
  if (!row) throw new Error('proof file row missing after insert');
  return row;
}

function nameOf(user: AuthUser): string | null {
  return user.name ?? user.username;
}

/**
 * Sends uploaded files as the order's next round, in one transaction with the order locked: the
 * proof state is core's rule over every round (`awaiting`, unless another part still waits for
 * the manager's changes) and the status follows it ('Ожидает согласования макета').
 */
export async function attachProof(
  db: Database,
  orderId: string,
  staff: AuthUser,
  request: AttachProofRequest,
): Promise<{ order: OrderRow; round: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // A manager's draft for a client is a cart, yet an order to that client (as for payment).
    const refused = proofAttachError({ ...order, isPlaced: !order.isCart || order.insertedBy !== null });
    if (refused) throw badRequest(refused);
    const itemKind = request.itemName ? (request.itemKind ?? 'stickers') : null;
    const itemName = request.itemName || null;
    if (itemKind && itemName) await assertItemExists(tx, orderId, itemKind, itemName);
    const fileIds = [...new Set(request.fileIds)];
    const files = await tx
      .select({ id: proofFiles.id })
      .from(proofFiles)
      .where(and(eq(proofFiles.orderId, orderId), inArray(proofFiles.id, fileIds), isNull(proofFiles.roundId)));
    if (files.length !== fileIds.length) throw badRequest(proofTexts.fileNotFound);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${proofRounds.number}), 0)::int` })
      .from(proofRounds)
      .where(eq(proofRounds.orderId, orderId));
    const number = (last?.number ?? 0) + 1;
    const [round] = await tx
      .insert(proofRounds)
      .values({
        orderId,
        number,
        createdBy: staff.id,
        createdByName: nameOf(staff),
        note: request.note?.trim() || null,
        itemKind,
        itemName,
      })
      .returning({ id: proofRounds.id });
    if (!round) throw new Error('proof round missing after insert');
    await tx.update(proofFiles).set({ roundId: round.id }).where(inArray(proofFiles.id, fileIds));
    const proofState = await proofStateAfterRound(tx, orderId);
    const [updated] = await tx
      .update(orders)
      .set({
        status: statusOfProofState(proofState),
        proofState,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, orderId))
      .returning();
    await appendOrderEvent(tx, {
      orderId,
      kind: orderEventKinds.proofSent,
      actor: actorOf(staff),
      data: { round: number, itemKind, itemName, note: request.note?.trim() || null, files: fileIds.length },
    });
    await enqueueCustomerNotification(tx, { orderId, template: 'proof-ready', data: { round: number } });
    return { order: updated ?? order, round: number };
  });
}

async function assertItemExists(tx: Queryable, orderId: string, kind: 'stickers' | 'acryl', name: string) {
  const table = kind === 'stickers' ? stickerItems : acrylItems;
  const [item] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.orderId, orderId), eq(table.name, name)));
  if (!item) throw badRequest(proofTexts.itemNotFound);
}

/**
 * The customer's answer to a round: only an open round (the latest of its item or of the whole
 * order, unanswered) of an order neither paid nor cancelled (core `proofAnswerError`). The order's
 * proof state is then core's rule over every round, in the same transaction: `approvedStatus`
 * only once every standing round is approved, 'Нужны правки макета' while any part needs changes.
 */
export async function answerProof(
  db: Database,
  orderId: string,
  roundId: number,
  customer: AuthUser,
  answer: ProofAnswer,
  comment: string | null | undefined,
  approvedStatus: string,
): Promise<{ order: OrderRow; customerVkId: string | null }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const proofs = await loadOrderProofs(tx, orderId);
    const refused = proofAnswerError(order, proofs.rounds, roundId, answer, comment);
    if (refused) throw badRequest(refused);
    await tx
      .update(proofRounds)
      .set({
        answer,
        answeredAt: new Date(),
        answeredBy: customer.id,
        answeredByName: nameOf(customer),
        comment: comment?.trim() || null,
      })
      .where(eq(proofRounds.id, roundId));
    const proofState = await proofStateAfterRound(tx, orderId);
    const [updated] = await tx
      .update(orders)
      .set({
        status: statusOfProofState(proofState, approvedStatus),
        proofState,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, orderId))
      .returning();
    const round = proofs.rounds.find((candidate) => candidate.id === roundId)?.number;
    const said = comment?.trim() || null;
    await appendOrderEvent(tx, {
      orderId,
      kind: orderEventKinds.proofAnswered,
      actor: actorOf(customer),
      data: { round, answer, comment: said },
    });
    await enqueueCustomerNotification(tx, {
      orderId,
      template: answer === 'approved' ? 'proof-approved' : 'changes-received',
      data: { round, comment: said },
    });
    await enqueueManagerNotification(tx, {
      orderId,
      template: 'proof-answered',
      data: { round, answer, comment: said },
    });
    const [owner] = await tx.select({ vk: users.vkUserId }).from(users).where(eq(users.id, order.ownerId));
    return { order: updated ?? order, customerVkId: owner?.vk ?? null };
  });
}

export async function customerVkIdOf(db: Queryable, ownerId: number): Promise<string | null> {
  const [owner] = await db.select({ vk: users.vkUserId }).from(users).where(eq(users.id, ownerId));
  return owner?.vk ?? null;
}
