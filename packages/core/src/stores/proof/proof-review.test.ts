import { createFakeFetch, type FakeRoute, json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import type { OrderProofs, ProofRound } from '../../contract/index.js';
import { canPayOrder, proofStateOf } from '../../rules/index.js';
import { proofTexts } from '../../texts/index.js';
import { createProofReviewStore, openRoundsOf } from './proof-review.js';
import { createProofSendStore } from './proof-send.js';

const listKey = `GET /api/web/orders/${orderIdA}/proofs`;
const answerKey = `POST /api/web/orders/${orderIdA}/proofs/7/answer`;

function round(overrides: Partial<ProofRound> = {}): ProofRound {
  return {
    id: 7,
    number: 1,
    createdAt: '2026-11-25T10:00:00+03:00',
    createdBy: 'Менеджер Анна',
    note: 'Проверьте линию реза',
    itemKind: null,
    itemName: null,
    files: [{ id: 1, fileName: 'макет.png' }],
    answer: null,
    answeredAt: null,
    answeredBy: null,
    comment: null,
    ...overrides,
  };
}

const awaiting: OrderProofs = { state: 'awaiting', rounds: [round()] };

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeFetch({ [listKey]: json(200, awaiting), ...routes });
  const api = createApiClient({ fetch: fake.fetch, createXhr: null, log: () => {} });
  const onAnswered = vi.fn();
  const store = createProofReviewStore({ api, orderId: orderIdA, onAnswered });
  return { fake, store, onAnswered };
}

describe('proof state rules', () => {
  it('the latest round decides the state', () => {
    expect(proofStateOf([])).toBe('none');
    expect(proofStateOf([round()])).toBe('awaiting');
    expect(proofStateOf([round({ answer: 'changes' })])).toBe('changesRequested');
    expect(proofStateOf([round({ answer: 'changes' }), round({ answer: null })])).toBe('awaiting');
    expect(proofStateOf([round({ answer: 'changes' }), round({ answer: 'approved' })])).toBe('approved');
  });

  it.each([
    ['Ожидает согласования макета', 'awaiting', false],
    ['Нужны правки макета', 'changesRequested', false],
    ['Готов к печати', 'awaiting', false],
    ['Готов к печати', 'approved', true],
    ['Готов к печати', 'none', true],
    ['Ожидает проверки макетов менеджером', 'approved', false],
  ] as const)('status %s with proof %s → payment offered %s', (status, proofState, offered) => {
    expect(canPayOrder({ status, payed: false, proofState })).toBe(offered);
  });
});

