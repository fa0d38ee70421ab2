/**
 * One example per named schema of the OpenAPI document, written into every request body and
 * success answer that uses it (`describeOperations` in openapi-schemas.ts). They are what a
 * partner reads beside the schema and what Prism's mock answers with; the OpenAPI test
 * validates each against its schema, and Redocly's lint does too.
 */
import { acrylItemSample, orderViewSample, stickerItemSample } from '@stickers62/core/contract';

const orderId = '3f2b8c1e-6d4a-4b7e-9c21-5a8e0f4d7b19';
const placed = '2026-11-20T09:41:05.000Z';

const preflight = {
  level: 'yellow',
  checks: [
    { id: 'format', level: 'green', message: 'PDF подходит для печати.' },
    {
      id: 'resolution',
      level: 'yellow',
      message: 'Разрешение 240 dpi при размере 100×100 мм: для мелкого текста лучше 300 dpi.',
    },
  ],
  facts: { widthPx: 945, heightPx: 945, fileDpi: 240, effectiveDpi: 240, colorMode: 'cmyk', hasAlpha: false },
};

const stickerFields = { ...stickerItemSample, comment: 'Белая обводка 2 мм' };

const acrylFields = { ...acrylItemSample, name: 'Брелок с лисой' };

const stickerItem = {
  ...stickerFields,
  stickerWidth: 48,
  stickerHeight: 48,
  id: 412,
  fileName: 'котики.pdf',
  status: 'Макет загружен',
  cost: 3600,
  managerPrice: null,
  preflight,
};

const acrylItem = { ...acrylFields, id: 87, fileName: 'лиса.png', status: null, cost: 1900, managerPrice: null };

const order = {
  id: orderId,
  number: 1042,
  status: 'Ожидает проверки макетов менеджером',
  createDate: placed,
  manager: 'Анна',
  approximalSendDate: '2026-11-25',
  approximalDeliveryDate: '2026-11-28',
  sendDate: null,
  deliveryType: 'CDEK',
  trackNumber: null,
  cost: 5850,
  payed: false,
  acrylUploaded: false,
  acrylFileName: null,
  proofState: 'none',
  lastRefund: null,
  orderItems: [stickerItem],
  acrylOrderItems: [acrylItem],
};

const contacts = {
  receiverCredentials: 'Иванова Мария Петровна',
  phoneNumber: '79001234567',
  deliveryType: 'CDEK',
  deliveryAddress: null,
  cdekPvzCode: 'RYZ3',
  postIndex: null,
  cdekTariffCode: 136,
};

const profile = {
  receiptEmail: 'maria@example.ru',
  receiptFio: 'Иванова Мария Петровна',
  address: 'Рязань, ул. Есенина, 13, кв. 5',
  postIndex: '390000',
  cdekPvzCode: 'RYZ3',
  phoneNumber: '79001234567',
  vkLink: 'https://vk.com/maria.ivanova',
};

const orderView = {
  ...orderViewSample,
  id: orderId,
  orderNumber: 1042,
  deliveryType: 'CDEK',
  receiverCredentials: 'Иванова Мария Петровна',
  phoneNumber: '+7 910 123-45-67',
  cdekPvzCode: 'RYZ3',
  deliveryAddress: null,
  postIndex: null,
  trackNumber: null,
};

const companyFields = {
  kind: 'organization',
  inn: '6229001238',
  kpp: '623401001',
  ogrn: '1026200001233',
  name: 'ООО «Рязанские наклейки»',
  address: '390000, г. Рязань, ул. Есенина, д. 13, офис 4',
  accountantEmail: 'buh@example.ru',
};

const company = { id: 3, ...companyFields };

const invoice = {
  id: 12,
  number: '2026-15',
  date: '2026-11-21',
  amountKopecks: 585000,
  status: 'issued',
  companyId: 3,
  companyName: 'ООО «Рязанские наклейки»',
  pdfPath: '/api/web/orders/3f2b8c1e-6d4a-4b7e-9c21-5a8e0f4d7b19/invoices/12/invoice.pdf',
};

