import { type PreflightResult, refundReasons } from '@stickers62/core/contract';
import type { PaymentReceipt } from '@stickers62/core/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from '../invoices/types.js';

/**
 * Money is numeric(15,2) in the database and a JSON number of rubles in code. 15 digits hold
 * the largest order the item limits allow (items per order × count × price) with room to spare.
 */
const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' }).notNull().default(0);
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => moment('created_at').notNull().defaultNow();
const updated = () => moment('updated_at').notNull().defaultNow();

/**
 * A layout's preflight, kept beside its file key. Null until examined, and for a file preflight
 * refused (a pixel bomb) or could not finish; a new file or a new item size clears it.
 */
const layoutPreflight = (name: string) => jsonb(name).$type<PreflightResult>();

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Small key/value settings the server keeps across restarts (the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    name: text('name'),
    role: text('role', { enum: ['customer', 'manager', 'admin'] })
      .notNull()
      .default('customer'),
    vkUserId: text('vk_user_id').unique(),
    isTemporary: boolean('is_temporary').notNull().default(false),
    receiptEmail: text('receipt_email'),
    receiptFio: text('receipt_fio'),
    address: text('address'),
    postIndex: text('post_index'),
    cdekPvzCode: text('cdek_pvz_code'),
    phoneNumber: text('phone_number'),
    vkLink: text('vk_link'),
    /** False: only e-mails about money and proofs (issue 29); the profile and each e-mail's link turn it off. */
    orderNewsEmails: boolean('order_news_emails').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  // 'Anna' and 'anna' are one login: nobody can register a look-alike of somebody else's name.
  (table) => [uniqueIndex('users_username_lower').on(sql`lower(${table.username})`)],
);

/** One row per issued refresh token; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    expiresAt: moment('expires_at').notNull(),
    /** Set when the token was exchanged for its successor; presenting it again is reuse. */
    rotatedAt: moment('rotated_at'),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.family)],
);

