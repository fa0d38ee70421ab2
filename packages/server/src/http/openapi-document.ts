import { type ReferenceListName, type RouteName, referenceListPaths, routes } from '@stickers62/core/contract';

/**
 * One English summary per call of core's route table: the OpenAPI document is read by partner
 * developers and client generators (operation ids become method names), so every operation
 * gets a stable id, the route table's name, and a summary; the wire stays as the spec wrote it.
 */
const summaries: Record<RouteName, string> = {
  refresh: 'Exchange the refresh cookie for a new access token',
  login: 'Sign in with a username and password',
  loginWithAccessKey: 'Sign in with a one-time access key',
  register: 'Create an account',
  logout: 'Sign out and forget the refresh cookie',
  verify: 'Check the access token',
  user: 'The signed-in user',
  vkAuthParams: 'Parameters for signing in with VK ID',
  vkAuth: 'Finish signing in with VK ID',
  checkAccount: 'Whether the signed-in user has a full account',
  convertToAccount: 'Turn a guest session into an account',
  changePassword: 'Change the password',
  orderList: 'Orders of the signed-in customer',
  cartItemsCount: 'Number of items in the cart',
  cart: 'The cart',
  orderPaymentInfo: 'What an order costs and whether it is paid',
  createOrderFromCart: 'Place the cart as an order',
  order: 'An order with its items',
  submitToManager: 'Send an order to the manager',
  publicOrderInfo: 'Public facts of an order (for the payment widget)',
  chooseOrderDelivery: "Choose the open delivery of an order on the order-link page (the order's customer)",
  saveStickerItem: 'Create or change a sticker item',
  saveAcrylItem: 'Create or change an acrylic item',
  deleteStickerItem: 'Delete a sticker item',
  deleteAcrylItem: 'Delete an acrylic item',
  recentStickerItems: 'Recently made sticker items',
  recentAcrylItems: 'Recently made acrylic items',
  uploadFile: 'Upload a layout file of an item',
  deleteFile: 'Delete a layout file of an item',
  fileName: 'Name of a layout file of an item',
  downloadFile: 'Download a layout file of an item',
  filePreview: 'Preview image of a layout file',
  fileImage: 'Full image of a layout file',
  fileContour: 'Cut contour of a layout file (SVG, PDF, or PDF with the artwork)',
  orderProofs: 'Proof rounds of an order with their files and answers',
  attachProof: 'Send a proof to the customer (staff)',
  answerProof: "Approve a proof or ask for changes (the order's customer)",
  uploadProofFile: 'Upload a proof file for a round being prepared (staff)',
  proofFilePreview: 'Preview image of a proof file',
  proofFileImage: 'Full image of a proof file',
  fittingPreview: 'Picture of an acrylic fitting',
  referenceList: 'Reference list',
  stickerPrices: 'Sticker price table',
  acrylPrices: 'Acrylic price table',
  stickerCalculatorLookups: "The sticker calculator's prices and enabled films in one answer",
  acrylCalculatorLookups: "The acrylic calculator's prices, material categories and fittings in one answer",
  client: 'The signed-in client',
  clientInformation: 'Contact and delivery details of the client',
  saveClientInformation: 'Save contact and delivery details of the client',
  cdekTariffs: 'CDEK delivery tariffs for an order',
  cdekCities: 'CDEK cities whose name starts as typed',
  cdekDeliveryPoints: 'CDEK pickup points of a city',
  createPaymentLink: 'Create a YooKassa payment link for an order',
  isPaymentCompleted: 'Whether an order is paid',
  paymentWebhook: 'YooKassa payment notification',
  orderViews: 'Orders for the administrator (filtered, paged)',
  orderViewTotals: 'Totals of the filtered orders',
  orderViewsCsv: 'Filtered orders as CSV',
  productionTotals: 'Production totals of the filtered orders: sheets, pieces, colour proofs',
  productionTotalsCsv: 'Production totals of the filtered orders as CSV',
  adminOrder: 'An order as the administrator sees it',
  updateOrderInformation: 'Change order information (administrator)',
  createOrderForClient: 'Create an order for a client (administrator)',
  addFilm: 'Add a sticker film priced like an existing one (administrator)',
  bulkOrderStatus: 'Change the status of several orders (manager)',
  bulkRegisterShipments: 'Register the CDEK shipments of several orders (manager)',
  setItemManagerPrice: "Set or clear the manager's price of an item core cannot price (administrator)",
  changeItemAsManager: "Change an item's count and options before payment (manager)",
  removeItemAsManager: 'Remove an item before payment (manager)',
  orderShipment: "An order's CDEK shipment (manager)",
  registerShipment: "Register an order's CDEK shipment (manager)",
  cancelShipment: "Cancel an order's CDEK shipment while CDEK allows (manager)",
  shipmentLabel: "The CDEK label PDF of an order's shipment (manager)",
  shipmentWaybill: "The CDEK waybill PDF of an order's shipment (manager)",
  advanceSandboxShipment: 'Move a sandbox parcel to its next status (manager, CDEK sandbox only)',
  orderParcel: 'The parcel of an order as its customer follows it',
  companies: "The signed-in customer's companies",
  createCompany: 'Add a company to the profile',
  updateCompany: "Change one of the customer's companies",
  deleteCompany: "Remove one of the customer's companies",
  orderInvoices: "An order's invoices, whether paying by invoice is offered, and its closing documents",
  issueInvoice: "Issue the order's invoice to one of its customer's companies",
  invoicePdf: 'The invoice as a PDF, with the bank payment QR code',
  publicOrderInvoice: "The order's invoice for whoever holds the order's link (the order-link page)",
  publicInvoicePdf: "The order's invoice as a PDF for whoever holds the order's link",
  markInvoicePaid: 'Mark an invoice paid by hand (manager)',
  closingDocumentPdf: 'A closing document of an order paid by invoice, after shipment (PDF)',
  uploadBankStatement: 'Upload a bank statement (1CClientBankExchange) and match its incoming payments (manager)',
  bankPayments: 'The latest payments read from bank statements, with what each came to (manager)',
  cdekWebhook: "CDEK's ORDER_STATUS webhook",
  health: 'Liveness probe',
  ready: 'Readiness probe (database reachable)',
};

