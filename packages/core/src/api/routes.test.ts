import { createFakeFetch, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import {
  acrylItemBody,
  adminOrderFixture,
  companyBody,
  companyFixture,
  customer,
  emptyOrder,
  emptyProductionTotals,
  orderIdA,
  orderUpdateBody,
  stickerSaveBody,
  vkAuthParameters,
} from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { buildPath, type RouteName, routes } from '../contract/routes.js';
import { clientProfileSample } from '../contract/samples.js';
import {
  createOrderForClient,
  downloadOrderViewsCsv,
  downloadProductionTotalsCsv,
  getAdminOrder,
  getOrderViews,
  getOrderViewTotals,
  getProductionTotals,
  setItemManagerPrice,
  updateOrderInformation,
} from './admin.js';
import {
  changePassword,
  checkAccount,
  convertToAccount,
  getUser,
  getVkAuthParams,
  login,
  loginWithAccessKey,
  loginWithVk,
  logout,
  register,
  verifySession,
} from './auth.js';
import { bulkChangeStatus, bulkRegisterShipments } from './bulk-actions.js';
import { type ApiClient, createApiClient } from './client.js';
import {
  getCdekCityPoints,
  getCdekTariffs,
  getClient,
  getClientInformation,
  saveClientInformation,
  searchCdekCities,
} from './customer.js';
import {
  deleteFile,
  downloadFile,
  fileImageUrl,
  filePreviewUrl,
  fittingPreviewUrl,
  getFileContour,
  getFileName,
  uploadFile,
} from './files.js';
import {
  createCompany,
  deleteCompany,
  getBankPayments,
  getClosingDocumentPdf,
  getCompanies,
  getInvoicePdf,
  getOrderInvoices,
  issueInvoice,
  markInvoicePaid,
  uploadBankStatement,
} from './invoices.js';
import { deleteItem, getRecentItems, saveAcrylItem, saveStickerItem } from './items.js';
import {
  loadAcrylCalculatorLookups,
  loadAcrylPrices,
  loadReferenceList,
  loadStickerCalculatorLookups,
  loadStickerPrices,
} from './lookups.js';
import { changeItemAsManager, removeItemAsManager } from './manager-items.js';
import {
  chooseOrderDelivery,
  createOrderFromCart,
  getCart,
  getCartItemsCount,
  getOrder,
  getOrderList,
  getOrderPaymentInfo,
  getPublicOrderInfo,
  submitToManager,
} from './orders.js';
import { createPaymentLink, getPaymentStatus } from './payments.js';
import { answerProof, attachProof, getOrderProofs, uploadProofFile } from './proofs.js';
import { getPublicOrderInvoice } from './public-invoice.js';
import { getParcel, getShipmentPdf, shipmentCall } from './shipments.js';

const file = { orderId: orderIdA, kind: 'acryl', itemName: 'Брелок' } as const;
const credentials = { username: 'anna', password: 'secret-123' };
const acrylBody = acrylItemBody({
  name: 'Брелок',
  materialType: 'Прозрачный 3 мм',
  printType: 'Полноцвет',
  fittings: [],
  height: 50,
});
const paymentInfo = { orderId: orderIdA, orderNumber: 1, cost: 100, payed: false, canPay: true, receiptEmail: null };
const publicInfo = {
  orderNumber: 1,
  createDate: '2026-11-20T10:00:00+03:00',
  manager: null,
  deliveryType: null,
  orderItemsCount: 0,
  acrylOrderItemsCount: 1,
  cost: 100,
};
const adminOrder = adminOrderFixture({
  number: 1,
  clientName: 'Ирина',
  status: 'Создан',
  createDate: '2026-11-20T10:00:00+03:00',
  cost: 0,
  vkUrl: null,
  comment: null,
  deliveryType: null,
  approximalSendDate: null,
});

const invoiceFixture = {
  id: 3,
  number: '2026-15',
  date: '2026-11-20',
  amountKopecks: 235_000,
  status: 'issued',
  companyId: 7,
  companyName: 'ООО «Ромашка»',
  pdfPath: `/api/web/orders/${orderIdA}/invoices/3/invoice.pdf`,
} as const;

interface RouteCase {
  route: RouteName;
  params?: Record<string, string>;
  reply: FakeReply;
  call: (client: ApiClient) => Promise<unknown>;
}

/** One case per route the browser calls: the call must use that route's method and path. */
const cases: RouteCase[] = [
  { route: 'login', reply: json(200, { token: 't', refreshToken: 'r' }), call: (c) => login(c, credentials) },
  { route: 'loginWithAccessKey', reply: json(200, { token: 't' }), call: (c) => loginWithAccessKey(c, 'k') },
  { route: 'register', reply: json(201, { id: 1, username: 'anna' }), call: (c) => register(c, credentials) },
  { route: 'logout', reply: json(204), call: (c) => logout(c) },
  { route: 'verify', reply: json(200, customer), call: (c) => verifySession(c) },
  { route: 'user', reply: json(200, customer), call: (c) => getUser(c) },
  { route: 'vkAuthParams', reply: json(200, vkAuthParameters), call: (c) => getVkAuthParams(c) },
  {
    route: 'vkAuth',
    reply: json(200, { token: 't' }),
    call: (c) => loginWithVk(c, { code: 'c', state: 's', device_id: 'd' }),
  },
  { route: 'checkAccount', reply: json(200, { hasAccount: true }), call: (c) => checkAccount(c) },
  {
    route: 'convertToAccount',
    reply: json(200, { token: 't', refreshToken: 'r' }),
    call: (c) => convertToAccount(c, credentials),
  },
  {
    route: 'changePassword',
    reply: json(204),
    call: (c) => changePassword(c, { currentPassword: 'old-password', newPassword: 'lilac-ferry-quartz-91' }),
  },
  { route: 'orderList', reply: json(200, []), call: (c) => getOrderList(c) },
  { route: 'cartItemsCount', reply: json(200, { count: 1 }), call: (c) => getCartItemsCount(c) },
  { route: 'cart', reply: json(200, { orderId: orderIdA, orderNumber: 1, itemsCount: 0 }), call: (c) => getCart(c) },
  {
    route: 'orderPaymentInfo',
    params: { id: orderIdA },
    reply: json(200, paymentInfo),
    call: (c) => getOrderPaymentInfo(c, orderIdA),
  },
  {
    route: 'createOrderFromCart',
    reply: json(200, { orderId: orderIdA, orderNumber: 1 }),
    call: (c) =>
      createOrderFromCart(c, { id: '0', receiverCredentials: 'А', phoneNumber: '+7900', deliveryType: 'Pickup' }),
  },
  { route: 'order', params: { id: orderIdA }, reply: json(200, emptyOrder), call: (c) => getOrder(c, orderIdA) },
  {
    route: 'submitToManager',
    params: { id: orderIdA },
    reply: json(200, { orderId: orderIdA, orderNumber: 1, status: 'Ожидает проверки макетов менеджером' }),
    call: (c) => submitToManager(c, orderIdA),
  },
  {
    route: 'chooseOrderDelivery',
    params: { id: orderIdA },
    reply: json(200, {
      deliveryType: 'CDEK',
      deliveryCost: 190,
      cost: 2190,
      approximalSendDate: '2026-12-01',
      approximalDeliveryDate: null,
    }),
    call: (c) =>
      chooseOrderDelivery(c, orderIdA, {
        receiverCredentials: 'А',
        phoneNumber: '79001234567',
        deliveryType: 'CDEK',
        cdekPvzCode: 'RYZ3',
        cdekTariffCode: 136,
      }),
  },
  {
    route: 'publicOrderInfo',
    params: { id: orderIdA },
    reply: json(200, publicInfo),
    call: (c) => getPublicOrderInfo(c, orderIdA),
  },
  {
    route: 'saveStickerItem',
    params: { id: '0' },
    reply: json(200, { ...stickerSaveBody, id: 1, fileName: null, status: null, cost: 0 }),
    call: (c) => saveStickerItem(c, '0', stickerSaveBody),
  },
  {
    route: 'saveAcrylItem',
    params: { id: '0' },
    reply: json(200, { ...acrylBody, id: 1, fileName: null, status: null, cost: 0 }),
    call: (c) => saveAcrylItem(c, '0', acrylBody),
  },
  { route: 'deleteStickerItem', params: { id: '0' }, reply: json(204), call: (c) => deleteItem(c, 'stickers', '0', 1) },
  { route: 'deleteAcrylItem', params: { id: '0' }, reply: json(204), call: (c) => deleteItem(c, 'acryl', '0', 1) },
  { route: 'recentStickerItems', reply: json(200, []), call: (c) => getRecentItems(c, 'stickers') },
  { route: 'recentAcrylItems', reply: json(200, []), call: (c) => getRecentItems(c, 'acryl') },
  {
    route: 'uploadFile',
    params: file,
    reply: json(200, { fileName: 'a.psd', status: 'Макет загружен' }),
    call: (c) => uploadFile(c, file, new Blob(['x']), { fileName: 'a.psd' }),
  },
  { route: 'deleteFile', params: file, reply: json(204), call: (c) => deleteFile(c, file) },
  {
    route: 'fileName',
    params: file,
    reply: json(200, { fileName: 'a.psd', status: null }),
    call: (c) => getFileName(c, file),
  },
  {
    route: 'fileContour',
    params: file,
    reply: json(200, {
      status: 'ready',
      widthMm: 54,
      heightMm: 54,
      bleedMm: 2,
      pathMm: 'M2 2L52 2L52 52L2 52Z',
      nodes: 4,
      findings: [],
    }),
    call: (c) => getFileContour(c, file),
  },
  {
    route: 'downloadFile',
    params: file,
    reply: { status: 200, body: new Blob(['x']) },
    call: (c) => downloadFile(c, file),
  },
  {
    route: 'referenceList',
    params: { list: 'film-types' },
    reply: json(200, []),
    call: (c) => loadReferenceList(c, 'filmTypes'),
  },
  { route: 'stickerPrices', reply: json(200, []), call: (c) => loadStickerPrices(c) },
  { route: 'acrylPrices', reply: json(200, []), call: (c) => loadAcrylPrices(c) },
  {
    route: 'stickerCalculatorLookups',
    reply: json(200, { prices: [], filmTypes: [] }),
    call: (c) => loadStickerCalculatorLookups(c),
  },
  {
    route: 'acrylCalculatorLookups',
    reply: json(200, { prices: [], acrylMaterialCategories: [], acrylFittings: [] }),
    call: (c) => loadAcrylCalculatorLookups(c),
  },
  { route: 'client', reply: json(200, { name: 'Анна', receiptEmail: null }), call: (c) => getClient(c) },
  { route: 'clientInformation', reply: json(200, clientProfileSample), call: (c) => getClientInformation(c) },
  { route: 'saveClientInformation', reply: json(204), call: (c) => saveClientInformation(c, clientProfileSample) },
  {
    route: 'cdekTariffs',
    reply: json(200, { tariff: [], address: 'ул. Ленина, 1' }),
    call: (c) => getCdekTariffs(c, { cdekPvzCode: 'MSK1', weight: 1000, orderId: '0' }),
  },
  {
    route: 'cdekCities',
    reply: json(200, [{ code: 61, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' }]),
    call: (c) => searchCdekCities(c, 'Ряз'),
  },
  {
    route: 'cdekDeliveryPoints',
    reply: json(200, []),
    call: (c) => getCdekCityPoints(c, 61),
  },
  {
    route: 'createPaymentLink',
    reply: json(200, { url: 'https://pay.test' }),
    call: (c) => createPaymentLink(c, { orderId: orderIdA }),
  },
  {
    route: 'isPaymentCompleted',
    reply: json(200, { paymentStatus: 'pending' }),
    call: (c) => getPaymentStatus(c, orderIdA),
  },
  { route: 'orderViews', reply: json(200, []), call: (c) => getOrderViews(c) },
  {
    route: 'orderViewTotals',
    reply: json(200, { count: 0, orderCost: 0, stickersCost: 0, acrylCost: 0, deliveryCost: 0 }),
    call: (c) => getOrderViewTotals(c),
  },
  { route: 'orderViewsCsv', reply: { status: 200, body: new Blob(['']) }, call: (c) => downloadOrderViewsCsv(c) },
  {
    route: 'productionTotals',
    reply: json(200, emptyProductionTotals),
    call: (c) => getProductionTotals(c),
  },
  {
    route: 'productionTotalsCsv',
    reply: { status: 200, body: new Blob(['']) },
    call: (c) => downloadProductionTotalsCsv(c),
  },
  {
    route: 'adminOrder',
    params: { id: orderIdA },
    reply: json(200, adminOrder),
    call: (c) => getAdminOrder(c, orderIdA),
  },
  {
    route: 'updateOrderInformation',
    reply: json(200),
    call: (c) => updateOrderInformation(c, orderUpdateBody(orderIdA)),
  },
  {
    route: 'createOrderForClient',
    reply: json(201, { orderId: orderIdA, orderNumber: 1, accessLink: 'x', expiresAt: '2026-12-01T00:00:00+03:00' }),
    call: (c) => createOrderForClient(c, { clientName: 'Ирина' }),
  },
  {
    route: 'setItemManagerPrice',
    params: { id: orderIdA, kind: 'stickers', itemId: '7' },
    reply: json(200, adminOrder),
    call: (c) => setItemManagerPrice(c, orderIdA, 'stickers', 7, 1000),
  },
  {
    route: 'bulkOrderStatus',
    reply: json(200, { results: [] }),
    call: (c) => bulkChangeStatus(c, [orderIdA], 'В работе'),
  },
  {
    route: 'bulkRegisterShipments',
    reply: json(200, { results: [] }),
    call: (c) => bulkRegisterShipments(c, [orderIdA]),
  },
  {
    route: 'changeItemAsManager',
    params: { id: orderIdA, kind: 'stickers', itemId: '7' },
    reply: json(200, adminOrder),
    call: (c) => changeItemAsManager(c, orderIdA, 'stickers', 7, { count: 30 }),
  },
  {
    route: 'removeItemAsManager',
    params: { id: orderIdA, kind: 'acryl', itemId: '8' },
    reply: json(200, adminOrder),
    call: (c) => removeItemAsManager(c, orderIdA, 'acryl', 8),
  },
  {
    route: 'orderProofs',
    params: { id: orderIdA },
    reply: json(200, { state: 'none', rounds: [] }),
    call: (c) => getOrderProofs(c, orderIdA),
  },
  {
    route: 'attachProof',
    params: { id: orderIdA },
    reply: json(200, { state: 'none', rounds: [] }),
    call: (c) => attachProof(c, orderIdA, { fileIds: [1] }),
  },
  {
    route: 'answerProof',
    params: { id: orderIdA, roundId: '3' },
    reply: json(200, { state: 'approved', rounds: [] }),
    call: (c) => answerProof(c, orderIdA, 3, { answer: 'approved' }),
  },
  {
    route: 'uploadProofFile',
    params: { id: orderIdA },
    reply: json(200, { id: 1, fileName: 'a.png' }),
    call: (c) => uploadProofFile(c, orderIdA, new Blob(['a']), { fileName: 'a.png' }),
  },
  {
    route: 'orderParcel',
    params: { id: orderIdA },
    reply: json(200, {
      deliveryType: 'CDEK',
      sendDate: null,
      trackNumber: null,
      trackUrl: null,
      status: null,
      history: [],
    }),
    call: (c) => getParcel(c, orderIdA),
  },
  ...(['orderShipment', 'registerShipment', 'cancelShipment', 'advanceSandboxShipment'] as const).map((route) => ({
    route,
    params: { id: orderIdA },
    reply: json(200, {
      state: 'none',
      cdekNumber: null,
      tariffCode: null,
      status: null,
      canCancel: false,
      sandbox: true,
    }),
    call: (c: ApiClient) =>
      shipmentCall(
        c,
        orderIdA,
        (
          {
            orderShipment: 'read',
            registerShipment: 'register',
            cancelShipment: 'cancel',
            advanceSandboxShipment: 'advance',
          } as const
        )[route],
      ),
  })),
  {
    route: 'shipmentLabel',
    params: { id: orderIdA },
    reply: { status: 200, body: new Blob(['%PDF-']) },
    call: (c) => getShipmentPdf(c, orderIdA, 'label'),
  },
  {
    route: 'shipmentWaybill',
    params: { id: orderIdA },
    reply: { status: 200, body: new Blob(['%PDF-']) },
    call: (c) => getShipmentPdf(c, orderIdA, 'waybill'),
  },
  { route: 'companies', reply: json(200, [companyFixture()]), call: (c) => getCompanies(c) },
  {
    route: 'createCompany',
    reply: json(200, companyFixture()),
    call: (c) => createCompany(c, companyBody()),
  },
  { route: 'deleteCompany', params: { companyId: '7' }, reply: json(204), call: (c) => deleteCompany(c, 7) },
  {
    route: 'orderInvoices',
    params: { id: orderIdA },
    reply: json(200, { offered: true, invoices: [invoiceFixture], closingDocuments: [] }),
    call: (c) => getOrderInvoices(c, orderIdA),
  },
  {
    route: 'issueInvoice',
    params: { id: orderIdA },
    reply: json(200, invoiceFixture),
    call: (c) => issueInvoice(c, orderIdA, 7),
  },
  {
    route: 'markInvoicePaid',
    params: { id: orderIdA, invoiceId: '3' },
    reply: json(200, { ...invoiceFixture, status: 'paid' }),
    call: (c) => markInvoicePaid(c, orderIdA, 3),
  },
  {
    route: 'invoicePdf',
    params: { id: orderIdA, invoiceId: '3' },
    reply: { status: 200, body: new Blob(['%PDF-']) },
    call: (c) => getInvoicePdf(c, invoiceFixture),
  },
  {
    route: 'closingDocumentPdf',
    params: { id: orderIdA, document: 'upd.pdf' },
    reply: { status: 200, body: new Blob(['%PDF-']) },
    call: (c) => getClosingDocumentPdf(c, `/api/web/orders/${orderIdA}/closing-documents/upd.pdf`),
  },
  {
    route: 'uploadBankStatement',
    reply: json(200, { payments: [] }),
    call: (c) => uploadBankStatement(c, new Blob(['1CClientBankExchange'])),
  },
  { route: 'bankPayments', reply: json(200, { payments: [] }), call: (c) => getBankPayments(c) },
  {
    route: 'publicOrderInvoice',
    params: { id: orderIdA },
    reply: json(200, { offered: true, invoice: null }),
    call: (c) => getPublicOrderInvoice(c, orderIdA),
  },
];

/** Routes the browser does not call through a typed function, and why. */
const notCalledByFunctions: Partial<Record<RouteName, string>> = {
  refresh: 'the client itself calls it (refreshAccessToken), covered in client.test.ts',
  filePreview: 'an <img> address: filePreviewUrl',
  fileImage: 'an <img> address: fileImageUrl',
  fittingPreview: 'an <img> address: fittingPreviewUrl',
  proofFilePreview: 'an <img> address: proofPreviewUrl',
  proofFileImage: 'an <img> address: proofImageUrl',
  paymentWebhook: 'the payment provider calls it, not the browser',
  cdekWebhook: 'CDEK calls it, not the browser',
  updateCompany: 'the profile replaces a company by deleting and adding; the server tests cover the edit',
  publicInvoicePdf: 'a plain download link: publicInvoicePdfUrl (the order’s id is the key, no bearer token)',
  health: 'for load balancers and monitoring, not the shop',
  ready: 'for load balancers and monitoring, not the shop',
  addFilm:
    'the administrator adds a film with curl (packages/server/README.md, "Adding a film"); no screen calls it yet',
};

describe('every route of the contract', () => {
  it('has a client function or a stated reason', () => {
    const covered = new Set<string>([...cases.map((entry) => entry.route), ...Object.keys(notCalledByFunctions)]);
    expect(Object.keys(routes).filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(cases.map((entry) => [entry.route, entry] as const))(
    '%s uses its method and path and parses the answer',
    async (_, entry) => {
      const route = routes[entry.route];
      const path = buildPath(route.path, entry.params);
      const fake = createFakeFetch({ [`${route.method} ${path}`]: entry.reply });
      const client = createApiClient({
        fetch: fake.fetch,
        createXhr: null,
        sleep: () => Promise.resolve(),
        log: () => {},
      });

      const outcome = await entry.call(client);

      expect(fake.calls).toHaveLength(1);
      expect(`${fake.calls[0]?.method} ${fake.calls[0]?.url.pathname}`).toBe(`${route.method} ${path}`);
      // Sign-ins answer {success}, lookups {value, error}: neither may report a failure here.
      if (outcome && typeof outcome === 'object' && 'success' in outcome) expect(outcome.success).toBe(true);
      if (outcome && typeof outcome === 'object' && 'error' in outcome) expect(outcome.error).toBeNull();
    },
  );

  it('builds the image addresses from their routes', () => {
    const client = createApiClient({ baseUrl: 'https://api.test' });
    expect(filePreviewUrl(client, file, 1000)).toBe(
      `https://api.test${buildPath(routes.filePreview.path, file)}?maxWidth=1000`,
    );
    expect(fileImageUrl(client, file)).toBe(`https://api.test${buildPath(routes.fileImage.path, file)}`);
    expect(fittingPreviewUrl(client, 'Цепочка')).toBe(
      `https://api.test${buildPath(routes.fittingPreview.path, { fitting: 'Цепочка' })}`,
    );
  });
});
