import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { answerProof, getOrderProofs } from '../../api/proofs.js';
import type { OrderProofs, ProofAnswer, ProofRound } from '../../contract/index.js';
import { openProofRounds } from '../../rules/proof-state.js';
import { proofTexts } from '../../texts/index.js';

export interface ProofReviewState {
  loading: boolean;
  /** The load failed: the text says so. */
  loadError: string | null;
  proofs: OrderProofs | null;
  /** The round whose change-request form is open ('Нужны правки'), or null. */
  changesFor: number | null;
  comment: string;
  answering: boolean;
  /** Why the answer was not taken (a missing comment, the server's refusal). */
  answerError: string | null;
  /** What the last answer did, for the status line. */
  notice: string | null;
}

export interface ProofReviewOptions {
  api: ApiClient;
  orderId: string;
  /** The answer changed the order (status, payment offered): the host reloads it. */
  onAnswered?: (proofs: OrderProofs) => void;
}

/**
 * The rounds the customer answers now (core `openProofRounds`): the latest of each item, or of the
 * whole order, while it has no answer; oldest first.
 */
export function openRoundsOf(proofs: OrderProofs | null): ProofRound[] {
  return proofs ? openProofRounds(proofs.rounds) : [];
}

/** An approval opens payment only when it made the whole order approved. */
function noticeOf(answer: ProofAnswer, proofs: OrderProofs): string {
  if (answer === 'changes') return proofTexts.changesNotice;
  return proofs.state === 'approved' ? proofTexts.approvedNotice : proofTexts.partlyApprovedNotice;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The customer's side of proof approval: the rounds as a timeline, each open round (item by
 * item) with 'Согласовать' and 'Нужны правки' (a comment required). Nothing typed is lost on a
 * failure. The notice says whether the approval opened payment or other proofs still wait.
 */
export function createProofReviewStore({ api, orderId, onAnswered }: ProofReviewOptions) {
  const $state = map<ProofReviewState>({
    loading: true,
    loadError: null,
    proofs: null,
    changesFor: null,
    comment: '',
    answering: false,
    answerError: null,
    notice: null,
  });

  async function send(roundId: number, answer: ProofAnswer, comment: string | null): Promise<void> {
    const round = openRoundsOf($state.get().proofs).find((open) => open.id === roundId);
    if (!round || $state.get().answering) return;
    $state.set({ ...$state.get(), answering: true, answerError: null });
    try {
      const proofs = await answerProof(api, orderId, round.id, { answer, comment });
      $state.set({
        ...$state.get(),
        proofs,
        answering: false,
        changesFor: null,
        comment: '',
        notice: noticeOf(answer, proofs),
      });
      onAnswered?.(proofs);
    } catch (error) {
      $state.set({ ...$state.get(), answering: false, answerError: messageOf(error, proofTexts.answerFailed) });
    }
  }

  return {
    $state,
    async load(): Promise<void> {
      $state.set({ ...$state.get(), loading: true, loadError: null });
      try {
        const proofs = await getOrderProofs(api, orderId);
        $state.set({ ...$state.get(), loading: false, proofs });
      } catch (error) {
        $state.set({ ...$state.get(), loading: false, loadError: messageOf(error, proofTexts.loadFailed) });
      }
    },
    /** 'Согласовать' on an open round. */
    approve: (roundId: number) => send(roundId, 'approved', null),
    /** 'Нужны правки' on an open round: its comment form opens (another round's closes). */
    openChanges(roundId: number) {
      $state.set({ ...$state.get(), changesFor: roundId, answerError: null, notice: null });
    },
    cancelChanges() {
      $state.set({ ...$state.get(), changesFor: null, answerError: null });
    },
    setComment(comment: string) {
      $state.set({ ...$state.get(), comment, answerError: null });
    },
    /** 'Отправить правки': refused here already when the comment is empty (the server refuses too). */
    async sendChanges(): Promise<void> {
      const { changesFor } = $state.get();
      const comment = $state.get().comment.trim();
      if (changesFor === null) return;
      if (!comment) {
        $state.setKey('answerError', proofTexts.commentRequired);
        return;
      }
      await send(changesFor, 'changes', comment);
    },
  };
}

export type ProofReviewStore = ReturnType<typeof createProofReviewStore>;
