import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteName } from '@stickers62/core/contract';
import * as contract from '@stickers62/core/contract';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describeFields } from './openapi-descriptions.js';
import { addExamples } from './openapi-examples.js';

/**
 * Names and descriptions of the contract's schemas in the OpenAPI document, kept here rather
 * than in the contract (core ships to browsers; these texts are for partner developers and
 * client generators). A schema registered with an `id` becomes `components.schemas.<id>` and
 * every use of it a `$ref`; as a request body fastify-type-provider-zod calls it `<id>Input`
 * (`openApiComponents` below renames it back where that is free). What no name reaches (an
 * answer built inside a route) is named after its operation in `nameBodiesAndAnswers`.
 */
export const apiSchemas = z.registry<{ id?: string; description?: string; [key: string]: unknown }>();

const named: [string, $ZodType, string][] = [
  ['Credentials', contract.credentials, 'Username and password (sign-up, sign-in, turning a guest into an account)'],
  ['LoginReply', contract.loginReply, 'An access token and the refresh token (also set as the refresh cookie)'],
  ['TokenReply', contract.tokenReply, 'An access token'],
  ['RefreshReply', contract.refreshReply, 'A new access token for the refresh cookie'],
  ['RegisterReply', contract.registerReply, 'The account just created'],
  ['PasswordChange', contract.passwordChange, 'The current and the new password'],
  ['User', contract.user, 'The signed-in user: id, name, role and the open cart'],
  ['CheckAccountReply', contract.checkAccountReply, 'Whether the session belongs to a full account'],
  ['VkAuthParams', contract.vkAuthParams, 'What the VK ID button needs to start signing in'],
  ['OrderList', contract.orderList, "The customer's orders, newest first"],
  ['CartItemsCount', contract.cartItemsCount, 'How many positions the cart holds'],
  ['CartInfo', contract.cartInfo, "The cart: the caller's open order"],
  ['Order', contract.order, 'An order with its sticker and acrylic positions'],
  ['OrderPaymentInfo', contract.orderPaymentInfo, 'What an order costs and whether it is paid'],
  ['PublicOrderInfo', contract.publicOrderInfo, 'What anyone with the order link may see'],
  ['CreateOrderRequest', contract.createOrderRequest, 'The cart placed as an order: contacts and delivery'],
  ['CreateOrderReply', contract.createOrderReply, 'The order just placed'],
  ['OrderDeliveryRequest', contract.orderDeliveryRequest, 'The delivery chosen on the order-link page'],
  ['OrderDeliveryReply', contract.orderDeliveryReply, 'The order after its delivery was chosen'],
  ['SubmitReply', contract.submitReply, 'The order sent to the manager'],
  ['StickerItemSaveBody', contract.stickerItemSaveBody, 'A sticker position to create (id 0) or change'],
  ['AcrylItemSaveBody', contract.acrylItemSaveBody, 'An acrylic position to create (id 0) or change'],
  ['StickerItem', contract.stickerItem, 'A sticker position as stored, with its price'],
  ['AcrylItem', contract.acrylItem, 'An acrylic position as stored, with its price'],
  ['LayoutTemplateList', contract.layoutTemplateList, 'Recently made positions whose layouts can be repeated'],
  ['FileInfo', contract.fileInfo, 'A stored layout file: its name, the position status and the automatic check'],
  ['OrderProofs', contract.orderProofs, "An order's proof rounds with their files and answers"],
  ['AttachProofRequest', contract.attachProofRequest, 'Proof files to send to the customer as a round'],
  ['ProofAnswerRequest', contract.proofAnswerRequest, "The customer's answer to a proof round"],
  ['ProofFile', contract.proofUploadReply, 'A stored proof file not yet sent'],
  ['Client', contract.client, 'The signed-in client'],
  ['ClientProfile', contract.clientProfile, 'Contact and delivery details of the client'],
  ['ClientProfileUpdate', contract.clientProfileUpdate, 'Contact and delivery details to save'],
  ['CdekTariffRequest', contract.cdekTariffRequest, 'Where an order goes by CDEK'],
  ['CdekTariffReply', contract.cdekTariffReply, 'The CDEK tariff and its price'],
  ['CdekCities', contract.cdekCities, 'CDEK cities whose name starts as typed'],
  ['CdekPoints', contract.cdekPoints, 'CDEK pickup points of a city'],
  ['PaymentLinkReply', contract.paymentLinkReply, 'Where to pay the order'],
  ['PaymentStatusReply', contract.paymentStatusReply, 'The payment state of an order'],
  ['OrderViews', contract.orderViews, 'One page of orders for the administrator'],
  ['OrderViewTotals', contract.orderViewTotals, 'Totals of the filtered orders'],
  ['ProductionTotals', contract.productionTotals, 'Sheets, pieces and colour proofs the filtered orders need'],
  ['AdminOrder', contract.adminOrder, 'An order as the administrator sees and edits it'],
  ['OrderUpdate', contract.acceptedOrderUpdate, 'Fields of an order to change; an absent field stays, null clears it'],
  ['CreateForClientRequest', contract.createForClientRequest, 'A client to make an order for'],
  ['CreateForClientReply', contract.createForClientReply, 'The order made and the link that signs the client in'],
  ['NewFilmRequest', contract.newFilmRequest, 'A sticker film to add, priced like an existing one'],
  ['NewFilmReply', contract.newFilmReply, 'The film added with its sticker price rows'],
  ['ManagerPriceRequest', contract.managerPriceRequest, "The manager's price of a position; null clears it"],
  ['BulkStatusRequest', contract.bulkStatusRequest, 'Orders selected in the list and the status to give them'],
  ['BulkShipmentsRequest', contract.bulkShipmentsRequest, 'Orders selected in the list to register with CDEK'],
  ['BulkOrderResults', contract.bulkOrderResults, 'What a bulk action did to each order asked'],
  ['ManagerItemChange', contract.managerItemChange, "The manager's change of an item's count and options"],
  ['StickerPriceEntries', contract.stickerPriceEntries, 'The sticker price table'],
  ['AcrylPriceEntries', contract.acrylPriceEntries, 'The acrylic price table'],
  ['NameList', contract.nameList, 'Names of a reference list, in the order the forms offer them'],
  ['AcrylMaterialCategories', contract.acrylMaterialCategories, 'Acrylic material categories with their materials'],
  ['AcrylFittings', contract.acrylFittings, 'Acrylic fittings with their prices'],
  [
    'StickerCalculatorLookups',
    contract.stickerCalculatorLookups,
    "The sticker calculator's price table and enabled films in one answer",
  ],
  [
    'AcrylCalculatorLookups',
    contract.acrylCalculatorLookups,
    "The acrylic calculator's price table, material categories and fittings in one answer",
  ],
  ['ErrorReply', contract.errorReply, 'Why a call was refused, in Russian for the customer'],
  ['CompanyList', contract.companyList, "The customer's companies, oldest first"],
  ['Company', contract.company, 'A company the customer buys for: the buyer an invoice is made out to'],
  ['CompanyRequest', contract.companyFields, "A company's details to save (core checks the numbers)"],
  ['OrderInvoices', contract.orderInvoices, "An order's invoices and whether paying by invoice is offered"],
  [
    'ClosingDocument',
    contract.closingDocumentSummary,
    'A closing document of an order paid by invoice, after shipment',
  ],
  ['Invoice', contract.invoiceSummary, 'An invoice of an order (счёт на оплату)'],
  ['IssueInvoiceRequest', contract.issueInvoiceRequest, 'The company to make the invoice out to'],
  [
    'PublicOrderInvoice',
    contract.publicOrderInvoice,
    "The order's invoice as whoever holds the order's link sees it (the order-link page)",
  ],
  ['OrderShipment', contract.adminShipment, "The order's CDEK shipment as the manager sees it"],
  ['Parcel', contract.parcel, 'The parcel of a sent order as its customer follows it'],
  ['BankPaymentList', contract.bankPaymentList, 'Incoming payments of bank statements and what the shop made of each'],
  ['BankPayment', contract.bankPaymentView, 'An incoming payment of a bank statement, matched to an invoice or not'],
  ['OrderTimeline', contract.orderTimeline, "An order's history, oldest first"],
  ['OrderEvent', contract.orderEvent, 'One change of an order: when, who, what and its details'],
  ['MailPreferences', contract.mailPreferences, "The customer's e-mail settings"],
  ['MailPreferencesRequest', contract.mailPreferencesRequest, "The customer's e-mail settings to save"],
];
for (const [id, schema, description] of named) apiSchemas.add(schema, { id, description });

