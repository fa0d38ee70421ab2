import type { ProofRound } from '@stickers62/core/contract';
import { formatDateTime } from '@stickers62/core/format';
import { proofTexts } from '@stickers62/core/texts';

/** What a round is for: the whole order or one item. */
export function proofScopeText(round: Pick<ProofRound, 'itemName'>): string {
  return round.itemName ? proofTexts.forItem(round.itemName) : proofTexts.wholeOrder;
}

function AnswerBadge({ round }: { round: ProofRound }) {
  if (round.answer === null) {
    return (
      <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs text-yellow-800">{proofTexts.awaiting}</span>
    );
  }
  const approved = round.answer === 'approved';
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs ${approved ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
    >
      {approved ? proofTexts.approved : proofTexts.changesRequested}
    </span>
  );
}

/**
 * Every round, oldest first: who sent what and when, and who answered what for which item or the
 * whole order (both sides see it).
 */
export function ProofTimeline({ rounds }: { rounds: readonly ProofRound[] }) {
  if (rounds.length === 0) return <p className="text-sm text-gray-600">{proofTexts.noRounds}</p>;
  return (
    <section aria-label={proofTexts.timeline} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-gray-700">{proofTexts.timeline}</h4>
      <ol className="flex flex-col gap-2 border-l-2 border-gray-200 pl-3" data-testid="proof-timeline">
        {rounds.map((round) => (
          <li key={round.id} className="flex flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{proofTexts.round(round.number)}</span>
              <span className="text-gray-600">{formatDateTime(round.createdAt)}</span>
              <AnswerBadge round={round} />
            </div>
            <p className="text-gray-700">
              {proofScopeText(round)} · {round.files.map((file) => file.fileName).join(', ')}
            </p>
            {round.createdBy && <p className="text-xs text-gray-600">{proofTexts.sentBy(round.createdBy)}</p>}
            {round.note && <p className="break-words text-gray-700">«{round.note}»</p>}
            {round.answer !== null && (
              <p className="text-xs text-gray-600">
                {proofTexts.answerFor(round.answer, proofScopeText(round))} ·{' '}
                {proofTexts.answeredBy(round.answeredBy ?? '-')}, {formatDateTime(round.answeredAt)}
              </p>
            )}
            {round.comment && <p className="break-words rounded bg-gray-50 p-2 text-gray-800">«{round.comment}»</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
