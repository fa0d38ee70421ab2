// The data the scenarios read and write, made through the public API like a real shop's:
// a customer with an order of 50 items and a history of orders, and the admin's sign-in.
import { benchAdmin } from './processes.mjs';
import { acrylItemBody, stickerItemBody } from './testkit.mjs';

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
