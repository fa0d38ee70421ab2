import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { answerProof, getOrderProofs } from '../../api/proofs.js';
import type { OrderProofs, ProofAnswer, ProofRound } from '../../contract/index.js';
import { proofTexts } from '../../texts/index.js';

export interface ProofReviewState {
  loading: boolean;
  /** The load failed: the text says so. */
  loadError: string | null;
  proofs: OrderProofs | null;
  /** The change-request form is open ('Нужны правки'). */
  changesOpen: boolean;
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

/** The round the customer answers now: the latest, while it has no answer. */
export function openRoundOf(proofs: OrderProofs | null): ProofRound | null {
  const latest = proofs?.rounds[proofs.rounds.length - 1];
  return latest && latest.answer === null ? latest : null;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The customer's side of proof approval: the rounds as a timeline, the open round with
 * 'Согласовать' and 'Нужны правки' (a comment required). Nothing typed is lost on a failure.
 */
export function createProofReviewStore({ api, orderId, onAnswered }: ProofReviewOptions) {
  const $state = map<ProofReviewState>({
    loading: true,
    loadError: null,
    proofs: null,
    changesOpen: false,
    comment: '',
    answering: false,
    answerError: null,
    notice: null,
  });

  async function send(answer: ProofAnswer, comment: string | null): Promise<void> {
    const round = openRoundOf($state.get().proofs);
    if (!round || $state.get().answering) return;
    $state.set({ ...$state.get(), answering: true, answerError: null });
    try {
      const proofs = await answerProof(api, orderId, round.id, { answer, comment });
      $state.set({
        ...$state.get(),
        proofs,
        answering: false,
        changesOpen: false,
        comment: '',
        notice: answer === 'approved' ? proofTexts.approvedNotice : proofTexts.changesNotice,
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
    approve: () => send('approved', null),
    openChanges() {
      $state.set({ ...$state.get(), changesOpen: true, answerError: null, notice: null });
    },
    cancelChanges() {
      $state.set({ ...$state.get(), changesOpen: false, answerError: null });
    },
    setComment(comment: string) {
      $state.set({ ...$state.get(), comment, answerError: null });
    },
    /** 'Отправить правки': refused here already when the comment is empty (the server refuses too). */
    async sendChanges(): Promise<void> {
      const comment = $state.get().comment.trim();
      if (!comment) {
        $state.setKey('answerError', proofTexts.commentRequired);
        return;
      }
      await send('changes', comment);
    },
  };
}

export type ProofReviewStore = ReturnType<typeof createProofReviewStore>;