/** The same invoice as the order-link page reads it (no buyer). */
const publicInvoice = {
  id: 12,
  number: '2026-15',
  date: '2026-11-21',
  amountKopecks: 585000,
  status: 'issued',
  pdfPath: '/api/web/public/orders/3f2b8c1e-6d4a-4b7e-9c21-5a8e0f4d7b19/invoices/12/invoice.pdf',
};

const orderEvent = {
  id: 42,
  at: '2026-11-20T09:15:00.000Z',
  actor: { kind: 'manager', id: 2, name: 'Анна' },
  kind: 'field-changed',
  data: { field: 'status', old: 'Готов к печати', new: 'В работе' },
};

const bankPayment = {
  id: 44,
  number: '318',
  date: '2026-11-22',
  amountKopecks: 585000,
  payerInn: '6229001238',
  payerName: 'ООО «Рязанские наклейки»',
  purpose: 'Оплата по счёту № 2026-15 от 21.11.2026 за наклейки. Без НДС',
  outcome: 'paid',
  reason: 'Сумма совпадает со счётом, заказ оплачен',
  invoiceNumber: '2026-15',
  orderId,
  orderNumber: 1042,
  alreadyRecorded: false,
};

const parcelStatus = { code: 'ACCEPTED', title: 'Принят СДЭК', city: 'Рязань', at: '2026-11-25T14:05:00.000Z' };

const stickerPrices = [
  {
    filmType: 'Белая глянцевая',
    laminationType: 'Glossy',
    cuttingType: 'Contour',
    printPricingViews: [
      { minCount: 10, printPrices: { A3: 446.5, A4: 235, A5: 131.6, A6: 75.2, A7: 44.65, A8: 28.2 } },
      { minCount: 50, printPrices: { A3: 379.53, A4: 199.75, A5: 111.86, A6: 63.92, A7: 37.95, A8: 23.97 } },
    ],
  },
];

const acrylPrices = [
  {
    acrylType: 'Брелок',
    printType: 'Односторонняя',
    materialType: 'Прозрачный 3 мм',
    prices: [
      { minCount: 1, maxWidth: 40, maxHeight: 40, price: 218.5 },
      { minCount: 1, maxWidth: 50, maxHeight: 50, price: 262.2 },
    ],
  },
];

const filmTypes = ['Белая глянцевая', 'Белая матовая', 'Прозрачная', 'Голографическая'];

const materialCategories = [
  { category: 'Прозрачный 3 мм', materialTypes: ['Прозрачный 3 мм', 'Прозрачный матовый 3 мм'] },
];

const fittings = [
  { name: 'Кольцо для ключей', price: 25 },
  { name: 'Карабин', price: 40 },
];

