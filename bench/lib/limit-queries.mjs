// The limit's SQL: each scenario's whole answer from ONE statement — the session check (the
// access token's family must be live), the ownership or role check and the answer itself, built
// as JSON text by the database. Written here by hand, apart from the server's code, so the limit
// stays a yardstick and not a copy of what it measures. The same text runs on PostgreSQL and PGlite.

/** `$1` user id, `$2` session family: the caller's row when the session is live. */
const caller = `caller as (
  select u.id, u.role from users u
  join refresh_tokens r on r.user_id = u.id
  where u.id = $1 and r.family = $2::uuid and r.revoked_at is null
  limit 1)`;

const isoMoment = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const sharedItem = (alias) =>
  `'count', ${alias}.count, 'width', ${alias}.width, 'height', ${alias}.height,
   'isColorProof', ${alias}.is_color_proof, 'isFileInOtherItem', ${alias}.is_file_in_other_item,
   'otherItem', ${alias}.other_item`;
/** What only the server sets: the manager's price (null when core prices the item) beside the cost. */
const serverOwned = (alias) =>
  `'id', ${alias}.id, 'fileName', ${alias}.file_name, 'status', ${alias}.status, 'cost', ${alias}.cost::float8,
   'managerPrice', ${alias}.manager_price::float8`;

/** A sticker item as the wire sends it, `preflight` only when the item holds a layout. */
const stickerItem = (alias) => {
  const fields = `'name', ${alias}.name, 'comment', ${alias}.comment, 'cuttingType', ${alias}.cutting_type,
    'filmType', ${alias}.film_type, 'laminationType', ${alias}.lamination_type, ${sharedItem(alias)},
    'stickerWidth', ${alias}.sticker_width, 'stickerHeight', ${alias}.sticker_height, ${serverOwned(alias)}`;
  return `case when ${alias}.file_key is null then json_build_object(${fields})
    else json_build_object(${fields}, 'preflight', ${alias}.preflight) end`;
};

const acrylItem = (alias) => {
  const fields = `'name', ${alias}.name, 'comment', ${alias}.comment, 'materialType', ${alias}.material_type,
    'printType', ${alias}.print_type, 'acrylType', ${alias}.acryl_type, 'fittings', ${alias}.fittings,
    ${sharedItem(alias)}, ${serverOwned(alias)}`;
  return `case when ${alias}.file_key is null then json_build_object(${fields})
    else json_build_object(${fields}, 'preflight', ${alias}.preflight) end`;
};

/** The order's newest refund, or null (most orders have none): one probe of refunds by order. */
const lastRefund = `(select json_build_object('amount', r.amount::float8, 'reason', r.reason,
    'createDate', ${isoMoment('r.created_at')}) from refunds r where r.order_id = o.id
  order by r.created_at desc, r.id desc limit 1)`;
const orderHead = `'id', o.id, 'number', o.number, 'status', o.status, 'createDate', ${isoMoment('o.created_at')},
  'manager', o.manager, 'approximalSendDate', o.approximal_send_date,
  'approximalDeliveryDate', o.approximal_delivery_date, 'sendDate', o.send_date,
  'deliveryType', o.delivery_type, 'trackNumber', o.track_number, 'cost', o.cost::float8, 'payed', o.payed,
  'acrylUploaded', o.acryl_uploaded, 'acrylFileName', o.acryl_file_name, 'proofState', o.proof_state,
  'lastRefund', ${lastRefund}`;
const orderItems = `'orderItems', coalesce((select json_agg(${stickerItem('s')} order by s.id)
    from sticker_items s where s.order_id = o.id), '[]'),
  'acrylOrderItems', coalesce((select json_agg(${acrylItem('a')} order by a.id)
    from acryl_items a where a.order_id = o.id), '[]')`;

/**
 * `GET /api/web/orders/{id}`; `$3` the order id. No row: 401. `owner_id` null: 404. `body`
 * null: 403.
 */
export const orderRead = `with ${caller}
select o.owner_id, case when o.owner_id = c.id or c.role in ('manager', 'admin') then (
  case when o.acryl_file_key is null then json_build_object(${orderHead}, ${orderItems})
  else json_build_object(${orderHead}, 'acrylFilePreflight', o.acryl_file_preflight, ${orderItems}) end
)::text end as body
from caller c left join orders o on o.id = $3::uuid`;

const nameEntries = (table) => `coalesce((select json_agg(json_build_object('orderItemName', i.name,
  'hasFile', i.file_name is not null) order by i.id) from ${table} i where i.order_id = o.id), '[]')`;
const countOf = (table) => `(select count(*)::int from ${table} i where i.order_id = o.id)`;

/** `GET /api/web/orders/list` (no filter): the caller's orders, newest first. No row: 401. */
export const orderList = `with ${caller}
select coalesce((select json_agg(json_build_object('orderId', o.id, 'orderNumber', o.number,
    'createDate', ${isoMoment('o.created_at')}, 'status', o.status, 'sendDate', o.send_date, 'manager', o.manager,
    'cost', o.cost::float8, 'payed', o.payed, 'stickersCount', ${countOf('sticker_items')},
    'acrylCount', ${countOf('acryl_items')}, 'stickersOrderItems', ${nameEntries('sticker_items')},
    'acrylOrderItems', ${nameEntries('acryl_items')}) order by o.created_at desc)
  from orders o where o.owner_id = c.id
    and (o.is_cart = false or o.inserted_by is not null
      or ${countOf('sticker_items')} + ${countOf('acryl_items')} > 0)), '[]')::text as body
from caller c`;