/**
 * A number in a query string or path travels as text but is a number: the document says
 * `integer` (a generated client takes a number) while the route still reads the text.
 */
apiSchemas.add(contract.queryInt, { type: 'integer', minimum: 0, maximum: 999_999_999, pattern: undefined });
/** Likewise a yes-or-no filter: `true` or `false` in the query, a boolean to a generated client. */
apiSchemas.add(contract.queryBoolean, { type: 'boolean', enum: undefined });

export const openApiTransform: SwaggerTransform = createJsonSchemaTransform({ schemaRegistry: apiSchemas });
const addComponents = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas });

/** The document fastify-swagger built, with the registered schemas as `components.schemas`. */
export function withNamedSchemas(document: Parameters<typeof addComponents>[0]) {
  return addComponents(document);
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

interface MediaType {
  schema?: Record<string, unknown>;
  example?: unknown;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
}

const componentPrefix = '#/components/schemas/';
const pascal = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;

const bytes = { schema: { type: 'string', format: 'binary' } };
/** The body of a layout or proof upload: the file's bytes as they are, its name in the `fileName` query. */
const fileBody = {
  description: 'The file, byte for byte; its name goes in the fileName query parameter',
  required: true,
  content: { 'application/octet-stream': bytes },
};
/** The uploads, whose routes read the bytes with a parser of their own (no body schema to document). */
const uploadBodies: Record<string, Operation['requestBody']> = {
  uploadFile: fileBody,
  uploadProofFile: fileBody,
  uploadBankStatement: {
    description: 'The statement file as the bank gave it (1CClientBankExchange in CP1251 or CP866), byte for byte',
    required: true,
    content: { 'application/octet-stream': bytes, 'text/plain': bytes },
  },
};

/** Each JSON body and success answer, with the name and description a component made of it takes. */
function eachSchemaPlace(
  document: Document,
  visit: (media: MediaType, name: string, description: string) => void,
): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const id = pascal(operation.operationId ?? 'operation');
      const summary = operation.summary ?? operation.operationId ?? 'this call';
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        visit(media, `${id}Body`, `The request body of "${summary}"`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const media of Object.values(response.content ?? {}))
          visit(media, `${id}Answer`, `The answer of "${summary}"`);
      }
    }
  }
}

