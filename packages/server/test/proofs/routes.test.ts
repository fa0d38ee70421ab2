import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, type OrderProofs, orderStatuses, routes } from '@stickers62/core/contract';
import { fileTexts, paymentTexts, proofTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acrylItems, orders, outbox, proofFiles, stickerItems } from '../../src/db/schema.js';
import { pdfFixture, pngFixture } from '../files/test-fixtures.js';
import {
  createCustomerOrder,
  createTestApp,
  loginAs,
  orderForClient,
  signInWithAccessKey,
  signUp,
  type TestApp,
  type TestSession,
} from '../test-support/app.js';

let dataDir: string;
let testApp: TestApp;
let manager: TestSession;
let customer: TestSession;
let stranger: TestSession;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'proof-routes-'));
  testApp = await createTestApp({ config: { dataDir } });
  manager = await loginAs(testApp.app, 'manager');
  customer = await signUp(testApp.app);
  stranger = await signUp(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const app = () => testApp.app;

function uploadProof(session: TestSession, orderId: string, fileName: string, body: Buffer) {
  return app().inject({
    method: 'POST',
    url: buildPath(routes.uploadProofFile.path, { id: orderId }),
    query: { fileName },
    headers: { ...session.headers, 'content-type': 'application/octet-stream' },
    body,
  });
}

function attach(session: TestSession, orderId: string, payload: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: buildPath(routes.attachProof.path, { id: orderId }),
    headers: session.headers,
    payload,
  });
}

function answer(session: TestSession, orderId: string, roundId: number, payload: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: buildPath(routes.answerProof.path, { id: orderId, roundId }),
    headers: session.headers,
    payload,
  });
}

function listProofs(session: TestSession, orderId: string) {
  return app().inject({
    method: 'GET',
    url: buildPath(routes.orderProofs.path, { id: orderId }),
    headers: session.headers,
  });
}

function preview(session: TestSession, orderId: string, fileId: number) {
  return app().inject({
    method: 'GET',
    url: buildPath(routes.proofFilePreview.path, { id: orderId, fileId }),
    query: { maxWidth: '240', accessToken: session.token },
  });
}

function paymentLink(orderId: string) {
  return app().inject({
    method: 'GET',
    url: routes.createPaymentLink.path,
    query: { orderId, email: 'buyer@example.ru' },
  });
}

async function orderRow(orderId: string) {
  const [row] = await app().db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order missing');
  return row;
}

/** The manager uploads a PNG and a PDF and sends them as the next round. */
async function sendRound(
  orderId: string,
  note = 'Проверьте линию реза',
  scope: { itemKind?: 'stickers' | 'acryl'; itemName?: string } = {},
) {
  const png = await uploadProof(manager, orderId, 'макет.png', await pngFixture());
  const pdf = await uploadProof(manager, orderId, 'макет.pdf', pdfFixture());
  expect(png.statusCode, png.body).toBe(200);
  expect(pdf.statusCode, pdf.body).toBe(200);
  const reply = await attach(manager, orderId, { note, ...scope, fileIds: [png.json().id, pdf.json().id] });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as OrderProofs;
}

/** The order's two items as proof scopes: its sticker item and its acryl item. */
async function itemScopes(orderId: string) {
  const [sticker] = await app().db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId));
  const [acryl] = await app().db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId));
  if (!sticker || !acryl) throw new Error('items missing');
  return {
    sticker: { itemKind: 'stickers' as const, itemName: sticker.name },
    acryl: { itemKind: 'acryl' as const, itemName: acryl.name },
  };
}

async function submittedOrder(session = customer) {
  const { orderId } = await createCustomerOrder(app(), session, { submit: true });
  return orderId;
}

