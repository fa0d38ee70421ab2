import { buildPath, type RouteName, routes } from '@stickers62/core/contract';
import { orderTexts } from '@stickers62/core/texts';
import { acrylItemBody, profileFixture, stickerItemBody } from '@stickers62/testkit/fixtures';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { acrylItems, companies, invoices, orders, stickerItems, users } from '../../src/db/schema.js';
import { sampleSeller } from '../invoices/test-fixtures.js';
import {
  createCustomerOrder,
  loginAs,
  orderForClient,
  signInWithAccessKey,
  signUp,
  type TestSession,
  testPassword,
  uniqueUsername,
} from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * Every route of this package against every kind of caller: nobody reaches another customer's
 * order or the administration without the role, and nothing changes when they try.
 */

type Access = 'public' | 'signedIn' | 'order' | 'staff';
interface Target {
  orderId: string;
  stickerItemId: number;
  acrylItemId: number;
  /** Customer A's company: another caller may neither change it nor make A's invoice out to it. */
  companyId: number;
}
interface Probe {
  access: Access;
  request: (target: Target) => InjectOptions;
}

const checkout = (orderId: string) => ({
  id: orderId,
  receiverCredentials: 'Иванов Иван',
  phoneNumber: '+79001234567',
  deliveryType: 'Pickup',
});
const update = (orderId: string) => ({
  id: orderId,
  comment: 'чужой комментарий',
  deliveryType: 'CDEK',
  deliveryAddress: null,
  approximalDeliveryDate: null,
  approximalSendDate: null,
  isPayed: true,
  // The list's marks too, so a refused caller is shown not to set them either.
  isUrgent: true,
  colorProofStatus: 'Red',
});
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const company = {
  kind: 'organization',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  name: 'ООО «Чужая»',
  address: '390000, г. Рязань, ул. Ленина, д. 1',
  accountantEmail: null,
};

/** Routes that belong to the files and providers packages; their own tests cover them. */
const elsewhere: RouteName[] = [
  'uploadFile',
  'deleteFile',
  'fileName',
  'downloadFile',
  'filePreview',
  'fileImage',
  'cdekTariffs',
  'cdekCities',
  'cdekDeliveryPoints',
  'createPaymentLink',
  'isPaymentCompleted',
  'paymentWebhook',
  'vkAuthParams',
  'vkAuth',
  // Proof approval: proofs/routes.test.ts tries every caller on each (staff send, the order's
  // customer or access-key holder answers, another customer is refused).
  'orderProofs',
  'attachProof',
  'answerProof',
  'uploadProofFile',
  'proofFilePreview',
  'proofFileImage',
  // The order-link page's delivery choice: orders/delivery-choice.test.ts tries the order's
  // customer (and access-key holder), another customer, staff and a guest.
  'chooseOrderDelivery',
  // CDEK's status webhook: nobody's session; shipments/shipments.test.ts shows a forged delivery
  // changes nothing (the status is re-read from CDEK).
  'cdekWebhook',
  // Adding a film: the administrator's alone (a manager is refused too, a level this matrix does
  // not have); references/add-film.test.ts tries a guest, a customer, a manager and the admin.
  'addFilm',
];

