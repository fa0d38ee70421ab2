import type { ProofAnswer, ProofRound, ProofState } from '../contract/index.js';

// The approval rule on its own (type imports only), so the customer's proof review in the payment
// card takes these few functions and not the contract's schemas with them.

/**
 * What the approval rule reads of a round: the item it is for (its key, `proofRoundItem`; null
 * for the whole order), its number within the order and the customer's answer (null: none yet).
 */
export interface ProofRoundFacts {
  item: string | null;
  number: number;
  answer: ProofAnswer | null;
}

/** The item a round is for as the rule keys it ('stickers:Котики'), or null for the whole order. */
export function proofRoundItem(round: Pick<ProofRound, 'itemKind' | 'itemName'>): string | null {
  return round.itemName ? `${round.itemKind ?? 'stickers'}:${round.itemName}` : null;
}

/**
 * The rounds that stand, in number order: the latest whole-order round, and each item's latest
 * round sent after it. A whole-order proof shows every item, so it supersedes every earlier round;
 * a newer round for an item supersedes that item's older ones.
 */
export function standingProofRounds<T extends ProofRoundFacts>(rounds: readonly T[]): T[] {
  const standing = new Map<string | null, T>();
  for (const round of [...rounds].sort((a, b) => a.number - b.number)) {
    if (round.item === null) standing.clear();
    standing.delete(round.item);
    standing.set(round.item, round);
  }
  return [...standing.values()];
}

/**
 * THE rule of the order's proof state (item by item): 'none' without rounds; 'changesRequested'
 * when the customer asked for changes to any standing round (the manager's move); 'awaiting' while
 * any standing round has no answer; 'approved' only when every standing round is approved. A single
 * whole-order proof: its latest round decides, as the spec's flow has it.
 */
export function orderProofState(rounds: readonly ProofRoundFacts[]): ProofState {
  const standing = standingProofRounds(rounds);
  if (standing.length === 0) return 'none';
  if (standing.some((round) => round.answer === 'changes')) return 'changesRequested';
  if (standing.some((round) => round.answer === null)) return 'awaiting';
  return 'approved';
}

/** The facts of the wire rounds, for `orderProofState` and `standingProofRounds`. */
export function proofRoundFacts<T extends Pick<ProofRound, 'itemKind' | 'itemName' | 'number' | 'answer'>>(
  rounds: readonly T[],
): (ProofRoundFacts & { round: T })[] {
  return rounds.map((round) => ({ item: proofRoundItem(round), number: round.number, answer: round.answer, round }));
}

/** The state the wire rounds make (`orderProofState` of their facts). */
export function proofStateOf(
  rounds: readonly Pick<ProofRound, 'itemKind' | 'itemName' | 'number' | 'answer'>[],
): ProofState {
  return orderProofState(proofRoundFacts(rounds));
}

/** The rounds the customer answers now: the standing rounds without an answer, oldest first. */
export function openProofRounds<T extends Pick<ProofRound, 'itemKind' | 'itemName' | 'number' | 'answer'>>(
  rounds: readonly T[],
): T[] {
  return standingProofRounds(proofRoundFacts(rounds))
    .filter((facts) => facts.answer === null)
    .map((facts) => facts.round);
}
