import { describe, expect, it } from 'vitest';
import type { ProofAnswer, ProofRound, ProofState } from '../contract/index.js';
import { orderStatuses } from '../contract/index.js';
import { proofTexts } from '../texts/index.js';
import {
  openProofRounds,
  orderProofState,
  type ProofRoundFacts,
  proofAnswerError,
  proofRoundItem,
  statusOfProofState,
} from './proofs.js';

const A = 'stickers:Котики';
const B = 'acryl:Значок';

/** A round: [item (null: the whole order), answer]; numbered in the order given. */
type Step = [item: string | null, answer: ProofAnswer | null];

function rounds(...steps: Step[]): ProofRoundFacts[] {
  return steps.map(([item, answer], index) => ({ item, number: index + 1, answer }));
}

describe('orderProofState: is the whole order approved', () => {
  it.each<[string, Step[], ProofState]>([
    ['no rounds', [], 'none'],
    // The spec's single whole-order proof: its latest round decides.
    ['a whole-order proof awaits', [[null, null]], 'awaiting'],
    ['a whole-order proof approved', [[null, 'approved']], 'approved'],
    ['whole-order changes requested', [[null, 'changes']], 'changesRequested'],
    [
      'whole-order changes, then a new whole-order proof',
      [
        [null, 'changes'],
        [null, null],
      ],
      'awaiting',
    ],
    [
      'whole-order changes, then the new one approved',
      [
        [null, 'changes'],
        [null, 'approved'],
      ],
      'approved',
    ],
    // Item by item.
    [
      'two items, one approved',
      [
        [A, 'approved'],
        [B, null],
      ],
      'awaiting',
    ],
    [
      'two items, the later approved first',
      [
        [A, null],
        [B, 'approved'],
      ],
      'awaiting',
    ],
    [
      'two items, both approved',
      [
        [A, 'approved'],
        [B, 'approved'],
      ],
      'approved',
    ],
    [
      'two items, changes to one',
      [
        [A, 'approved'],
        [B, 'changes'],
      ],
      'changesRequested',
    ],
    [
      'changes to one, the other awaits',
      [
        [A, null],
        [B, 'changes'],
      ],
      'changesRequested',
    ],
    [
      'whole-order changes requested, then item 1 approved',
      [
        [null, 'changes'],
        [A, 'approved'],
      ],
      'changesRequested',
    ],
    [
      'a whole-order proof awaits, item 1 approved after it',
      [
        [null, null],
        [A, 'approved'],
      ],
      'awaiting',
    ],
    [
      'item changes, then its new round approved',
      [
        [A, 'changes'],
        [B, 'approved'],
        [A, 'approved'],
      ],
      'approved',
    ],
    [
      'every latest round approved',
      [
        [A, 'changes'],
        [B, 'approved'],
        [A, 'approved'],
        [null, 'approved'],
      ],
      'approved',
    ],
    [
      'a newer round for an approved item',
      [
        [A, 'approved'],
        [B, 'approved'],
        [A, null],
      ],
      'awaiting',
    ],
    [
      'a whole-order proof after item rounds supersedes them',
      [
        [A, 'changes'],
        [B, null],
        [null, 'approved'],
      ],
      'approved',
    ],
    [
      'an item round after an approved whole-order one',
      [
        [null, 'approved'],
        [B, null],
      ],
      'awaiting',
    ],
  ])('%s', (_name, steps, state) => {
    expect(orderProofState(rounds(...steps))).toBe(state);
  });

  it('reads the round numbers, not the order of the list', () => {
    const [first, second] = rounds([null, 'changes'], [null, 'approved']);
    if (!first || !second) throw new Error('rounds missing');
    expect(orderProofState([second, first])).toBe('approved');
  });
});

function wire(id: number, itemName: string | null, answer: ProofAnswer | null) {
  return { id, number: id, itemKind: itemName ? ('stickers' as const) : null, itemName, answer };
}

describe('answering item by item', () => {
  it('keys a round by its item, or null for the whole order', () => {
    expect(proofRoundItem({ itemKind: 'stickers', itemName: 'Котики' })).toBe(A);
    expect(proofRoundItem({ itemKind: 'acryl', itemName: 'Котики' })).toBe('acryl:Котики');
    expect(proofRoundItem({ itemKind: null, itemName: null })).toBeNull();
  });

  it('every standing round without an answer is open, not only the latest', () => {
    const list: Pick<ProofRound, 'id' | 'number' | 'itemKind' | 'itemName' | 'answer'>[] = [
      wire(1, 'Котики', null),
      wire(2, 'Лисы', null),
      wire(3, 'Лисы', 'changes'),
    ];
    expect(openProofRounds(list).map((round) => round.id)).toEqual([1]);
    const order = { status: orderStatuses.awaitingProofApproval, payed: false };
    expect(proofAnswerError(order, list, 1, 'approved', null)).toBeNull();
    expect(proofAnswerError(order, list, 2, 'approved', null)).toBe(proofTexts.nothingToAnswer);
    expect(proofAnswerError(order, list, 3, 'approved', null)).toBe(proofTexts.nothingToAnswer);
    expect(proofAnswerError(order, list, 1, 'changes', ' ')).toBe(proofTexts.commentRequired);
    // A whole-order proof sent later supersedes the item's round.
    expect(proofAnswerError(order, [...list, wire(4, null, null)], 1, 'approved', null)).toBe(
      proofTexts.nothingToAnswer,
    );
  });

  it('the state moves the order: approved to the configured status, else to the manager or the customer', () => {
    expect(statusOfProofState('approved')).toBe(orderStatuses.readyToPrint);
    expect(statusOfProofState('approved', orderStatuses.inWork)).toBe(orderStatuses.inWork);
    expect(statusOfProofState('changesRequested')).toBe(orderStatuses.proofChangesRequested);
    expect(statusOfProofState('awaiting')).toBe(orderStatuses.awaitingProofApproval);
  });

  it('the timeline names what each answer was for', () => {
    expect(proofTexts.answerFor('approved', proofTexts.forItem('Котики'))).toBe('Согласован: Позиция «Котики»');
    expect(proofTexts.answerFor('changes', proofTexts.wholeOrder)).toBe('Нужны правки: Весь заказ');
  });
});