const referenceListTitles: Record<ReferenceListName, string> = {
  laminationTypes: 'lamination types',
  cuttingTypes: 'cutting types',
  filmTypes: 'film types',
  acrylMaterialTypes: 'acrylic material types',
  acrylMaterialCategories: 'acrylic material categories',
  acrylTypes: 'acrylic item types',
  acrylPrintTypes: 'acrylic print types',
  acrylFittings: 'acrylic fittings',
};

interface Naming {
  operationId: string;
  summary: string;
}

/** `/api/web/orders/:id` → `/api/web/orders/{id}`, as the document writes paths. */
const documentPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** Operation id and summary by `METHOD /document/path`. */
const namings = new Map<string, Naming>();
for (const name of Object.keys(summaries) as RouteName[]) {
  const route = routes[name];
  if (name === 'referenceList') {
    for (const list of Object.keys(referenceListPaths) as ReferenceListName[]) {
      const path = route.path.replace(':list', referenceListPaths[list]);
      namings.set(`${route.method} ${path}`, {
        operationId: `${name}${list[0]?.toUpperCase()}${list.slice(1)}`,
        summary: `${summaries[name]}: ${referenceListTitles[list]}`,
      });
    }
  } else {
    namings.set(`${route.method} ${documentPath(route.path)}`, { operationId: name, summary: summaries[name] });
  }
}

/**
 * The error body every refusal carries, for the statuses added here: core's `errorReply`, which
 * openapi-schemas.ts names `ErrorReply` (the routes' own refusals refer to it already).
 */
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } };

const binary = { schema: { type: 'string', format: 'binary' } };
const notModified = { description: 'Not modified since the ETag given in If-None-Match' };

/**
 * Answers the routes cannot state through their zod response schemas, written into the document
 * here: bytes and streams the handlers send past the serializer, a cached view's 304, and the
 * Origin check's 403 that comes before the route.
 */
