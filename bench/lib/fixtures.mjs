// The data the scenarios read and write, made through the public API like a real shop's:
// a customer with an order of 50 items and a history of orders, and the admin's sign-in.
import { benchAdmin, sleep } from './processes.mjs';
import { acrylItemBody, layoutPng, stickerItemBody } from './testkit.mjs';

const password = 'bench-password-123';

/** A JSON call to the shop's API; anything but 2xx throws with the answer. */
export async function call(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The bench's sticker: no colour proof, as most orders; `overrides` for the item-save scenarios. */
export const stickerItem = (name, overrides = {}) => stickerItemBody({ name, isColorProof: false, ...overrides });

const acrylItem = (name) => acrylItemBody({ name, fittings: [] });

export const checkoutBody = (id) => ({
  id,
  receiverCredentials: 'Иванов Иван',
  phoneNumber: '+79001234567',
  deliveryType: 'Pickup',
});

/**
 * Fills the cart with `stickers` and `acryl` items and checks it out (a placed order stays
 * editable, so the item-save scenario can write to it). Answers its id, item count and first sticker.
 */
async function placeOrder(baseUrl, token, { stickers, acryl, prefix }) {
  let firstSticker;
  for (let index = 0; index < stickers; index++) {
    const saved = await call(baseUrl, 'POST', '/api/web/stickers/0/save', {
      token,
      body: stickerItem(`${prefix}Стикер ${index}`.trim()),
    });
    firstSticker ??= saved;
  }
  for (let index = 0; index < acryl; index++) {
    await call(baseUrl, 'POST', '/api/web/acryl/0/save', { token, body: acrylItem(`${prefix}Брелок ${index}`.trim()) });
  }
  const cart = await call(baseUrl, 'GET', '/api/web/cart', { token });
  await call(baseUrl, 'POST', '/api/web/orders/create-order-from-cart', { token, body: checkoutBody(cart.orderId) });
  const order = await call(baseUrl, 'GET', `/api/web/orders/${cart.orderId}`, { token });
  const itemCount = (order.orderItems?.length ?? 0) + (order.acrylOrderItems?.length ?? 0);
  return { orderId: cart.orderId, itemCount, firstSticker };
}

/**
 * Signs up a customer and the admin, places `historyOrders` small orders and three orders to
 * read (unless `orderSizes` is false): 10 items (8 stickers, 2 acrylic), 200 (160 and 40: the most an order may hold) and the
 * main one of 50 (40 and 10), whose first sticker the item-save scenario rewrites.
 */
export async function prepareShop(baseUrl, { historyOrders = 20, orderSizes = true } = {}) {
  const username = `bench${Date.now()}`;
  await call(baseUrl, 'POST', '/api/auth/register', { body: { username, password } });
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { body: { username, password } });
  const admin = await call(baseUrl, 'POST', '/api/auth/login', { body: benchAdmin });

  for (let index = 0; index < historyOrders; index++) {
    await call(baseUrl, 'POST', '/api/web/stickers/0/save', { token, body: stickerItem(`История ${index}`) });
    const cart = await call(baseUrl, 'GET', '/api/web/cart', { token });
    await call(baseUrl, 'POST', '/api/web/orders/create-order-from-cart', { token, body: checkoutBody(cart.orderId) });
  }

  // The soak needs only the main order (`orderSizes: false`).
  const small = orderSizes ? await placeOrder(baseUrl, token, { stickers: 8, acryl: 2, prefix: 'Малый' }) : null;
  const large = orderSizes ? await placeOrder(baseUrl, token, { stickers: 160, acryl: 40, prefix: 'Большой' }) : null;
  const big = await placeOrder(baseUrl, token, { stickers: 40, acryl: 10, prefix: '' });

  return {
    customerToken: token,
    adminToken: admin.token,
    bigOrderId: big.orderId,
    bigOrderItems: big.itemCount,
    itemToSave: big.firstSticker,
    smallOrderId: small?.orderId,
    smallOrderItems: small?.itemCount,
    largeOrderId: large?.orderId,
    largeOrderItems: large?.itemCount,
  };
}