/** Keys of access links a manager sends; each opens a temporary session for one order. */
export const accessKeys = pgTable('access_keys', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  expiresAt: moment('expires_at').notNull(),
  createdAt: created(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    number: serial('number').notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    isCart: boolean('is_cart').notNull().default(false),
    clientName: text('client_name'),
    manager: text('manager'),
    insertedBy: text('inserted_by'),
    comment: text('comment'),
    vkUrl: text('vk_url'),
    createdAt: created(),
    updatedAt: updated(),
    checkedOutAt: moment('checked_out_at'),
    /** Hash of the checkout request, so a repeated identical create answers the same order. */
    checkoutFingerprint: text('checkout_fingerprint'),
    confirmedAt: moment('confirmed_at'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    approximalSendDate: date('approximal_send_date', { mode: 'string' }),
    approximalDeliveryDate: date('approximal_delivery_date', { mode: 'string' }),
    sendDate: text('send_date'),
    trackNumber: text('track_number'),
    deliveryType: text('delivery_type'),
    deliveryAddress: text('delivery_address'),
    receiverCredentials: text('receiver_credentials'),
    phoneNumber: text('phone_number'),
    cdekPvzCode: text('cdek_pvz_code'),
    /** The CDEK tariff the customer chose at checkout (or the cheapest then offered); the shipment registers with it. */
    cdekTariffCode: integer('cdek_tariff_code'),
    postIndex: text('post_index'),
    isFixedDate: boolean('is_fixed_date').notNull().default(false),
    isUrgent: boolean('is_urgent').notNull().default(false),
    colorProofStatus: text('color_proof_status', { enum: ['Yellow', 'Blue', 'Red', 'Green'] }),
    isDropshipping: boolean('is_dropshipping').notNull().default(false),
    isAdditionalServices: boolean('is_additional_services').notNull().default(false),
    isComplaints: boolean('is_complaints').notNull().default(false),
    isReprint: boolean('is_reprint').notNull().default(false),
    paymentMethod: text('payment_method'),
    priority: integer('priority').notNull().default(0),
    cost: money('cost'),
    stickersCost: money('stickers_cost'),
    acrylCost: money('acryl_cost'),
    deliveryCost: money('delivery_cost'),
    payed: boolean('payed').notNull().default(false),
    paidAt: moment('paid_at'),
    acrylUploaded: boolean('acryl_uploaded').notNull().default(false),
    acrylFileName: text('acryl_file_name'),
    acrylFileKey: text('acryl_file_key'),
    /** The general acryl file's preflight (no item size: colour, transparency, layers, PDF pages and fonts). */
    acrylFilePreflight: layoutPreflight('acryl_file_preflight'),
    /**
     * Where the order stands with its proofs, kept beside the status in the same transaction as
     * the rounds: every payment check reads it from the order row (core `canPayOrder`).
     */
    proofState: text('proof_state', { enum: ['none', 'awaiting', 'changesRequested', 'approved'] })
      .notNull()
      .default('none'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('orders_owner_idx').on(table.ownerId, table.createdAt.desc()),
    // One open cart per user, enforced by the database so concurrent "create on demand" cannot make two.
    uniqueIndex('orders_one_cart_per_owner').on(table.ownerId).where(sql`${table.isCart}`),
    index('orders_status_idx').on(table.status),
    // The manager's list reads its newest-first page straight off this index instead of sorting every order
    // (NULLS FIRST is what `ORDER BY … DESC` means; see the item indexes below).
    index('orders_list_order_idx').on(table.priority.desc().nullsFirst(), table.number.desc().nullsFirst()),
  ],
);

/** Columns both item kinds share: layout file, status, cost, repeat link and bookkeeping. */
const itemColumns = () => ({
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The order's owner, copied so "recent items" pages by owner through one index. */
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  comment: text('comment'),
  count: integer('count').notNull().default(0),
  width: doublePrecision('width').notNull().default(0),
  height: doublePrecision('height').notNull().default(0),
  isColorProof: boolean('is_color_proof').notNull().default(false),
  isFileInOtherItem: boolean('is_file_in_other_item').notNull().default(false),
  otherItem: integer('other_item'),
  fileName: text('file_name'),
  fileKey: text('file_key'),
  fileSize: bigint('file_size', { mode: 'number' }),
  fileUploadedAt: moment('file_uploaded_at'),
  /** The layout's preflight against this item's size; null without a layout, while pending, or when refused. */
  preflight: layoutPreflight('preflight'),
  status: text('status'),
  cost: money('cost'),
  /**
   * The position's total as the manager priced it (beyond the spec), for an item core cannot
   * price; null: core's price. When set, it is the item's cost (core pricing honours it).
   */
  managerPrice: numeric('manager_price', { precision: 15, scale: 2, mode: 'number' }),
  createdAt: created(),
  updatedAt: updated(),
  version: integer('version').notNull().default(1),
});

export const stickerItems = pgTable(
  'sticker_items',
  {
    ...itemColumns(),
    cuttingType: text('cutting_type'),
    filmType: text('film_type'),
    laminationType: text('lamination_type'),
    /** One sticker's size on the sheet (beyond the spec): lays out the sheet, prices nothing. */
    stickerWidth: doublePrecision('sticker_width'),
    stickerHeight: doublePrecision('sticker_height'),
  },
  (table) => [
    uniqueIndex('sticker_items_order_name').on(table.orderId, table.name),
    // Recent items page by (created_at, id) off this index, unsorted: the id breaks ties, and NULLS FIRST
    // is what `ORDER BY … DESC` means (Drizzle's default NULLS LAST would leave PostgreSQL sorting).
    index('sticker_items_owner_recent').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const acrylItems = pgTable(
  'acryl_items',
  {
    ...itemColumns(),
    materialType: text('material_type'),
    printType: text('print_type'),
    acrylType: text('acryl_type'),
    fittings: text('fittings').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('acryl_items_order_name').on(table.orderId, table.name),
    // Recent items page by (created_at, id) off this index, unsorted: the id breaks ties, and NULLS FIRST
    // is what `ORDER BY … DESC` means (Drizzle's default NULLS LAST would leave PostgreSQL sorting).
    index('acryl_items_owner_recent').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    idempotenceKey: text('idempotence_key').notNull(),
    status: text('status').notNull(),
    amount: money('amount'),
    /**
     * The order's payment terms when the link was made (core `paymentTerms`): what was sold, for
     * how much. A payment whose terms the order no longer has never pays it; it is refunded.
     */
    terms: text('terms'),
    /** The 54-FZ receipt the payment was sent with; its refund repeats these lines. */
    receipt: jsonb('receipt').$type<PaymentReceipt>(),
    /** Set when a change of the order closed this link (cancelled, proof sent, re-priced, …). */
    closedAt: moment('closed_at'),
    /** What the settlement made of this payment once it succeeded: it paid the order, or it is refunded. */
    outcome: text('outcome', { enum: ['paid', 'refund'] }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('payments_order_idx').on(table.orderId)],
);

/**
 * A refund of a payment that did not pay its order (a stale link, a second payment): one per
 * payment, its Idempotence-Key stored before the provider is asked, so a retried webhook or
 * status check repeats the same refund and never makes a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    amount: money('amount'),
    reason: text('reason', { enum: refundReasons }).notNull(),
    /** creating (not yet accepted by the provider), pending, succeeded, canceled. */
    status: text('status').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('refunds_order_idx').on(table.orderId)],
);

/**
 * What the local payment sandbox (no YooKassa credentials) knows as the provider: its payments
 * and refunds as YooKassa would answer them, so a restart or a second instance still answers a
 * status check about a payment made before. Not used with a real provider.
 */
export const sandboxPaymentObjects = pgTable(
  'sandbox_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    /** The payment a refund is of; a payment's own id for a payment. */
    paymentId: text('payment_id').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: updated(),
  },
  (table) => [index('sandbox_payment_objects_payment_idx').on(table.paymentId)],
);

/**
 * An order's CDEK shipment (issue 28): at most one per order, so a double click or a second
 * instance claims the same row instead of registering a second parcel. `registering` holds the
 * claim while CDEK answers; `cancelled` keeps the row for a later registration. The status
 * history itself goes to the order's timeline (`parcel-status` events); here only the latest.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['registering', 'registered', 'cancelled'] }).notNull(),
    /** When this registration was claimed: a claim older than the provider's deadline may be taken over. */
    claimedAt: moment('claimed_at').notNull(),
    cdekUuid: text('cdek_uuid'),
    /** What the customer tracks on CDEK's site; null until CDEK has accepted the order. */
    cdekNumber: text('cdek_number'),
    tariffCode: integer('tariff_code'),
    statusCode: text('status_code'),
    statusName: text('status_name'),
    statusCity: text('status_city'),
    statusAt: moment('status_at'),
    /** When the status was last read from CDEK (the polling fallback takes the oldest first). */
    checkedAt: moment('checked_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [
    uniqueIndex('shipments_order_idx').on(table.orderId),
    index('shipments_cdek_uuid_idx').on(table.cdekUuid),
    index('shipments_checked_idx').on(table.checkedAt),
  ],
);

/** One proof the manager sent (a round) and the customer's answer to it. */
export const proofRounds = pgTable(
  'proof_rounds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the order. */
    number: integer('number').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    note: text('note'),
    /** The item it is for; both null: the whole order. */
    itemKind: text('item_kind', { enum: ['stickers', 'acryl'] }),
    itemName: text('item_name'),
    answer: text('answer', { enum: ['approved', 'changes'] }),
    answeredAt: moment('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredByName: text('answered_by_name'),
    comment: text('comment'),
    createdAt: created(),
  },
  (table) => [uniqueIndex('proof_rounds_order_number').on(table.orderId, table.number)],
);

/**
 * A proof file. Uploaded first (no round yet), then sent with a round; the bytes live in the
 * file store under a layout key, so the orphan sweep and the previews treat them as layouts.
 */
export const proofFiles = pgTable(
  'proof_files',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    roundId: integer('round_id').references(() => proofRounds.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createdAt: created(),
  },
  (table) => [index('proof_files_order_idx').on(table.orderId), index('proof_files_round_idx').on(table.roundId)],
);

/**
 * One order's history in one place (issue 29): every change with who made it and when. Proof
 * rounds, payments, refunds, parcel statuses and notifications append here rather than keeping
 * histories of their own; `data` holds the kind's details (old/new values, amounts, texts).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: moment('at').notNull(),
    /** Who: a customer or manager (user id and the name shown), the server itself, or a provider (YooKassa, CDEK). */
    actorKind: text('actor_kind', { enum: ['customer', 'manager', 'system', 'provider'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** What happened, e.g. `status`, `proof-sent`, `payment-settled`, `parcel-status` (timeline/kinds.ts). */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('order_events_order_at_idx').on(table.orderId, table.at, table.id)],
);

/**
 * Notifications waiting to be delivered (issue 29): written in the transaction of the change
 * that causes them, claimed by any instance's worker with `FOR UPDATE SKIP LOCKED` under a
 * lease, retried with back-off, marked sent once (docs/decisions/0080).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'vk'] }).notNull(),
    /** `accountant`: the buyer company's accountant of an invoice (notifications/accountant-mail.ts). */
    audience: text('audience', { enum: ['customer', 'manager', 'accountant'] }).notNull(),
    /** Which message (notifications/events.ts), rendered when delivered. */
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** pending → sent, or skipped (nobody to send to, turned off), or failed after the last attempt. */
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this moment (back-off); also the claim's lease: a worker killed mid-delivery frees it when it passes. */
    availableAt: moment('available_at').notNull().defaultNow(),
    /** The claim of the worker delivering it now; only that claim may mark it done. */
    claim: uuid('claim'),
    lastError: text('last_error'),
    recipient: text('recipient'),
    createdAt: created(),
    doneAt: moment('done_at'),
  },
  (table) => [
    index('outbox_pending_idx').on(table.availableAt, table.id).where(sql`${table.status} = 'pending'`),
    index('outbox_order_idx').on(table.orderId),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  /** The provider's event identity; a redelivered notification hits this unique key. */
  dedupeKey: text('dedupe_key').notNull().unique(),
  paymentId: text('payment_id'),
  payload: text('payload'),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

export const vkAuthStates = pgTable('vk_auth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  /** Hash of a browser-bound cookie value, so a stolen state cannot be completed elsewhere. */
  browserBindingHash: text('browser_binding_hash').notNull(),
  expiresAt: moment('expires_at').notNull(),
  createdAt: created(),
});

/**
 * Attempt counters of the rate limits (auth/attempt-limiter.ts), one row per limit and subject
 * in a fixed window. Kept here rather than in memory so every instance counts the same attempts
 * and a restart forgets none; housekeeping deletes windows that ended.
 */
export const attemptWindows = pgTable(
  'attempt_windows',
  {
    /** Which limit counts, e.g. `login:address`. */
    bucket: text('bucket').notNull(),
    /** Whom it counts: an address, a lower-cased username, an order id. */
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull(),
    endsAt: moment('ends_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.subject] }),
    index('attempt_windows_ends_at_idx').on(table.endsAt),
  ],
);

// Reference lists. `sortOrder` keeps the order people see; names are what items store.

/**
 * One row whose revision a trigger on every reference and price table moves, in the editing
 * transaction (edits made straight in the database too): instances sharing the database keep
 * these lists in memory and read only this row to know they are current (drizzle/0008).
 */
export const referenceRevision = pgTable('reference_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const laminationTypes = pgTable('lamination_types', {
  code: text('code').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cuttingTypes = pgTable('cutting_types', {
  code: text('code').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const filmTypes = pgTable('film_types', {
  name: text('name').primaryKey(),
  /** The calculators offer only enabled films (checkout-admin-pages section 9). */
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const acrylMaterialCategories = pgTable('acryl_material_categories', {
  name: text('name').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const acrylMaterialTypes = pgTable('acryl_material_types', {
  name: text('name').primaryKey(),
  category: text('category')
    .notNull()
    .references(() => acrylMaterialCategories.name, { onUpdate: 'cascade' }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const acrylTypes = pgTable('acryl_types', {
  name: text('name').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const acrylPrintTypes = pgTable('acryl_print_types', {
  name: text('name').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const acrylFittings = pgTable('acryl_fittings', {
  name: text('name').primaryKey(),
  price: money('price'),
  /** A small PNG shown when a customer hovers the fitting. */
  previewPng: bytea('preview_png'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One price per sheet: a (cutting, lamination, film) row, a count tier and a sheet format. */
export const stickerPrices = pgTable(
  'sticker_prices',
  {
    id: serial('id').primaryKey(),
    cuttingType: text('cutting_type').notNull(),
    laminationType: text('lamination_type').notNull(),
    filmType: text('film_type').notNull(),
    minCount: integer('min_count').notNull(),
    format: text('format').notNull(),
    price: money('price'),
  },
  (table) => [
    uniqueIndex('sticker_prices_key').on(
      table.cuttingType,
      table.laminationType,
      table.filmType,
      table.minCount,
      table.format,
    ),
  ],
);

/** One price per piece: an (acryl type, print type, material category) row and a tier. */
export const acrylPrices = pgTable(
  'acryl_prices',
  {
    id: serial('id').primaryKey(),
    acrylType: text('acryl_type').notNull(),
    printType: text('print_type').notNull(),
    materialCategory: text('material_category').notNull(),
    minCount: integer('min_count').notNull(),
    maxWidth: doublePrecision('max_width').notNull(),
    maxHeight: doublePrecision('max_height').notNull(),
    price: money('price'),
  },
  (table) => [
    uniqueIndex('acryl_prices_key').on(
      table.acrylType,
      table.printType,
      table.materialCategory,
      table.minCount,
      table.maxWidth,
      table.maxHeight,
    ),
  ],
);

/** A customer's company (issue 34): the buyer an invoice is made out to; several per customer. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['organization', 'entrepreneur'] }).notNull(),
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    ogrn: text('ogrn').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    accountantEmail: text('accountant_email'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (table) => [index('companies_owner_idx').on(table.ownerId, table.id)],
);

/**
 * The last number given in a document sequence per year (invoices, closing documents): taken by
 * `UPDATE … RETURNING` inside the transaction that writes the document, so the row lock orders
 * concurrent issuers on every instance and a rolled-back document leaves no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    sequence: text('sequence').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sequence, table.year] })],
);

/**
 * A счёт на оплату (issue 34): one amount of one order, for one company. A change of what the
 * order costs voids it (its `terms` no longer match, core `paymentTerms`); at most one is open per order.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    /** The order's payment terms when issued: the invoice pays the order only while they still hold. */
    terms: text('terms').notNull(),
    status: text('status', { enum: ['issued', 'void', 'paid'] })
      .notNull()
      .default('issued'),
    issuedAt: moment('issued_at').notNull(),
    voidedAt: moment('voided_at'),
    paidAt: moment('paid_at'),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('invoices_year_number').on(table.year, table.number),
    index('invoices_order_idx').on(table.orderId),
    uniqueIndex('invoices_one_issued_per_order').on(table.orderId).where(sql`${table.status} = 'issued'`),
  ],
);

/**
 * An incoming payment read from a bank statement (issue 34), once: `document_key` is the payment
 * order's identity (number, date, amount, payer's and payee's accounts), so uploading the same
 * statement again adds nothing. `outcome` says what the shop made of it; all but `paid` wait for
 * a manager.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: serial('id').primaryKey(),
    documentKey: text('document_key').notNull().unique(),
    number: text('number').notNull(),
    /** The payment order's date, `YYYY-MM-DD`. */
    date: date('date', { mode: 'string' }).notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    payerInn: text('payer_inn'),
    payerName: text('payer_name'),
    payerAccount: text('payer_account'),
    purpose: text('purpose').notNull(),
    outcome: text('outcome', { enum: ['paid', 'short', 'over', 'void', 'unknown', 'reverted'] }).notNull(),
    /** Why, in Russian, for the manager. */
    reason: text('reason').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (table) => [index('bank_payments_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/**
 * A closing document of an order paid by invoice (issue 34), made after shipment with the
 * invoice's seller, buyer and lines: the УПД, or (`CLOSING_DOCUMENTS=torg12-act`) a товарная
 * накладная for the goods and an акт for the services. Each kind is numbered in its own sequence
 * per year; an order has at most one of each.
 */
export const closingDocuments = pgTable(
  'closing_documents',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: ['upd', 'torg12', 'act'] })
      .notNull()
      .default('upd'),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** The УПД's status: 1 (a счёт-фактура too: the seller charges VAT) or 2 (a transfer document only); `null` for the others. */
    updStatus: integer('upd_status'),
    issuedAt: moment('issued_at').notNull(),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('closing_documents_kind_year_number').on(table.kind, table.year, table.number),
    uniqueIndex('closing_documents_order_kind').on(table.orderId, table.kind),
  ],
);