describe('proof review store', () => {
  it('loads the rounds and names the open one', async () => {
    const { store } = setup({});
    await store.load();
    expect(store.$state.get()).toMatchObject({ loading: false, loadError: null, proofs: awaiting });
    expect(openRoundsOf(store.$state.get().proofs).map((open) => open.id)).toEqual([7]);
  });

  it('shows a load failure in Russian', async () => {
    const { store } = setup({ [listKey]: json(500, {}) });
    await store.load();
    expect(store.$state.get().loadError).toBe(proofTexts.loadFailed);
  });

  it('a change request needs a comment and sends nothing without one', async () => {
    const { store, fake } = setup({});
    await store.load();
    store.openChanges(7);
    store.setComment('   ');
    await store.sendChanges();
    expect(store.$state.get().answerError).toBe(proofTexts.commentRequired);
    expect(fake.callsTo(answerKey)).toHaveLength(0);
  });

  it('sends the change request with its comment and closes the form', async () => {
    const answered: OrderProofs = {
      state: 'changesRequested',
      rounds: [round({ answer: 'changes', comment: 'Фон белый', answeredBy: 'Ирина' })],
    };
    const { store, fake, onAnswered } = setup({ [answerKey]: json(200, answered) });
    await store.load();
    store.openChanges(7);
    store.setComment(' Фон белый ');
    await store.sendChanges();
    expect(fake.callsTo(answerKey)[0]?.body).toEqual({ answer: 'changes', comment: 'Фон белый' });
    expect(store.$state.get()).toMatchObject({
      proofs: answered,
      changesFor: null,
      comment: '',
      notice: proofTexts.changesNotice,
    });
    expect(onAnswered).toHaveBeenCalledWith(answered);
    expect(openRoundsOf(store.$state.get().proofs)).toEqual([]);
  });

  it('approves; a refusal shows the server text and keeps the round open', async () => {
    const refused = setup({ [answerKey]: json(400, { message: proofTexts.answerPaid }) });
    await refused.store.load();
    await refused.store.approve(7);
    expect(refused.store.$state.get()).toMatchObject({ answerError: proofTexts.answerPaid, answering: false });
    expect(refused.onAnswered).not.toHaveBeenCalled();

    const approved: OrderProofs = { state: 'approved', rounds: [round({ answer: 'approved' })] };
    const { store } = setup({ [answerKey]: json(200, approved) });
    await store.load();
    await store.approve(7);
    expect(store.$state.get()).toMatchObject({ proofs: approved, notice: proofTexts.approvedNotice });
  });

  it('item by item: each open round is answered by its id; an approval that leaves others open says so', async () => {
    const stickers = round({ id: 7, number: 1, itemKind: 'stickers', itemName: 'Котики' });
    const acryl = round({ id: 8, number: 2, itemKind: 'acryl', itemName: 'Значок' });
    const answered: OrderProofs = { state: 'awaiting', rounds: [{ ...stickers, answer: 'approved' }, acryl] };
    const { store, fake } = setup({
      [listKey]: json(200, { state: 'awaiting', rounds: [stickers, acryl] }),
      [answerKey]: json(200, answered),
    });
    await store.load();
    expect(openRoundsOf(store.$state.get().proofs).map((open) => open.id)).toEqual([7, 8]);
    await store.approve(7);
    expect(fake.callsTo(answerKey)).toHaveLength(1);
    expect(store.$state.get().notice).toBe(proofTexts.partlyApprovedNotice);
    expect(openRoundsOf(store.$state.get().proofs).map((open) => open.id)).toEqual([8]);
    await store.approve(7);
    expect(fake.callsTo(answerKey)).toHaveLength(1);
  });
});

describe('proof send store', () => {
  it('needs a file, then uploads each and sends one round for the chosen item', async () => {
    let uploads = 0;
    const fake = createFakeFetch({
      [listKey]: json(200, { state: 'none', rounds: [] }),
      [`POST /api/web/orders/${orderIdA}/proof-files/upload`]: () => json(200, { id: ++uploads, fileName: 'x.png' }),
      [`POST /api/web/orders/${orderIdA}/proofs`]: json(200, awaiting),
    });
    const api = createApiClient({ fetch: fake.fetch, createXhr: null, log: () => {} });
    const onSent = vi.fn();
    const store = createProofSendStore({ api, orderId: orderIdA, onSent });
    await store.send();
    expect(store.$state.get().error).toBe(proofTexts.attachNoFiles);

    store.setFiles([new File(['a'], 'a.png'), new File(['b'], 'b.pdf')]);
    store.setNote('Линия реза красная');
    store.setScope('stickers:Котики');
    await store.send();
    expect(fake.callsTo(`POST /api/web/orders/${orderIdA}/proofs`)[0]?.body).toEqual({
      note: 'Линия реза красная',
      itemKind: 'stickers',
      itemName: 'Котики',
      fileIds: [1, 2],
    });
    expect(store.$state.get()).toMatchObject({ files: [], note: '', notice: proofTexts.attached, proofs: awaiting });
    expect(onSent).toHaveBeenCalled();
  });

  it('keeps the chosen files when sending fails', async () => {
    const fake = createFakeFetch({
      [`POST /api/web/orders/${orderIdA}/proof-files/upload`]: json(400, { message: proofTexts.notAttachable }),
    });
    const api = createApiClient({ fetch: fake.fetch, createXhr: null, log: () => {} });
    const store = createProofSendStore({ api, orderId: orderIdA });
    store.setFiles([new File(['a'], 'a.png')]);
    await store.send();
    expect(store.$state.get()).toMatchObject({ error: proofTexts.notAttachable, sending: false });
    expect(store.$state.get().files).toHaveLength(1);
  });
});