function isEmptyObject(schema: Record<string, unknown>): boolean {
  const properties = schema.properties as object | undefined;
  return (
    schema.type === 'object' && (!properties || Object.keys(properties).length === 0) && !schema.additionalProperties
  );
}

function replaceReferences(node: unknown, from: string, to: string): void {
  if (Array.isArray(node)) {
    for (const item of node) replaceReferences(item, from, to);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.$ref === from) record.$ref = to;
  for (const value of Object.values(record)) replaceReferences(value, from, to);
}

function referencesIn(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) referencesIn(item, found);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith(componentPrefix)) {
    found.add(record.$ref.slice(componentPrefix.length));
  }
  for (const value of Object.values(record)) referencesIn(value, found);
}

/**
 * Every JSON request body and success answer as a named component: the two uploads take their
 * bytes as `application/octet-stream`; an inline JSON schema moves to `components.schemas`
 * under its operation's name (`<OperationId>Body`, `<OperationId>Answer`; equal schemas share
 * the first name); `<id>Input` becomes `<id>` where no answer uses that name or both are the
 * same; components nothing refers to are dropped (Redocly warns of them).
 */
export function nameBodiesAndAnswers<Value extends object>(value: Value): Value {
  const document = value as Document;
  const components = document.components ?? {};
  const schemas = components.schemas ?? {};
  document.components = { ...components, schemas };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const upload = uploadBodies[operation.operationId ?? ''];
      if (upload) operation.requestBody = structuredClone(upload);
    }
  }
  const byShape = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) byShape.set(JSON.stringify(schema), name);
  eachSchemaPlace(document, (media, name, description) => {
    const schema = media.schema;
    if (!schema || typeof schema.$ref === 'string' || schema.format === 'binary') return;
    const shape = JSON.stringify(schema);
    // `{}`: nothing to say (a deletion, a webhook's receipt), one component for every such answer.
    if (isEmptyObject(schema)) {
      schemas.Empty ??= { ...schema, description: 'An empty object: the call has nothing to report' };
      byShape.set(shape, 'Empty');
    }
    let component = byShape.get(shape);
    if (!component) {
      // A route without an operation id yet is named `Operation…`: a second shape gets `…2`.
      component = name;
      for (let suffix = 2; schemas[component]; suffix++) component = `${name}${suffix}`;
      schemas[component] = { ...schema, description: schema.description ?? description };
      byShape.set(shape, component);
    }
    media.schema = { $ref: `${componentPrefix}${component}` };
  });
  for (const name of Object.keys(schemas)) {
    if (!name.endsWith('Input')) continue;
    const plain = name.slice(0, -'Input'.length);
    const used = new Set<string>();
    referencesIn(document.paths, used);
    for (const [other, schema] of Object.entries(schemas)) if (other !== plain) referencesIn(schema, used);
    if (!used.has(plain) || JSON.stringify(schemas[plain]) === JSON.stringify(schemas[name])) {
      schemas[plain] = schemas[name] as Record<string, unknown>;
      delete schemas[name];
      replaceReferences(document, `${componentPrefix}${name}`, `${componentPrefix}${plain}`);
    }
  }
  // Reachable from the paths, then from what they reach.
  const reachable = new Set<string>();
  referencesIn(document.paths, reachable);
  for (let size = -1; size !== reachable.size; ) {
    size = reachable.size;
    for (const name of [...reachable]) referencesIn(schemas[name], reachable);
  }
  for (const name of Object.keys(schemas)) if (!reachable.has(name)) delete schemas[name];
  return value;
}