describe('proof approval', () => {
  it('a customer can neither upload nor send a proof, not even on their own order', async () => {
    const orderId = await submittedOrder();
    const upload = await uploadProof(customer, orderId, 'макет.png', await pngFixture());
    expect(upload.statusCode).toBe(403);
    expect(upload.json().message).toBe(proofTexts.staffOnly);
    const sent = await attach(customer, orderId, { fileIds: [1] });
    expect(sent.statusCode).toBe(403);
    expect((await orderRow(orderId)).status).toBe(orderStatuses.awaitingManagerCheck);
  });

  it('refuses a proof that is neither an image nor a PDF, and bytes that are not what the name says', async () => {
    const orderId = await submittedOrder();
    const text = await uploadProof(manager, orderId, 'макет.txt', Buffer.from('hello'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(proofTexts.badFileType);
    const fake = await uploadProof(manager, orderId, 'макет.png', Buffer.from('<html>not a png</html>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(fileTexts.contentMismatch);
    expect(await app().db.select().from(proofFiles).where(eq(proofFiles.orderId, orderId))).toEqual([]);
  });

  it('sending a proof moves the order to its status, holds payment back and notifies the customer', async () => {
    const orderId = await submittedOrder();
    const proofs = await sendRound(orderId);
    expect(proofs.state).toBe('awaiting');
    expect(proofs.rounds).toMatchObject([
      {
        number: 1,
        createdBy: 'Менеджер Анна',
        note: 'Проверьте линию реза',
        itemKind: null,
        itemName: null,
        files: [{ fileName: 'макет.png' }, { fileName: 'макет.pdf' }],
        answer: null,
      },
    ]);
    const row = await orderRow(orderId);
    expect(row.status).toBe(orderStatuses.awaitingProofApproval);
    expect(row.proofState).toBe('awaiting');
    // The customer's e-mail (and VK message, for a VK customer) is in the outbox, written with the round.
    const queued = await testApp.app.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    expect(
      queued
        .filter((row) => row.template === 'proof-ready')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'vk']);

    const refused = await paymentLink(orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(proofTexts.paymentAfterApproval);
    const info = await app().inject({ method: 'GET', url: buildPath(routes.publicOrderInfo.path, { id: orderId }) });
    expect(info.json()).toMatchObject({ canPay: false, proofState: 'awaiting' });
    const own = await app().inject({
      method: 'GET',
      url: buildPath(routes.order.path, { id: orderId }),
      headers: customer.headers,
    });
    expect(own.json()).toMatchObject({ status: orderStatuses.awaitingProofApproval, proofState: 'awaiting' });
  });

  it('another customer can neither see nor answer the proof, nor open its files', async () => {
    const orderId = await submittedOrder();
    const proofs = await sendRound(orderId);
    const round = proofs.rounds[0];
    if (!round) throw new Error('no round');
    expect((await listProofs(stranger, orderId)).statusCode).toBe(403);
    expect((await answer(stranger, orderId, round.id, { answer: 'approved' })).statusCode).toBe(403);
    expect((await preview(stranger, orderId, round.files[0]?.id ?? 0)).statusCode).toBe(403);
    expect((await orderRow(orderId)).proofState).toBe('awaiting');
  });

  it('the customer sees the files; a draft file not yet sent stays the manager’s', async () => {
    const orderId = await submittedOrder();
    const proofs = await sendRound(orderId);
    const png = await preview(customer, orderId, proofs.rounds[0]?.files[0]?.id ?? 0);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/webp');
    const pdf = await preview(customer, orderId, proofs.rounds[0]?.files[1]?.id ?? 0);
    expect(pdf.statusCode).toBe(200);
    const draft = await uploadProof(manager, orderId, 'черновик.png', await pngFixture());
    expect((await preview(customer, orderId, draft.json().id)).statusCode).toBe(404);
    expect((await preview(manager, orderId, draft.json().id)).statusCode).toBe(200);
  });

  it('changes need a comment; a change request returns the order to the manager; then approval opens payment', async () => {
    const orderId = await submittedOrder();
    const first = await sendRound(orderId);
    const firstId = first.rounds[0]?.id ?? 0;

    const byStaff = await answer(manager, orderId, firstId, { answer: 'approved' });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(proofTexts.customerOnly);

    const bare = await answer(customer, orderId, firstId, { answer: 'changes', comment: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(proofTexts.commentRequired);
    expect((await orderRow(orderId)).proofState).toBe('awaiting');

    const changes = await answer(customer, orderId, firstId, { answer: 'changes', comment: 'Сделайте фон белым' });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json()).toMatchObject({
      state: 'changesRequested',
      rounds: [{ answer: 'changes', comment: 'Сделайте фон белым', answeredBy: customer.username }],
    });
    expect((await orderRow(orderId)).status).toBe(orderStatuses.proofChangesRequested);
    await testApp.app.notifications.worker.drain();
    expect(testApp.notifier.proofs.at(-1)).toMatchObject({ kind: 'changes', comment: 'Сделайте фон белым' });
    expect((await paymentLink(orderId)).json().message).toBe(proofTexts.paymentAfterApproval);

    const again = await answer(customer, orderId, firstId, { answer: 'approved' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(proofTexts.nothingToAnswer);

    const second = await sendRound(orderId, 'Фон белый');
    expect(second.rounds.map((round) => round.number)).toEqual([1, 2]);
    const stale = await answer(customer, orderId, firstId, { answer: 'approved' });
    expect(stale.statusCode).toBe(400);

    const approved = await answer(customer, orderId, second.rounds[1]?.id ?? 0, { answer: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('approved');
    const row = await orderRow(orderId);
    expect(row.status).toBe(orderStatuses.readyToPrint);
    expect(row.proofState).toBe('approved');
    await testApp.app.notifications.worker.drain();
    expect(testApp.notifier.proofs.at(-1)).toMatchObject({ kind: 'approved', orderId });
    const pay = await paymentLink(orderId);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().url).toMatch(/^http/);
  });

  it('refuses an answer on a paid or a cancelled order, and a new proof for them', async () => {
    const paidId = await submittedOrder();
    const paidRound = (await sendRound(paidId)).rounds[0]?.id ?? 0;
    await app().db.update(orders).set({ payed: true }).where(eq(orders.id, paidId));
    const paid = await answer(customer, paidId, paidRound, { answer: 'approved' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(proofTexts.answerPaid);
    const paidAttach = await attach(manager, paidId, { fileIds: [1] });
    expect(paidAttach.json().message).toBe(proofTexts.notAttachable);

    const cancelledId = await submittedOrder();
    const cancelledRound = (await sendRound(cancelledId)).rounds[0]?.id ?? 0;
    await app().db.update(orders).set({ status: orderStatuses.cancelled }).where(eq(orders.id, cancelledId));
    const cancelled = await answer(customer, cancelledId, cancelledRound, { answer: 'changes', comment: 'Правки' });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toBe(proofTexts.answerCancelled);
    expect((await orderRow(cancelledId)).proofState).toBe('awaiting');
  });

  it('refuses files of another order and an item the order does not have', async () => {
    const orderId = await submittedOrder();
    const otherId = await submittedOrder();
    const file = await uploadProof(manager, otherId, 'макет.png', await pngFixture());
    const foreign = await attach(manager, orderId, { fileIds: [file.json().id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(proofTexts.fileNotFound);
    const own = await uploadProof(manager, orderId, 'макет.png', await pngFixture());
    const noItem = await attach(manager, orderId, {
      fileIds: [own.json().id],
      itemKind: 'stickers',
      itemName: 'Нет такой',
    });
    expect(noItem.json().message).toBe(proofTexts.itemNotFound);
    const empty = await attach(manager, orderId, { fileIds: [] });
    expect(empty.statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe(orderStatuses.awaitingManagerCheck);
  });

  it('a proof per item names the item', async () => {
    const orderId = await submittedOrder();
    const [item] = await app().db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId));
    const file = await uploadProof(manager, orderId, 'макет.png', await pngFixture());
    const reply = await attach(manager, orderId, {
      fileIds: [file.json().id],
      itemKind: 'stickers',
      itemName: item?.name,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().rounds[0]).toMatchObject({ itemKind: 'stickers', itemName: item?.name });
  });

  it('item by item: approving one of two items’ proofs keeps payment refused; approving the other opens it', async () => {
    const orderId = await submittedOrder();
    const { sticker, acryl } = await itemScopes(orderId);
    const first = await sendRound(orderId, 'Наклейки', sticker);
    const second = await sendRound(orderId, 'Значок', acryl);
    expect(second.state).toBe('awaiting');
    const [stickerRound, acrylRound] = second.rounds;
    if (!stickerRound || !acrylRound) throw new Error('rounds missing');
    expect(first.rounds[0]?.id).toBe(stickerRound.id);

    // The later round first: the earlier item's round still waits, so the order does too.
    const one = await answer(customer, orderId, acrylRound.id, { answer: 'approved' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().state).toBe('awaiting');
    let row = await orderRow(orderId);
    expect(row.status).toBe(orderStatuses.awaitingProofApproval);
    expect(row.proofState).toBe('awaiting');
    const refused = await paymentLink(orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(proofTexts.paymentAfterApproval);
    const info = await app().inject({ method: 'GET', url: buildPath(routes.publicOrderInfo.path, { id: orderId }) });
    expect(info.json()).toMatchObject({ canPay: false, proofState: 'awaiting' });
    expect((await answer(customer, orderId, acrylRound.id, { answer: 'approved' })).statusCode).toBe(400);

    const both = await answer(customer, orderId, stickerRound.id, { answer: 'approved' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().state).toBe('approved');
    row = await orderRow(orderId);
    expect(row.status).toBe(orderStatuses.readyToPrint);
    expect(row.proofState).toBe('approved');
    const pay = await paymentLink(orderId);
    expect(pay.statusCode, pay.body).toBe(200);
  });

  it('changes asked for the whole order, then one item approved: the order stays with the manager', async () => {
    const orderId = await submittedOrder();
    const { sticker, acryl } = await itemScopes(orderId);
    const whole = await sendRound(orderId);
    const changes = await answer(customer, orderId, whole.rounds[0]?.id ?? 0, { answer: 'changes', comment: 'Всё' });
    expect(changes.statusCode, changes.body).toBe(200);
    const item = await sendRound(orderId, 'Наклейки', sticker);
    // A change request for another part stands: the status the rule gives, not 'awaiting'.
    expect(item.state).toBe('changesRequested');
    expect((await orderRow(orderId)).status).toBe(orderStatuses.proofChangesRequested);
    const approved = await answer(customer, orderId, item.rounds[1]?.id ?? 0, { answer: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().state).toBe('changesRequested');
    const row = await orderRow(orderId);
    expect(row.status).toBe(orderStatuses.proofChangesRequested);
    expect(row.proofState).toBe('changesRequested');
    expect((await paymentLink(orderId)).json().message).toBe(proofTexts.paymentAfterApproval);

    // A new proof of the whole order supersedes both; its approval moves the order on.
    const again = await sendRound(orderId, 'Всё исправлено');
    expect(again.state).toBe('awaiting');
    const last = await answer(customer, orderId, again.rounds[2]?.id ?? 0, { answer: 'approved' });
    expect(last.json().state).toBe('approved');
    expect((await orderRow(orderId)).status).toBe(orderStatuses.readyToPrint);
    expect(acryl.itemKind).toBe('acryl');
  });

  it('the holder of the access link (no account) sees and answers the proof of the manager’s order', async () => {
    const { orderId, key } = await orderForClient(app(), manager, { clientName: 'Дарья' });
    const holder = await signInWithAccessKey(app(), key, 'Дарья');
    const saved = await app().inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: '0' }),
      headers: holder.headers,
      payload: stickerItemBody(),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const proofs = await sendRound(orderId);
    const seen = await listProofs(holder, orderId);
    expect(seen.statusCode).toBe(200);
    const approved = await answer(holder, orderId, proofs.rounds[0]?.id ?? 0, { answer: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().rounds[0].answeredBy).toBe('Дарья');
    expect((await orderRow(orderId)).status).toBe(orderStatuses.readyToPrint);
    const pay = await paymentLink(orderId);
    expect(pay.statusCode, pay.body).toBe(200);
  });

  it('payment stays refused while the manager checks the layouts, as before', async () => {
    const orderId = await submittedOrder();
    const reply = await paymentLink(orderId);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(paymentTexts.notPayable);
  });
});

describe('the approved status is a setting', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ config: { dataDir, proofApprovedStatus: orderStatuses.inWork } });
  });
  afterAll(() => configured?.close());

  it('an approval moves the order to the configured status', async () => {
    const staff = await loginAs(configured.app, 'manager');
    const owner = await signUp(configured.app);
    const { orderId } = await createCustomerOrder(configured.app, owner, { submit: true });
    const file = await configured.app.inject({
      method: 'POST',
      url: buildPath(routes.uploadProofFile.path, { id: orderId }),
      query: { fileName: 'макет.png' },
      headers: { ...staff.headers, 'content-type': 'application/octet-stream' },
      body: await pngFixture(),
    });
    const sent = await configured.app.inject({
      method: 'POST',
      url: buildPath(routes.attachProof.path, { id: orderId }),
      headers: staff.headers,
      payload: { fileIds: [file.json().id] },
    });
    const roundId = sent.json().rounds[0].id;
    await configured.app.inject({
      method: 'POST',
      url: buildPath(routes.answerProof.path, { id: orderId, roundId }),
      headers: owner.headers,
      payload: { answer: 'approved' },
    });
    const [row] = await configured.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe(orderStatuses.inWork);
  });
});