const answersOutsideRouteSchemas: Partial<Record<string, Record<string, DocumentResponse>>> = {
  downloadFile: { '200': { description: 'The file as uploaded', content: { 'application/octet-stream': binary } } },
  fileImage: { '200': { description: 'The layout as an image a browser shows', content: { 'image/*': binary } } },
  fileContour: {
    '200': {
      description: 'The cut contour in millimetres (SVG), a PDF with it in the CutContour separation, or as JSON',
      content: {
        'image/svg+xml': binary,
        'application/pdf': binary,
        // A ContourResult (core's contract/contour.ts).
        'application/json': {
          schema: { type: 'object', additionalProperties: true },
          example: {
            status: 'ready',
            widthMm: 54,
            heightMm: 54,
            bleedMm: 2,
            pathMm: 'M27 5L49 27 27 49 5 27Z',
            nodes: 4,
            findings: [],
          },
        },
      },
    },
  },
  filePreview: {
    '200': { description: 'A preview image (an SVG placeholder while it is made)', content: { 'image/*': binary } },
  },
  fittingPreview: { '200': { description: 'PNG picture of the fitting', content: { 'image/png': binary } } },
  orderViewsCsv: {
    '200': { description: 'CSV for Russian Excel (UTF-8 with BOM, semicolons)', content: { 'text/csv': binary } },
  },
  productionTotalsCsv: {
    '200': { description: 'CSV for Russian Excel (UTF-8 with BOM, semicolons)', content: { 'text/csv': binary } },
  },
  proofFileImage: { '200': { description: 'The proof as an image a browser shows', content: { 'image/*': binary } } },
  proofFilePreview: {
    '200': {
      description: 'A preview of the proof (an SVG placeholder while it is made)',
      content: { 'image/*': binary },
    },
  },
  shipmentLabel: { '200': { description: 'The CDEK barcode label (PDF)', content: { 'application/pdf': binary } } },
  shipmentWaybill: { '200': { description: 'The CDEK waybill (PDF)', content: { 'application/pdf': binary } } },
  closingDocumentPdf: {
    '200': { description: 'The УПД, товарная накладная or акт (PDF)', content: { 'application/pdf': binary } },
  },
  invoicePdf: {
    '200': { description: 'The invoice (PDF) with its payment QR code', content: { 'application/pdf': binary } },
  },
  publicInvoicePdf: {
    '200': { description: 'The invoice (PDF) with its payment QR code', content: { 'application/pdf': binary } },
  },
  // orders/delivery-cost.ts: CDEK could not confirm the chosen tariff's price just now.
  createOrderFromCart: { '503': { description: 'CDEK is unavailable: try again in a minute', content: errorContent } },
  chooseOrderDelivery: { '503': { description: 'CDEK is unavailable: try again in a minute', content: errorContent } },
  // security/origin.ts refuses a refresh or logout sent from another site before the route runs.
  refresh: { '403': { description: 'Sent from another site', content: errorContent } },
  logout: { '403': { description: 'Sent from another site', content: errorContent } },
  stickerPrices: { '304': notModified },
  acrylPrices: { '304': notModified },
  stickerCalculatorLookups: { '304': notModified },
  acrylCalculatorLookups: { '304': notModified },
};

const bodyMethods = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Refusals Fastify and the body deadlines answer before a handler runs, so that no route schema
 * lists them (the suites met each): a call that may carry a body answers 408 when the body is
 * late (security/body-deadlines.ts), 415 for a content type it does not parse and 400 for a body
 * that does not parse or validate; a call with parameters answers 400 when they do not validate.
 */
function refusalsBeforeTheRoute(method: string, operation: DocumentOperation): string[] {
  if (bodyMethods.has(method)) return ['400', '408', '415'];
  return operation.parameters?.length ? ['400'] : [];
}

/** Any call may meet the database unreachable (an outage, a restart): 503, try again later (errors.ts). */
const answersOfEveryCall = ['503'];

interface DocumentResponse {
  description?: string;
  content?: Record<string, unknown>;
}