/**
 * One description per call (the summary says what it is; this says who may call it and what
 * it does), in English like the summaries of openapi-document.ts.
 */
const operationDescriptions: Record<RouteName, string> = {
  refresh:
    'Public. Reads the httpOnly refresh cookie and answers a new access token; the cookie is rotated. Refused from another site (Origin check).',
  login: 'Public. Checks the username and password and answers an access token; the refresh cookie is set.',
  loginWithAccessKey:
    'Public. Exchanges a one-time access key (from a link the manager sent) for a temporary session on its order.',
  register: 'Public. Creates a customer account and signs it in (the refresh cookie is set).',
  logout: 'Public. Forgets the refresh token of the cookie and clears the cookie.',
  verify: 'Bearer token. Answers 200 while the access token is valid.',
  user: 'Bearer token. The signed-in user: id, username, role and the open cart.',
  vkAuthParams: 'Public. The client id, redirect address, state and PKCE challenge the VK ID button starts with.',
  vkAuth: 'Public. VK ID redirects here with a code; the shop exchanges it and answers an access token.',
  checkAccount: 'Bearer token. Whether the session is a full account or a guest one (made by an access key).',
  convertToAccount: 'Bearer token of a guest session. Gives the session a username and password.',
  changePassword: 'Bearer token. Changes the password after checking the current one; other sessions end.',
  orderList: 'Bearer token. The orders of the signed-in customer; `active` keeps only the ones not yet done.',
  cartItemsCount: 'Bearer token. How many positions the cart holds (the badge of the cart link).',
  cart: 'Bearer token. The cart: the open order the customer is building, with its positions.',
  orderPaymentInfo: "Bearer token (the order's customer or staff). What the order costs and whether it is paid.",
  createOrderFromCart:
    'Bearer token. Places the cart as an order with the contacts and delivery given; the delivery price is confirmed with CDEK.',
  order: "Bearer token (the order's customer or staff). An order with its positions; id `0` is the cart.",
  submitToManager: "Bearer token (the order's customer). Sends the order to the manager; editing closes.",
  publicOrderInfo: 'Public. What anyone with the order link may see: number, status, cost and whether it can be paid.',
  chooseOrderDelivery: "Bearer token (the order's customer). Chooses the delivery while the order-link page offers it.",
  saveStickerItem:
    "Bearer token (the order's customer or staff). Creates (item id 0) or changes a sticker position of an editable order; the answer carries its price.",
  saveAcrylItem:
    "Bearer token (the order's customer or staff). Creates (item id 0) or changes an acrylic position of an editable order; the answer carries its price.",
  deleteStickerItem: "Bearer token (the order's customer or staff). Deletes a sticker position of an editable order.",
  deleteAcrylItem: "Bearer token (the order's customer or staff). Deletes an acrylic position of an editable order.",
  recentStickerItems: 'Bearer token. Sticker positions the customer made before, newest first, to repeat a layout.',
  recentAcrylItems: 'Bearer token. Acrylic positions the customer made before, newest first, to repeat a layout.',
  uploadFile:
    "Bearer token (the order's customer or staff). Stores the layout file of a position (or the order's general acrylic file, item name `__general__`): the body is the file's bytes as `application/octet-stream`, its name the `fileName` query. The answer carries the automatic check of the file.",
  deleteFile: "Bearer token (the order's customer or staff). Deletes the layout file of a position.",
  fileContour:
    "Bearer token (the order's customer or staff). The cut contour traced from the layout of a position cut along its shape, in the format the query names.",
  fileName: 'Bearer token. The name and status of the layout file of a position.',
  downloadFile: 'Bearer token. The layout file as it was uploaded.',
  filePreview: 'Bearer token (or the token in the query, for an <img>). A preview image of the layout file.',
  fileImage: 'Bearer token (or the token in the query, for an <img>). The layout as an image a browser shows.',
  orderProofs: "Bearer token (the order's customer or staff). The proof rounds of the order.",
  attachProof: 'Bearer token (manager or administrator). Sends uploaded proof files to the customer as a round.',
  answerProof: "Bearer token (the order's customer). Approves a proof round or asks for changes.",
  uploadProofFile:
    'Bearer token (manager or administrator). Stores a proof file for the round being prepared: the body is the file as `application/octet-stream`, its name the `fileName` query.',
  proofFilePreview: 'Bearer token (or the token in the query). A preview image of a proof file.',
  proofFileImage: 'Bearer token (or the token in the query). A proof file as an image a browser shows.',
  fittingPreview: 'Public. A picture of an acrylic fitting.',
  referenceList: 'Public. A reference list the calculators offer.',
  stickerPrices: 'Public, cached (ETag). The sticker price table the calculators price with.',
  stickerCalculatorLookups:
    'Public, cached (ETag). What the sticker calculator reads before its first price in one answer: the price table and the enabled films.',
  acrylCalculatorLookups:
    'Public, cached (ETag). What the acrylic calculator reads before its first price in one answer: the price table, the material categories and the fittings.',
  acrylPrices: 'Public, cached (ETag). The acrylic price table the calculators price with.',
  client: 'Bearer token. The signed-in client.',
  clientInformation: 'Bearer token. The contact and delivery details the client saved.',
  saveClientInformation: 'Bearer token. Saves the contact and delivery details of the client.',
  cdekTariffs: 'Bearer token. The CDEK tariff and price for delivering the order to the address or point given.',
  cdekCities:
    'Bearer token (a guest session too). CDEK cities whose name starts with the text typed; searches per caller are limited.',
  cdekDeliveryPoints:
    'Bearer token (a guest session too). CDEK pickup points and parcel lockers of a city; searches per caller are limited.',
  createPaymentLink:
    "Public (the order link is the key). A YooKassa payment link for the order's current terms; the receipt goes to the e-mail or phone given.",
  isPaymentCompleted: 'Public (the order link is the key). Asks YooKassa whether the order is paid.',
  paymentWebhook: 'YooKassa only (checked by source address and by asking YooKassa). A payment or refund changed.',
  orderViews: 'Bearer token (manager or administrator). One page of the orders that match the filters.',
  orderViewTotals: 'Bearer token (manager or administrator). Totals of the orders that match the filters.',
  orderViewsCsv: 'Bearer token (manager or administrator). The orders that match the filters as a CSV download.',
  productionTotals:
    'Bearer token (manager or administrator). Sheets, pieces and colour proofs the filtered orders need.',
  productionTotalsCsv: 'Bearer token (manager or administrator). The production totals as a CSV download.',
  adminOrder: 'Bearer token (manager or administrator). An order with everything the edit dialog shows.',
  updateOrderInformation:
    'Bearer token (manager or administrator). Changes the fields given; an absent field stays, null clears it.',
  createOrderForClient:
    'Bearer token (manager or administrator). Makes an order for a client and a link that signs the client in.',
  addFilm:
    'Bearer token (administrator). Adds a sticker film with a price row for every row of the film it is priced like, each price × factor rounded to whole rubles, in one transaction; the price tables and the calculators answer it at once. A taken name (409), an unknown film to copy (404) or a bad field (400) changes nothing.',
  setItemManagerPrice:
    'Bearer token (manager or administrator). Sets or clears the price of a position the calculators cannot price; refused once the order is paid.',
  changeItemAsManager:
    'Bearer token (manager or administrator). Changes an item’s count and options and prices the order again; closes open payment links; refused once the order is paid.',
  removeItemAsManager:
    'Bearer token (manager or administrator). Removes an item and prices the order again; closes open payment links; refused once the order is paid.',
  bulkOrderStatus:
    'Bearer token (manager or administrator). Gives each order the status, each under its own lock as the edit dialog saves it; one result per order (done, or why not in Russian: not found, a cart, a paid order sent back to editing).',
  bulkRegisterShipments:
    'Bearer token (manager or administrator). Registers the CDEK shipment of each order as the single registration does (one shipment per order, a second call answers the same); one result per order, CDEK refusals in Russian.',
  orderShipment:
    'Manager or administrator. The CDEK shipment of the order: state, CDEK number, latest status, whether CDEK still allows cancelling.',
  registerShipment:
    "Manager or administrator. Registers the paid CDEK order with CDEK (our number, the checkout's tariff, the customer's point); a second call answers the same shipment. CDEK's refusals come back in Russian, the order unchanged.",
  cancelShipment:
    'Manager or administrator. Deletes the order at CDEK while CDEK has not taken the parcel; clears the track number.',
  shipmentLabel: 'Manager or administrator. The barcode label PDF, made by CDEK and downloaded by the shop.',
  shipmentWaybill: 'Manager or administrator. The waybill PDF, made by CDEK and downloaded by the shop.',
  advanceSandboxShipment:
    'Manager or administrator, CDEK sandbox only. Moves the parcel to its next status, as CDEK would later.',
  orderParcel:
    "Bearer token of the order's owner or staff. Send date, track number with the carrier's tracking page, and the parcel's statuses, newest first.",
  companies:
    'Bearer token. The companies the customer buys for, oldest first: the buyers an invoice can be made out to.',
  createCompany:
    'Bearer token. Adds a company; ИНН, КПП and ОГРН/ОГРНИП are checked by core’s rules (check digits), a refusal names the field in Russian.',
  updateCompany: 'Bearer token. Changes one of the caller’s own companies; another’s answers 404 as a missing one.',
  deleteCompany: 'Bearer token. Removes one of the caller’s own companies; invoices keep the buyer as it was.',
  orderInvoices:
    'Bearer token (the order’s customer, or staff). Newest first; an open invoice whose order no longer has its amount is voided on the way; the closing documents once shipped.',
  issueInvoice:
    'Bearer token (the order’s customer, or staff). One open invoice per order: the same company and amount give back the open one; another voids it first. The accountant is e-mailed the PDF.',
  invoicePdf:
    'Bearer token (the order’s customer, or staff). The same bytes whenever it is downloaded: drawn from what the invoice kept when issued.',
  publicOrderInvoice:
    'Public: the order’s id is the key, as for paying by card. The order’s latest invoice that still counts (open or paid; an open one whose order no longer has its amount is voided on the way), without the buyer’s details; issuing one stays the owner’s (issueInvoice).',
  publicInvoicePdf:
    'Public: the order’s id is the key. The PDF of that order’s open or paid invoice, the same bytes as the owner’s; another order’s or a void invoice answers 404.',
  markInvoicePaid:
    'Bearer token (manager or administrator). Pays the order when the invoice is open and still for the order’s amount; kept on the timeline.',
  closingDocumentPdf:
    'Bearer token (the order’s customer, or staff). upd.pdf, or torg12.pdf and act.pdf as CLOSING_DOCUMENTS says: made on shipment, each kind numbered in its own sequence per year; 409 before.',
  uploadBankStatement:
    'Bearer token (manager or administrator). The file as the bank gave it (Кодировка=Windows or DOS); each incoming payment is recorded once and matched by the invoice number and payer ИНН; the same statement again changes nothing.',
  bankPayments:
    'Bearer token (manager or administrator). Newest first, at most 100: paid, short, over, void invoice, unknown or reverted, with the reason.',
  cdekWebhook:
    'CDEK. An ORDER_STATUS delivery; CDEK signs nothing, so it only names the parcel the shop re-reads from CDEK. Always 200.',
  health: 'Public. Answers 200 while the process runs.',
  ready: 'Public. Answers 200 while the database answers, 503 otherwise.',
};

/**
 * Writes each operation's description (reference lists share theirs), the descriptions of the
 * fields and parameters (openapi-descriptions.ts) and the examples (openapi-examples.ts).
 */
export function describeOperations<Value extends object>(value: Value): Value {
  const document = value as Document;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const id = operation.operationId ?? '';
      const name = (id.startsWith('referenceList') ? 'referenceList' : id) as RouteName;
      operation.description ??= operationDescriptions[name];
    }
  }
  describeFields(document);
  addExamples(document);
  return value;
}