/** Uploads `png` as the layout of the item `itemName` (or of the order's general acrylic file). */
async function uploadLayout(baseUrl, token, orderId, kind, itemName, png) {
  const path = `/api/web/files/${orderId}/${kind}/${encodeURIComponent(itemName)}/upload?fileName=layout.png`;
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: png,
  });
  if (!response.ok)
    throw new Error(`upload to ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** The item name that stands for the order's general acrylic file (core contract/files.ts `generalAcrylFileItemName`). */
const generalAcrylFile = '__general__';

/** Whether any layout of the order still waits for its cut contour (traced after the upload's answer). */
const contourPending = (order) =>
  [
    order.acrylFilePreflight,
    ...order.orderItems.map((item) => item.preflight),
    ...order.acrylOrderItems.map((item) => item.preflight),
  ].some((preflight) => preflight?.contour?.status === 'pending');

/**
 * An order as a manager has worked on it, made through the API like the rest: layouts with their
 * preflight on the second sticker, the first acrylic item and the order's general acrylic file; a
 * manager's price on the third sticker and the second acrylic item (the first sticker, which the
 * item-save scenario rewrites, keeps core's price); delivery details, planned dates, a comment
 * and the list's marks, which also make the admin its manager. With `refund`, the order also goes
 * to print and gets a refund: a payment link outgrown by a delivery cost the manager added, paid
 * in the sandbox anyway, is refunded as stale. So the fields later features added to the order
 * read and the manager's list hold values, not only nulls, when bench/api.mjs `sameAnswer`
 * compares the limit's answers with the app's.
 */
async function dressOrder(baseUrl, { customerToken: token, adminToken: admin }, orderId, png, { refund }) {
  const order = await call(baseUrl, 'GET', `/api/web/orders/${orderId}`, { token });
  const [, secondSticker, thirdSticker] = order.orderItems;
  const [firstAcryl, secondAcryl] = order.acrylOrderItems;
  await uploadLayout(baseUrl, token, orderId, 'stickers', secondSticker.name, png);
  await uploadLayout(baseUrl, token, orderId, 'acryl', firstAcryl.name, png);
  await uploadLayout(baseUrl, token, orderId, 'acryl', generalAcrylFile, png);
  const price = (kind, item, managerPrice) =>
    call(baseUrl, 'POST', `/api/web/admin/orders/${orderId}/items/${kind}/${item.id}/price`, {
      token: admin,
      body: { managerPrice },
    });
  await price('stickers', thirdSticker, 777.5);
  await price('acryl', secondAcryl, 1234);
  const update = (body) =>
    call(baseUrl, 'POST', `/api/web/admin/orders/update-order-information?orderId=${orderId}`, { token: admin, body });
  await update({
    comment: 'Позвонить перед отправкой',
    deliveryType: 'Courier',
    deliveryAddress: 'Рязань, ул. Ленина, д. 1, кв. 2',
    receiverCredentials: 'Петров Пётр',
    phoneNumber: '+7 900 765-43-21',
    postIndex: '390000',
    trackNumber: 'RA123456789RU',
    sendDate: '2030-01-10',
    approximalSendDate: '2030-01-10',
    approximalDeliveryDate: '2030-01-12',
    isUrgent: true,
    isFixedDate: true,
    colorProofStatus: 'Blue',
  });
  if (refund) {
    await update({ status: 'Готов к печати' });
    const link = await call(
      baseUrl,
      'GET',
      `/api/yookassa/create-payment-link?orderId=${orderId}&email=bench%40example.ru&phoneNumber=79001234567`,
      { token },
    );
    await update({ deliveryCost: 300 });
    const paid = await fetch(`${baseUrl}${new URL(link.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    if (paid.status !== 303) throw new Error(`sandbox payment answered ${paid.status}`);
    const { paymentStatus } = await call(baseUrl, 'GET', `/api/yookassa/is-payment-completed?orderId=${orderId}`, {
      token,
    });
    if (paymentStatus !== 'refunded') throw new Error(`the outgrown payment is ${paymentStatus}, not refunded`);
  }
  // A contour stored after both servers read would make their answers differ by chance.
  const deadline = Date.now() + 30_000;
  while (contourPending(await call(baseUrl, 'GET', `/api/web/orders/${orderId}`, { token }))) {
    if (Date.now() > deadline) throw new Error(`the contours of order ${orderId} are still pending`);
    await sleep(100);
  }
}

/**
 * Dresses the three orders the order read reads (bench/api.mjs): each as `dressOrder` makes it,
 * the 10- and 200-item ones refunded too (the main one must stay editable for the item save), and
 * adds a manager's draft for a client without an account (the list's `insertedBy` and client name).
 */
export async function dressOrders(baseUrl, shop) {
  const png = await layoutPng();
  await dressOrder(baseUrl, shop, shop.bigOrderId, png, { refund: false });
  await dressOrder(baseUrl, shop, shop.smallOrderId, png, { refund: true });
  await dressOrder(baseUrl, shop, shop.largeOrderId, png, { refund: true });
  await call(baseUrl, 'POST', '/api/web/admin/orders/create-for-client', {
    token: shop.adminToken,
    body: { clientName: 'Сидорова Анна', comment: 'Черновик: ждёт макеты' },
  });
}