interface DocumentOperation {
  parameters?: { name: string; schema?: Record<string, unknown> }[];
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, DocumentResponse>;
}

interface Document {
  info?: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, DocumentOperation>>;
  components?: Record<string, unknown>;
}

/**
 * OpenAPI 3.0's `nullable` admits null only where every other keyword admits it too, and the
 * zod conversion puts a nullable date's checks in an `allOf` of plain strings and a nullable
 * enum's values in an `enum` without null: a validating client (Stoplight Prism) refused
 * `approximalSendDate: null`. Each part of such a schema is made nullable, and null joins the enum.
 */
function admitNulls(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) admitNulls(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true) {
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const parts = schema[key];
      if (!Array.isArray(parts)) continue;
      for (const part of parts) if (typeof part === 'object' && part !== null) part.nullable = true;
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) admitNulls(value);
}

/**
 * Parameters that are numbers although their route takes text: the filter's order number (read
 * with a pattern), the CDEK city code and the manager's item id (checked in the route, which
 * answers a bad one in Russian). A generated client sends a number; the server reads the digits.
 */
const numberParameters: Record<string, Record<string, unknown>> = {
  orderNumber: { type: 'integer', minimum: 0, maximum: 999_999_999 },
  cityCode: { type: 'integer', minimum: 1, maximum: 999_999_999 },
  itemId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
};

function typeNumberParameters(operation: DocumentOperation): void {
  for (const parameter of operation.parameters ?? []) {
    const number = numberParameters[parameter.name];
    if (number && parameter.schema?.type !== 'integer') parameter.schema = { ...number };
  }
}

/** Statuses whose answers carry no body (RFC 9110), whatever the route's schema says. */
const bodilessStatuses = new Set(['204', '304']);

/**
 * Finishes the document fastify-swagger builds from the routes' schemas, so that a client
 * generator can trust it: ids and summaries from the route table, `security: []` written out on
 * the public operations (the bearer ones declare it in their route), no body on 204, and the
 * shop's own address as the server.
 */
export function finishOpenApiDocument<Value extends object>(document: Value, publicUrl: string): Value {
  const finished = document as Document;
  finished.info = { ...finished.info, license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' } };
  finished.servers = [{ url: publicUrl, description: 'This shop' }];
  admitNulls(finished.paths);
  admitNulls(finished.components?.schemas);
  for (const [path, operations] of Object.entries(finished.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const naming = namings.get(`${method.toUpperCase()} ${path}`);
      if (naming) Object.assign(operation, naming);
      // Routes beside the table (invoices) name their operation in their own schema.
      const extra = answersOutsideRouteSchemas[naming?.operationId ?? operation.operationId ?? ''];
      // A copy: nameBodiesAndAnswers replaces an inline schema in place, and the next app built
      // in this process (a test worker's next file) must find the module's answers as written.
      if (extra) operation.responses = { ...operation.responses, ...structuredClone(extra) };
      operation.security ??= [];
      typeNumberParameters(operation);
      for (const status of [...refusalsBeforeTheRoute(method, operation), ...answersOfEveryCall]) {
        if (operation.responses?.[status]) continue;
        const refusal = { description: describeStatus(status), content: errorContent };
        operation.responses = { ...operation.responses, [status]: refusal };
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (bodilessStatuses.has(status)) delete response.content;
        if (response.description === 'Default Response') response.description = describeStatus(status);
      }
    }
  }
  return document;
}

const statusDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'Done, no body',
  '304': 'Not modified since the ETag given in If-None-Match',
  '400': 'Bad request (the message says what to fix)',
  '401': 'Not signed in, or the access token expired',
  '403': 'Not allowed',
  '404': 'Not found',
  '408': 'The request body did not arrive in time',
  '409': 'Conflict with the current state',
  '413': 'The request body is too large',
  '415': 'Unsupported file type',
  '429': 'Too many requests; retry after the time in Retry-After',
  '503': 'A service the shop depends on is unavailable',
};

function describeStatus(status: string): string {
  return statusDescriptions[status] ?? 'Response';
}