const probes: Partial<Record<RouteName, Probe>> = {
  health: { access: 'public', request: () => get(routes.health.path) },
  ready: { access: 'public', request: () => get(routes.ready.path) },
  register: {
    access: 'public',
    request: () => ({
      method: 'POST',
      url: routes.register.path,
      payload: { username: uniqueUsername(), password: testPassword },
    }),
  },
  login: {
    access: 'public',
    request: () => ({
      method: 'POST',
      url: routes.login.path,
      payload: { username: 'admin', password: 'wrong-password' },
    }),
  },
  loginWithAccessKey: { access: 'public', request: () => get(`${routes.loginWithAccessKey.path}?accessKey=unknown`) },
  refresh: { access: 'public', request: () => ({ method: 'POST', url: routes.refresh.path }) },
  logout: { access: 'public', request: () => ({ method: 'POST', url: routes.logout.path }) },
  verify: { access: 'signedIn', request: () => get(routes.verify.path) },
  user: { access: 'signedIn', request: () => get(routes.user.path) },
  checkAccount: { access: 'signedIn', request: () => get(routes.checkAccount.path) },
  convertToAccount: {
    access: 'signedIn',
    request: () => ({
      method: 'POST',
      url: routes.convertToAccount.path,
      payload: { username: uniqueUsername(), password: testPassword },
    }),
  },
  changePassword: {
    access: 'signedIn',
    // A wrong current password: nothing changes for whoever tries.
    request: () => ({
      method: 'POST',
      url: routes.changePassword.path,
      payload: { currentPassword: 'not-the-password', newPassword: 'lilac-ferry-quartz-91' },
    }),
  },
  orderList: { access: 'signedIn', request: () => get(routes.orderList.path) },
  cartItemsCount: { access: 'signedIn', request: () => get(routes.cartItemsCount.path) },
  cart: { access: 'signedIn', request: () => get(routes.cart.path) },
  recentStickerItems: { access: 'signedIn', request: () => get(routes.recentStickerItems.path) },
  recentAcrylItems: { access: 'signedIn', request: () => get(routes.recentAcrylItems.path) },
  client: { access: 'signedIn', request: () => get(routes.client.path) },
  clientInformation: { access: 'signedIn', request: () => get(routes.clientInformation.path) },
  saveClientInformation: {
    access: 'signedIn',
    request: () => ({
      method: 'POST',
      url: routes.saveClientInformation.path,
      payload: profileFixture(),
    }),
  },
  order: { access: 'order', request: (target) => get(buildPath(routes.order.path, { id: target.orderId })) },
  orderPaymentInfo: {
    access: 'order',
    request: (target) => get(buildPath(routes.orderPaymentInfo.path, { id: target.orderId })),
  },
  submitToManager: {
    access: 'order',
    request: (target) => get(buildPath(routes.submitToManager.path, { id: target.orderId })),
  },
  createOrderFromCart: {
    access: 'order',
    request: (target) => ({ method: 'POST', url: routes.createOrderFromCart.path, payload: checkout(target.orderId) }),
  },
  saveStickerItem: {
    access: 'order',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: target.orderId }),
      payload: { ...stickerItemBody({ name: 'Подмена' }), id: target.stickerItemId },
    }),
  },
  saveAcrylItem: {
    access: 'order',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.saveAcrylItem.path, { id: target.orderId }),
      payload: acrylItemBody(),
    }),
  },
  deleteStickerItem: {
    access: 'order',
    request: (target) => ({
      method: 'DELETE',
      url: `${buildPath(routes.deleteStickerItem.path, { id: target.orderId })}?itemId=${target.stickerItemId}`,
    }),
  },
  deleteAcrylItem: {
    access: 'order',
    request: (target) => ({
      method: 'DELETE',
      url: `${buildPath(routes.deleteAcrylItem.path, { id: target.orderId })}?itemId=${target.acrylItemId}`,
    }),
  },
  publicOrderInfo: {
    access: 'public',
    request: (target) => get(buildPath(routes.publicOrderInfo.path, { id: target.orderId })),
  },
  referenceList: {
    access: 'public',
    request: () => get(buildPath(routes.referenceList.path, { list: 'film-types' })),
  },
  stickerPrices: { access: 'public', request: () => get(routes.stickerPrices.path) },
  acrylPrices: { access: 'public', request: () => get(routes.acrylPrices.path) },
  stickerCalculatorLookups: { access: 'public', request: () => get(routes.stickerCalculatorLookups.path) },
  acrylCalculatorLookups: { access: 'public', request: () => get(routes.acrylCalculatorLookups.path) },
  fileContour: {
    access: 'order',
    request: (target) =>
      get(
        `${buildPath(routes.fileContour.path, { orderId: target.orderId, kind: 'stickers', itemName: 'Макет' })}?format=json`,
      ),
  },
  orderParcel: {
    access: 'order',
    request: (target) => get(buildPath(routes.orderParcel.path, { id: target.orderId })),
  },
  orderShipment: {
    access: 'staff',
    request: (target) => get(buildPath(routes.orderShipment.path, { id: target.orderId })),
  },
  registerShipment: {
    access: 'staff',
    request: (target) => ({ method: 'POST', url: buildPath(routes.registerShipment.path, { id: target.orderId }) }),
  },
  cancelShipment: {
    access: 'staff',
    request: (target) => ({ method: 'DELETE', url: buildPath(routes.cancelShipment.path, { id: target.orderId }) }),
  },
  shipmentLabel: {
    access: 'staff',
    request: (target) => get(buildPath(routes.shipmentLabel.path, { id: target.orderId })),
  },
  shipmentWaybill: {
    access: 'staff',
    request: (target) => get(buildPath(routes.shipmentWaybill.path, { id: target.orderId })),
  },
  advanceSandboxShipment: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.advanceSandboxShipment.path, { id: target.orderId }),
    }),
  },
  fittingPreview: {
    access: 'public',
    request: () => get(buildPath(routes.fittingPreview.path, { fitting: 'Карабин' })),
  },
  orderViews: { access: 'staff', request: () => get(routes.orderViews.path) },
  orderViewTotals: { access: 'staff', request: () => get(routes.orderViewTotals.path) },
  orderViewsCsv: { access: 'staff', request: () => get(routes.orderViewsCsv.path) },
  productionTotals: { access: 'staff', request: () => get(routes.productionTotals.path) },
  productionTotalsCsv: { access: 'staff', request: () => get(routes.productionTotalsCsv.path) },
  adminOrder: { access: 'staff', request: (target) => get(buildPath(routes.adminOrder.path, { id: target.orderId })) },
  updateOrderInformation: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${target.orderId}`,
      payload: update(target.orderId),
    }),
  },
  createOrderForClient: {
    access: 'staff',
    request: () => ({ method: 'POST', url: routes.createOrderForClient.path, payload: { clientName: 'Клиент' } }),
  },
  bulkOrderStatus: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: routes.bulkOrderStatus.path,
      payload: { orderIds: [target.orderId], status: 'В работе' },
    }),
  },
  bulkRegisterShipments: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: routes.bulkRegisterShipments.path,
      payload: { orderIds: [target.orderId] },
    }),
  },
  setItemManagerPrice: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.setItemManagerPrice.path, {
        id: target.orderId,
        kind: 'stickers',
        itemId: target.stickerItemId,
      }),
      payload: { managerPrice: 500 },
    }),
  },
  changeItemAsManager: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.changeItemAsManager.path, {
        id: target.orderId,
        kind: 'stickers',
        itemId: target.stickerItemId,
      }),
      payload: { count: 20 },
    }),
  },
  removeItemAsManager: {
    access: 'staff',
    request: (target) => ({
      method: 'DELETE',
      url: buildPath(routes.removeItemAsManager.path, {
        id: target.orderId,
        kind: 'acryl',
        itemId: target.acrylItemId,
      }),
    }),
  },
  // Companies and paying by invoice (issue 34): a company is its owner's alone (another's id answers
  // 404, as a missing one); invoices and closing documents go with the order; statements are staff's.
  companies: { access: 'signedIn', request: () => get(routes.companies.path) },
  createCompany: {
    access: 'signedIn',
    // Refused by core's rules (a wrong check digit), so no caller adds a company here.
    request: () => ({ method: 'POST', url: routes.createCompany.path, payload: { ...company, inn: '7707083890' } }),
  },
  updateCompany: {
    access: 'signedIn',
    request: (target) => ({
      method: 'PUT',
      url: buildPath(routes.updateCompany.path, { companyId: target.companyId }),
      payload: company,
    }),
  },
  deleteCompany: {
    access: 'signedIn',
    request: (target) => ({
      method: 'DELETE',
      url: buildPath(routes.deleteCompany.path, { companyId: target.companyId }),
    }),
  },
  orderInvoices: {
    access: 'order',
    request: (target) => get(buildPath(routes.orderInvoices.path, { id: target.orderId })),
  },
  issueInvoice: {
    access: 'order',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.issueInvoice.path, { id: target.orderId }),
      payload: { companyId: target.companyId },
    }),
  },
  invoicePdf: {
    access: 'order',
    request: (target) => get(buildPath(routes.invoicePdf.path, { id: target.orderId, invoiceId: 999_999 })),
  },
  closingDocumentPdf: {
    access: 'order',
    request: (target) => get(buildPath(routes.closingDocumentPdf.path, { id: target.orderId, document: 'upd.pdf' })),
  },
  // The order-link page's invoice: the order's id is the key, as for paying by card (only the
  // order's open or paid invoice; invoices/public-invoice.test.ts shows what it gives and refuses).
  publicOrderInvoice: {
    access: 'public',
    request: (target) => get(buildPath(routes.publicOrderInvoice.path, { id: target.orderId })),
  },
  publicInvoicePdf: {
    access: 'public',
    request: (target) => get(buildPath(routes.publicInvoicePdf.path, { id: target.orderId, invoiceId: 999_999 })),
  },
  markInvoicePaid: {
    access: 'staff',
    request: (target) => ({
      method: 'POST',
      url: buildPath(routes.markInvoicePaid.path, { id: target.orderId, invoiceId: 999_999 }),
    }),
  },
  uploadBankStatement: {
    access: 'staff',
    request: () => ({
      method: 'POST',
      url: routes.uploadBankStatement.path,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('не выписка'),
    }),
  },
  bankPayments: { access: 'staff', request: () => get(routes.bankPayments.path) },
};

// With the seller's details, so paying by invoice is offered and its routes do their work.
const testApp = useTestApp({ config: { seller: sampleSeller } });
let customerA: TestSession;
let customerB: TestSession;
let temporary: TestSession;
let manager: TestSession;
let admin: TestSession;
let target: Target;

beforeAll(async () => {
  const app = testApp.app;
  [customerA, customerB, manager, admin] = await Promise.all([
    signUp(app),
    signUp(app),
    loginAs(app, 'manager'),
    loginAs(app, 'admin'),
  ]);
  // A's order stays editable (the cart), so a refusal can only come from ownership.
  const order = await createCustomerOrder(app, customerA);
  const created = await app.inject({
    method: 'POST',
    url: routes.createCompany.path,
    headers: customerA.headers,
    payload: company,
  });
  target = { ...order, companyId: created.json().id };
  await createCustomerOrder(app, customerB);
  const { key } = await orderForClient(app, manager, { clientName: 'Временный клиент' });
  temporary = await signInWithAccessKey(app, key);
});

const send = (probe: Probe, session?: TestSession) => {
  const request = probe.request(target);
  return testApp.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(session?.headers ?? {}) } });
};

async function snapshotOf(orderId: string) {
  const db = testApp.app.db;
  return {
    order: await db.select().from(orders).where(eq(orders.id, orderId)),
    stickers: await db
      .select()
      .from(stickerItems)
      .where(eq(stickerItems.orderId, orderId))
      .orderBy(asc(stickerItems.id)),
    acryl: await db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId)).orderBy(asc(acrylItems.id)),
    owner: await db.select().from(users).where(eq(users.id, customerA.userId)),
    invoices: await db.select().from(invoices).where(eq(invoices.orderId, orderId)),
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
  };
}

const entries = Object.entries(probes) as [RouteName, Probe][];

describe('authorization matrix', () => {
  it('covers every route of this package', () => {
    const covered = new Set<string>([...Object.keys(probes), ...elsewhere]);
    expect(Object.keys(routes).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('guests reach only public routes', async () => {
    for (const [name, probe] of entries) {
      const reply = await send(probe);
      // Public calls may still say 401 about what they were given (a wrong password), never 403.
      if (probe.access === 'public') expect([403, 500], name).not.toContain(reply.statusCode);
      else expect(reply.statusCode, name).toBe(401);
    }
  });

  it('another customer and a temporary user neither read nor change customer A’s order', async () => {
    const before = await snapshotOf(target.orderId);
    for (const session of [customerB, temporary]) {
      for (const [name, probe] of entries) {
        if (name === 'convertToAccount' || name === 'logout') continue;
        const reply = await send(probe, session);
        if (probe.access === 'order') {
          expect(reply.statusCode, name).toBe(403);
          expect(reply.json().message, name).toBe(orderTexts.loadNoAccess);
        } else if (probe.access === 'staff') {
          expect(reply.statusCode, name).toBe(403);
        } else if (probe.access === 'signedIn') {
          expect([401, 403], name).not.toContain(reply.statusCode);
        } else {
          expect([403, 500], name).not.toContain(reply.statusCode);
        }
      }
    }
    expect(await snapshotOf(target.orderId)).toEqual(before);
  });

  it('customer A reaches their own order', async () => {
    for (const [name, probe] of entries) {
      if (probe.access !== 'order' || name.startsWith('delete')) continue;
      const reply = await send(probe, customerA);
      expect([401, 403], name).not.toContain(reply.statusCode);
    }
  });

  it('managers and admins reach every order and the administration', async () => {
    for (const session of [manager, admin]) {
      for (const [name, probe] of entries) {
        if (name === 'convertToAccount' || name === 'logout') continue;
        const reply = await send(probe, session);
        expect(reply.statusCode, name).toBeLessThan(500);
        if (probe.access !== 'public') expect([401, 403], name).not.toContain(reply.statusCode);
      }
    }
  });
});
