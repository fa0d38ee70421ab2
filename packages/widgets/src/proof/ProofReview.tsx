import { useStore } from '@nanostores/react';
import type { ApiClient } from '@stickers62/core/api';
import type { OrderProofs } from '@stickers62/core/contract';
import { createProofReviewStore, openRoundsOf } from '@stickers62/core/stores';
import { proofTexts } from '@stickers62/core/texts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../ui/Button';
import { fieldClass } from '../ui/classes';
import { ProofFiles } from './ProofFiles';
import { ProofTimeline, proofScopeText } from './ProofTimeline';

export interface ProofReviewProps {
  api: ApiClient;
  orderId: string;
  /** The answer changed the order: the host reloads it (status, payment offered). */
  onAnswered?: (proofs: OrderProofs) => void;
}

/**
 * The customer's proof: each open round large (files, the manager's note; item by item, every
 * item's latest proof that waits) with 'Согласовать' or 'Нужны правки' and a comment, or the
 * latest round when none waits, and the timeline of every round. Nothing shows without proofs.
 */
export function ProofReview({ api, orderId, onAnswered }: ProofReviewProps) {
  const callback = useRef(onAnswered);
  callback.current = onAnswered;
  const store = useMemo(
    () => createProofReviewStore({ api, orderId, onAnswered: (proofs) => callback.current?.(proofs) }),
    [api, orderId],
  );
  const state = useStore(store.$state);
  const commentId = useId();
  const errorId = useId();
  useEffect(() => {
    void store.load();
  }, [store]);

  if (state.loadError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {state.loadError}
      </p>
    );
  }
  const rounds = state.proofs?.rounds ?? [];
  const latest = rounds[rounds.length - 1];
  if (!latest) return null;
  const open = openRoundsOf(state.proofs);
  // Every open round (item by item) with its own answer; with none open, the latest round.
  const shown = open.length > 0 ? open : [latest];
  return (
    <section
      aria-labelledby={`${commentId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4"
      data-testid="proof-review"
    >
      <h3 id={`${commentId}-title`} className="text-lg font-semibold">
        {proofTexts.title}
      </h3>
      {open.length > 0 && (
        <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">{proofTexts.awaitingBanner}</p>
      )}
      {shown.map((round) => {
        const heading = `${proofTexts.round(round.number)} · ${proofScopeText(round)}`;
        const answerable = round.answer === null;
        const changing = answerable && state.changesFor === round.id;
        return (
          <article key={round.id} aria-label={heading} className="flex flex-col gap-3">
            <p className="text-sm font-medium">{heading}</p>
            <ProofFiles api={api} orderId={orderId} files={round.files} />
            {round.note && (
              <div className="text-sm">
                <span className="text-gray-600">{proofTexts.noteLabel}: </span>
                <span className="break-words">{round.note}</span>
              </div>
            )}
            {answerable && !changing && (
              <div className="flex flex-wrap gap-3">
                <Button kind="primary" disabled={state.answering} onClick={() => void store.approve(round.id)}>
                  {proofTexts.approve}
                </Button>
                <Button disabled={state.answering} onClick={() => store.openChanges(round.id)}>
                  {proofTexts.requestChanges}
                </Button>
              </div>
            )}
            {changing && (
              <form
                className="flex flex-col gap-2"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void store.sendChanges();
                }}
              >
                <label className={fieldClass.label} htmlFor={commentId}>
                  {proofTexts.commentLabel}
                </label>
                <textarea
                  id={commentId}
                  className={`${fieldClass.control} min-h-[5rem]`}
                  value={state.comment}
                  required
                  aria-invalid={state.answerError ? true : undefined}
                  aria-describedby={state.answerError ? errorId : undefined}
                  onChange={(event) => store.setComment(event.currentTarget.value)}
                />
                <div className="flex flex-wrap gap-3">
                  <Button kind="primary" type="submit" disabled={state.answering}>
                    {proofTexts.sendChanges}
                  </Button>
                  <Button onClick={() => store.cancelChanges()}>{proofTexts.cancel}</Button>
                </div>
              </form>
            )}
          </article>
        );
      })}
      {state.answerError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {state.answerError}
        </p>
      )}
      <p role="status" className="text-sm text-green-700">
        {state.answering ? proofTexts.answering : state.notice}
      </p>
      <ProofTimeline rounds={rounds} />
    </section>
  );
}
