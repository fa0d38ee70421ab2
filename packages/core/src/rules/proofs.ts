import {
  type Order,
  type OrderListEntry,
  orderStatuses,
  type ProofAnswer,
  type ProofRound,
  type ProofState,
} from '../contract/index.js';
import { proofTexts } from '../texts/index.js';

/** Where an order goes when the customer approves a proof, unless the shop configured another. */
export const defaultProofApprovedStatus: string = orderStatuses.readyToPrint;

/** The state the rounds make: the latest round decides (an older approval is superseded by a newer proof). */
export function proofStateOf(rounds: readonly Pick<ProofRound, 'answer'>[]): ProofState {
  const latest = rounds[rounds.length - 1];
  if (!latest) return 'none';
  if (latest.answer === null) return 'awaiting';
  return latest.answer === 'approved' ? 'approved' : 'changesRequested';
}

/** Whether a proof state holds payment back: a proof sent and not yet approved. */
export function isPaymentHeldByProof(state: ProofState): boolean {
  return state === 'awaiting' || state === 'changesRequested';
}

/**
 * Staff may send a proof to a placed order (checked out, or made by a manager for a client)
 * that is neither paid nor cancelled; the text says why not.
 */
export function proofAttachError(order: Pick<Order, 'status' | 'payed'> & { isPlaced: boolean }): string | null {
  if (!order.isPlaced || order.payed || order.status === orderStatuses.cancelled) return proofTexts.notAttachable;
  return null;
}

/**
 * Why the customer's answer is refused, or null: a paid or cancelled order takes no answers,
 * only the latest unanswered round is answered, and a change request needs a comment.
 */
export function proofAnswerError(
  order: Pick<Order, 'status' | 'payed'>,
  state: ProofState,
  answer: ProofAnswer,
  comment: string | null | undefined,
): string | null {
  if (order.payed) return proofTexts.answerPaid;
  if (order.status === orderStatuses.cancelled) return proofTexts.answerCancelled;
  if (state !== 'awaiting') return proofTexts.nothingToAnswer;
  if (answer === 'changes' && !comment?.trim()) return proofTexts.commentRequired;
  return null;
}

/** The status a round's answer moves the order to. */
export function statusAfterProofAnswer(answer: ProofAnswer, approvedStatus = defaultProofApprovedStatus): string {
  return answer === 'approved' ? approvedStatus : orderStatuses.proofChangesRequested;
}

/**
 * The orders of a customer's list whose proof waits for them, for the site-wide notice: the
 * status a sent proof sets (the list carries no proof state), unpaid, oldest first.
 */
export function ordersAwaitingProof(
  list: readonly Pick<OrderListEntry, 'orderId' | 'orderNumber' | 'status' | 'payed'>[],
): { orderId: string; orderNumber: number }[] {
  return list
    .filter((entry) => entry.status === orderStatuses.awaitingProofApproval && !entry.payed)
    .map(({ orderId, orderNumber }) => ({ orderId, orderNumber }))
    .sort((a, b) => a.orderNumber - b.orderNumber);
}