export const schemaExamples: Record<string, unknown> = {
  Credentials: { username: 'maria', password: 'correct-horse-battery' },
  LoginReply: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxNyJ9.c2lnbmF0dXJl', refreshToken: 'rt_Yk3vQ9mZ2pLx8wNc' },
  TokenReply: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxNyJ9.c2lnbmF0dXJl' },
  RefreshReply: { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxNyJ9.c2lnbmF0dXJl' },
  RegisterReply: { id: 17, username: 'maria' },
  PasswordChange: { currentPassword: 'correct-horse-battery', newPassword: 'staple-battery-horse' },
  User: { id: 17, username: 'maria', name: null, role: 'customer', isTemporary: false, orderId: null },
  CheckAccountReply: { hasAccount: true },
  VkAuthParams: {
    authorizeUrl: 'https://id.vk.com/authorize',
    clientId: '51234567',
    redirectUri: 'https://stickers62.shop/auth/vk/callback',
    state: 'Zq8xN2vL4pT7wR1s',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    codeChallengeMethod: 's256',
    scope: 'vkid.personal_info',
  },
  OrderList: [
    {
      orderId,
      orderNumber: 1042,
      createDate: placed,
      status: 'Ожидает проверки макетов менеджером',
      sendDate: null,
      manager: 'Анна',
      cost: 5850,
      payed: false,
      stickersCount: 1,
      acrylCount: 1,
      stickersOrderItems: [{ orderItemName: 'Котики', hasFile: true }],
      acrylOrderItems: [{ orderItemName: 'Брелок с лисой', hasFile: true }],
    },
  ],
  CartItemsCount: { count: 2 },
  CartInfo: { orderId, orderNumber: 1042, itemsCount: 2 },
  Order: order,
  OrderPaymentInfo: { orderId, orderNumber: 1042, cost: 5850, payed: false, canPay: true, receiptEmail: null },
  PublicOrderInfo: {
    orderNumber: 1042,
    createDate: placed,
    manager: 'Анна',
    deliveryType: 'CDEK',
    orderItemsCount: 1,
    acrylOrderItemsCount: 1,
    cost: 5850,
    canPay: true,
    proofState: 'none',
    unpricedItemsCount: 0,
    lastRefund: null,
  },
  CreateOrderRequest: { id: '0', ...contacts, saveToProfile: true },
  CreateOrderReply: { orderId, orderNumber: 1042 },
  OrderDeliveryRequest: contacts,
  OrderDeliveryReply: {
    deliveryType: 'CDEK',
    deliveryCost: 350,
    cost: 5850,
    approximalSendDate: '2026-11-25',
    approximalDeliveryDate: '2026-11-28',
  },
  SubmitReply: { orderId, orderNumber: 1042, status: 'Ожидает проверки макетов менеджером' },
  StickerItemSaveBody: { id: 0, ...stickerFields, stickerWidth: 48, stickerHeight: 48 },
  AcrylItemSaveBody: { id: 0, ...acrylFields },
  StickerItem: stickerItem,
  AcrylItem: acrylItem,
  LayoutTemplateList: [
    {
      orderId,
      orderNumber: 1042,
      created: placed,
      item: {
        id: 412,
        name: 'Котики',
        count: 20,
        cuttingType: 'Contour',
        filmType: 'Белая глянцевая',
        laminationType: 'Glossy',
      },
    },
  ],
  FileInfo: { fileName: 'котики.pdf', status: 'Макет загружен', preflight },
  OrderProofs: {
    state: 'awaiting',
    rounds: [
      {
        id: 5,
        number: 1,
        createdAt: '2026-11-21T12:30:00.000Z',
        createdBy: 'Анна',
        note: 'Обводку сделали 2 мм, посмотрите, пожалуйста.',
        itemKind: 'stickers',
        itemName: 'Котики',
        files: [{ id: 31, fileName: 'котики-макет.pdf' }],
        answer: null,
        answeredAt: null,
        answeredBy: null,
        comment: null,
      },
    ],
  },
  AttachProofRequest: {
    note: 'Обводку сделали 2 мм, посмотрите, пожалуйста.',
    itemKind: 'stickers',
    itemName: 'Котики',
    fileIds: [31],
  },
  ProofAnswerRequest: { answer: 'changes', comment: 'Сделайте обводку чуть тоньше.' },
  ProofFile: { id: 31, fileName: 'котики-макет.pdf' },
  Client: { name: 'Мария', receiptEmail: 'maria@example.ru', vk: true },
  ClientProfile: profile,
  ClientProfileUpdate: profile,
  CdekTariffRequest: { cdekPvzCode: 'RYZ3', weight: 1000, orderId: '0' },
  CdekTariffReply: {
    tariff: [{ cost: 350, periodMin: 2, periodMax: 3, code: 136, name: 'Посылка склад-склад' }],
    address: 'Россия, Рязанская обл., Рязань, ул. Есенина, 13',
  },
  CdekCities: [{ code: 61, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' }],
  CdekPoints: [
    {
      code: 'RYZ3',
      type: 'PVZ',
      address: 'ул. Есенина, 13',
      addressFull: 'Россия, Рязанская обл., Рязань, ул. Есенина, 13',
      workTime: 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00',
    },
  ],
  PaymentLinkReply: {
    url: 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2e8a1c4f-000f-5000-8000-1b3c6d9e0a21',
  },
  PaymentStatusReply: { paymentStatus: 'success' },
  OrderViews: [orderView],
  OrderViewTotals: { count: 1, orderCost: 5850, stickersCost: 3600, acrylCost: 1900, deliveryCost: 350 },
  ProductionTotals: {
    orderCount: 1,
    stickerSheets: [
      {
        format: 'A6',
        filmType: 'Белая глянцевая',
        laminationType: 'Glossy',
        cuttingType: 'Contour',
        items: 1,
        sheets: 20,
        colorProofs: 1,
        cost: 3600,
        contours: { ready: 1, needsAttention: 0, vector: 0, pending: 0, none: 0 },
      },
    ],
    acrylPieces: [
      {
        acrylType: 'Брелок',
        materialType: 'Прозрачный 3 мм',
        printType: 'Односторонняя',
        items: 1,
        pieces: 10,
        colorProofs: 0,
        cost: 1900,
      },
    ],
    stickers: { items: 1, sheets: 20, colorProofs: 1, cost: 3600 },
    acryl: { items: 1, pieces: 10, colorProofs: 0, cost: 1900 },
    colorProofs: 1,
  },
  AdminOrder: {
    id: orderId,
    number: 1042,
    clientName: 'Иванова Мария',
    status: 'Ожидает проверки макетов менеджером',
    manager: 'Анна',
    createDate: placed,
    sendDate: null,
    trackNumber: null,
    cost: 5850,
    deliveryCost: 350,
    vkUrl: 'https://vk.com/maria.ivanova',
    comment: null,
    deliveryType: 'CDEK',
    deliveryAddress: null,
    approximalDeliveryDate: '2026-11-28',
    approximalSendDate: '2026-11-25',
    payed: false,
    isUrgent: true,
    isFixedDate: false,
    colorProofStatus: 'Yellow',
    acrylFileName: null,
    acrylFilePreflight: null,
    payments: [
      {
        amount: 5850,
        createDate: '2026-11-21T08:15:00.000Z',
        status: 'canceled',
        outcome: null,
        current: true,
        refund: null,
      },
    ],
    orderItems: [stickerItem],
    acrylOrderItems: [acrylItem],
  },
  OrderUpdate: {
    id: orderId,
    comment: 'Клиент просит отправить до пятницы',
    deliveryType: 'CDEK',
    deliveryAddress: null,
    approximalDeliveryDate: '2026-11-28',
    approximalSendDate: '2026-11-25',
    isPayed: false,
    status: 'В работе',
    isUrgent: true,
  },
  CreateForClientRequest: { clientName: 'Петров Алексей', vkLink: 'https://vk.com/alexey.petrov', comment: null },
  CreateForClientReply: {
    orderId,
    orderNumber: 1043,
    accessLink: 'https://stickers62.shop/login?access_key=k7Qm2xLp9vRt4wNz',
    orderLink: 'https://stickers62.shop/order/3f2b8c1e-6d4a-4b7e-9c21-5a8e0f4d7b19?key=k7Qm2xLp9vRt4wNz',
    expiresAt: '2026-12-20T09:41:05.000Z',
  },
  NewFilmRequest: { name: 'Светоотражающая', pricedLike: 'Белая глянцевая', factor: 1.3, enabled: true },
  NewFilmReply: {
    name: 'Светоотражающая',
    enabled: true,
    // The sticker price example's rows, as this film gets them: each price × 1.3 in whole rubles.
    prices: stickerPrices.map((entry) => ({
      ...entry,
      filmType: 'Светоотражающая',
      printPricingViews: entry.printPricingViews.map(({ minCount, printPrices }) => ({
        minCount,
        printPrices: Object.fromEntries(
          Object.entries(printPrices).map(([format, price]) => [format, Math.round(price * 1.3)]),
        ),
      })),
    })),
  },
  ManagerPriceRequest: { managerPrice: 2400 },
  BulkStatusRequest: { orderIds: [orderId, '7c1d9e2a-4b6f-4e8a-9d3c-2f5b8a1e6c40'], status: 'Готов к отправке' },
  BulkShipmentsRequest: { orderIds: [orderId] },
  BulkOrderResults: {
    results: [
      { orderId, orderNumber: 1042, ok: true, reason: null, status: 'Готов к отправке', trackNumber: null },
      {
        orderId: '7c1d9e2a-4b6f-4e8a-9d3c-2f5b8a1e6c40',
        orderNumber: 1043,
        ok: false,
        reason: 'Заказ оплачен: вернуть его к редактированию нельзя',
        status: 'В работе',
        trackNumber: null,
      },
    ],
  },
  ManagerItemChange: { count: 40, laminationType: 'None' },
  StickerPriceEntries: stickerPrices,
  AcrylPriceEntries: acrylPrices,
  NameList: filmTypes,
  AcrylMaterialCategories: materialCategories,
  AcrylFittings: fittings,
  CompanyList: [company],
  Company: company,
  CompanyRequest: companyFields,
  OrderInvoices: { offered: true, invoices: [invoice], closingDocuments: [] },
  Invoice: invoice,
  IssueInvoiceRequest: { companyId: 3 },
  PublicOrderInvoice: { offered: true, invoice: publicInvoice },
  OrderShipment: {
    state: 'registered',
    cdekNumber: '1523498761',
    tariffCode: 136,
    status: parcelStatus,
    canCancel: false,
    sandbox: false,
  },
  Parcel: {
    deliveryType: 'CDEK',
    sendDate: '2026-11-25',
    trackNumber: '1523498761',
    trackUrl: 'https://www.cdek.ru/ru/tracking?order_id=1523498761',
    status: parcelStatus,
    history: [parcelStatus],
  },
  OrderTimeline: { events: [orderEvent] },
  OrderEvent: orderEvent,
  MailPreferences: { orderNewsEmails: true },
  MailPreferencesRequest: { orderNewsEmails: false },
  BankPaymentList: { payments: [bankPayment] },
  BankPayment: bankPayment,
  Empty: {},
  CdekWebhookBody: { type: 'ORDER_STATUS', uuid: '72753031-2cd4-4a4a-9e2c-6d7b1f0c8e52' },
  StickerCalculatorLookups: { prices: stickerPrices, filmTypes },
  AcrylCalculatorLookups: { prices: acrylPrices, acrylMaterialCategories: materialCategories, acrylFittings: fittings },
  ErrorReply: { statusCode: 400, error: 'Bad Request', message: 'Укажите количество' },
  HealthAnswer: { status: 'ok' },
  // The webhook is answered with JSON null: YooKassa reads only the status.
  PaymentWebhookAnswer: null,
  PaymentWebhookBody: {
    type: 'notification',
    event: 'payment.succeeded',
    object: { id: '2e8a1c4f-000f-5000-8000-1b3c6d9e0a21' },
  },
};

interface ExampleOperation {
  requestBody?: { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>;
}

const componentPrefix = '#/components/schemas/';

/** Writes the example of each JSON request body's and success answer's component beside it. */
export function addExamples(document: { paths?: Record<string, Record<string, ExampleOperation>> }): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const places = [
        operation.requestBody?.content,
        ...Object.entries(operation.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .map(([, response]) => response.content),
      ];
      for (const content of places) {
        const media = content?.['application/json'];
        const reference = media?.schema?.$ref;
        if (!media || !reference?.startsWith(componentPrefix) || 'example' in media) continue;
        const name = reference.slice(componentPrefix.length);
        if (Object.hasOwn(schemaExamples, name)) media.example = structuredClone(schemaExamples[name]);
      }
    }
  }
}