/**
 * `POST /api/web/stickers/{id}/save` of an existing item, as one statement (so one transaction):
 * the order row locked when the caller may write it, the item updated, the order's sums
 * recomputed from the other items and the row just written, the item returned. `$3` order,
 * `$4` item id, `$5…$17` the editable fields. The price scales the item's stored unit price
 * with the count: core's pricing costs 0.4 % of the product's save, so the limit leaves it out
 * (and the reference and repeat checks, which read cached lists).
 */
export const stickerSave = `with ${caller},
locked as (
  select o.id from orders o, caller c
  where o.id = $3::uuid and (o.owner_id = c.id or c.role in ('manager', 'admin'))
  for update of o),
saved as (
  update sticker_items s set name = $5, comment = $6, cutting_type = $7, film_type = $8, lamination_type = $9,
    count = $10::int, width = $11::float8, height = $12::float8, is_color_proof = $13::boolean,
    is_file_in_other_item = $14::boolean, other_item = $15::int, sticker_width = $16::float8,
    sticker_height = $17::float8,
    cost = case when s.count = 0 then s.cost else round(s.cost / s.count * $10::int, 2) end,
    -- A manager's price stays only while what it was given for stays (the count, the sizes, the
    -- cutting, film and lamination); any change of these clears it, as the product's save does.
    manager_price = case when s.count = $10::int and s.width = $11::float8 and s.height = $12::float8
      and s.cutting_type is not distinct from $7 and s.film_type is not distinct from $8
      and s.lamination_type is not distinct from $9 then s.manager_price end,
    updated_at = now(), version = s.version + 1
  from locked where s.id = $4::int and s.order_id = locked.id
  returning s.*),
sums as (
  select saved.order_id,
    (select coalesce(sum(cost), 0) from sticker_items where order_id = saved.order_id and id <> saved.id)
      + saved.cost as stickers_cost,
    (select coalesce(sum(cost), 0) from acryl_items where order_id = saved.order_id) as acryl_cost
  from saved),
repriced as (
  update orders o set stickers_cost = sums.stickers_cost, acryl_cost = sums.acryl_cost,
    cost = sums.stickers_cost + sums.acryl_cost + o.delivery_cost, updated_at = now(), version = o.version + 1
  from sums where o.id = sums.order_id
  returning o.id)
select (select ${stickerItem('saved')} from saved, repriced)::text as body, (select count(*) from caller) as signed_in`;

/**
 * The list's «Дата доставки»: `delivery_date` when set, else the send date where it is a day
 * (`YYYY-MM-DD`, as the track number and the CDEK registration write it); other text is none.
 */
const deliveryDay = (alias) => `coalesce(to_char(${alias}.delivery_date, 'YYYY-MM-DD'),
    case when ${alias}.send_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then ${alias}.send_date end)`;

/**
 * `GET /api/stickers/orders/get-order-views` without filters, first page (500 rows, the contract's
 * page), staff only: the manager's list as the product answers it. No row: 401; `body` null: 403.
 */
export const orderViews = `with ${caller},
stickers as (select order_id, count(*)::int as n, bool_or(is_color_proof) as proof from sticker_items group by order_id),
acryl as (select order_id, count(*)::int as n, bool_or(is_color_proof) as proof from acryl_items group by order_id),
page as (
  select o.*, coalesce(o.client_name, u.name, u.username) as client, coalesce(o.checked_out_at, o.created_at) as placed,
    coalesce(st.n, 0) as stickers_n, coalesce(ac.n, 0) as acryl_n,
    coalesce(st.proof, false) or coalesce(ac.proof, false) as any_proof
  from orders o join users u on u.id = o.owner_id
  left join stickers st on st.order_id = o.id left join acryl ac on ac.order_id = o.id
  where o.is_cart = false or o.inserted_by is not null
  order by o.priority desc, o.number desc limit 500)
select case when c.role in ('manager', 'admin') then coalesce((select json_agg(json_build_object(
  'id', p.id, 'orderNumber', p.number, 'clientName', p.client, 'orderDate', ${isoMoment('p.placed')},
  'confirmedDate', ${isoMoment('p.confirmed_at')}, 'deliveryDate', ${deliveryDay('p')},
  'approximalSendDate', p.approximal_send_date, 'approximalDeliveryDate', p.approximal_delivery_date,
  'insertedBy', p.inserted_by, 'isFixedDate', p.is_fixed_date, 'isUrgent', p.is_urgent, 'isPayed', p.payed,
  'status', p.status, 'comment', p.comment, 'stickersOrderItemsCount', p.stickers_n,
  'acrylOrderItemsCount', p.acryl_n, 'isColorProof', p.any_proof, 'colorProofStatus', p.color_proof_status,
  'isDropshipping', p.is_dropshipping, 'isAdditionalServices', p.is_additional_services,
  'isComplaints', p.is_complaints, 'isReprint', p.is_reprint,
  'daysFromConfirmation', floor(extract(epoch from now() - p.confirmed_at) / 86400)::int,
  'stickersAcrylCost', round(p.stickers_cost + p.acryl_cost, 2)::float8, 'stickersCost', p.stickers_cost::float8,
  'acrylCost', p.acryl_cost::float8, 'deliveryCost', p.delivery_cost::float8, 'orderCost', p.cost::float8,
  'paymentMethod', p.payment_method, 'priority', p.priority, 'deliveryType', p.delivery_type,
  'receiverCredentials', p.receiver_credentials, 'phoneNumber', p.phone_number, 'cdekPvzCode', p.cdek_pvz_code,
  'deliveryAddress', p.delivery_address, 'postIndex', p.post_index, 'trackNumber', p.track_number)
  order by p.priority desc, p.number desc)
  from page p), '[]')::text end as body
from caller c`;
