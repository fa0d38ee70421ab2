import {
  type Order,
  type OrderListEntry,
  orderStatuses,
  type ProofAnswer,
  type ProofRound,
  type ProofState,
} from '../contract/index.js';
import { proofTexts } from '../texts/index.js';
import { openProofRounds } from './proof-state.js';

export * from './proof-state.js';

/** Where an order goes when the customer approves a proof, unless the shop configured another. */
export const defaultProofApprovedStatus: string = orderStatuses.readyToPrint;

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
 * Why the customer's answer to `roundId` is refused, or null: a paid or cancelled order takes no
 * answers, only an open round (standing, unanswered: `openProofRounds`) is answered, and a change
 * request needs a comment.
 */
export function proofAnswerError(
  order: Pick<Order, 'status' | 'payed'>,
  rounds: readonly Pick<ProofRound, 'id' | 'itemKind' | 'itemName' | 'number' | 'answer'>[],
  roundId: number,
  answer: ProofAnswer,
  comment: string | null | undefined,
): string | null {
  if (order.payed) return proofTexts.answerPaid;
  if (order.status === orderStatuses.cancelled) return proofTexts.answerCancelled;
  if (!openProofRounds(rounds).some((round) => round.id === roundId)) return proofTexts.nothingToAnswer;
  if (answer === 'changes' && !comment?.trim()) return proofTexts.commentRequired;
  return null;
}

/**
 * The status the order's proof state moves it to after a round is sent or answered: approved →
 * `approvedStatus` («Готов к печати» unless configured), changes requested → 'Нужны правки макета',
 * awaiting → 'Ожидает согласования макета'.
 */
export function statusOfProofState(
  state: Exclude<ProofState, 'none'>,
  approvedStatus = defaultProofApprovedStatus,
): string {
  if (state === 'approved') return approvedStatus;
  return state === 'changesRequested' ? orderStatuses.proofChangesRequested : orderStatuses.awaitingProofApproval;
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
