/**
 * Method and path of every call, one exported constant per call, read as the `routes` table
 * (`routes.ts` re-exports this module as a namespace). A constant per call, rather than one
 * object literal, lets a bundler keep only the calls a script makes: an element script that
 * loads prices carries three paths, not all of them (packages/widgets/README.md, "Where the
 * bytes go"). Paths use `:name` for parameters (Fastify's syntax); `buildPath` fills them in.
 * The paths of ordering-area section 7 are the spec's; the purpose-named calls of
 * checkout-admin-pages section 7 got theirs here (docs/decisions/0002-purpose-named-calls.md lists them).
 */

// Auth
export const refresh = { method: 'POST', path: '/api/auth/refresh' } as const;
export const login = { method: 'POST', path: '/api/auth/login' } as const;
export const loginWithAccessKey = { method: 'GET', path: '/api/auth/login' } as const;
export const register = { method: 'POST', path: '/api/auth/register' } as const;
export const logout = { method: 'POST', path: '/api/auth/logout' } as const;
export const verify = { method: 'GET', path: '/api/auth/verify' } as const;
export const user = { method: 'GET', path: '/api/user' } as const;
export const vkAuthParams = { method: 'GET', path: '/api/web/auth/vkauth-params' } as const;
export const vkAuth = { method: 'GET', path: '/api/web/auth/vkauth' } as const;
export const checkAccount = { method: 'GET', path: '/api/web/auth/check-account' } as const;
export const convertToAccount = { method: 'POST', path: '/api/web/auth/convert-to-account' } as const;
export const changePassword = { method: 'POST', path: '/api/web/auth/change-password' } as const;

// Orders and cart
export const orderList = { method: 'GET', path: '/api/web/orders/list' } as const;
export const cartItemsCount = { method: 'GET', path: '/api/web/orders/get-cart-items-count' } as const;
export const cart = { method: 'GET', path: '/api/web/cart' } as const;
export const orderPaymentInfo = { method: 'GET', path: '/api/web/orders/payment/:id' } as const;
export const createOrderFromCart = { method: 'POST', path: '/api/web/orders/create-order-from-cart' } as const;
export const order = { method: 'GET', path: '/api/web/orders/:id' } as const;
export const submitToManager = { method: 'GET', path: '/api/web/orders/:id/submit-to-manager' } as const;
export const publicOrderInfo = { method: 'GET', path: '/api/web/public/orders/:id' } as const;
/** The order-link page's delivery choice while it is open (beyond the spec). */
export const chooseOrderDelivery = { method: 'POST', path: '/api/web/orders/:id/delivery' } as const;

// Proofs (beyond the spec): staff send, the order's customer answers
export const orderProofs = { method: 'GET', path: '/api/web/orders/:id/proofs' } as const;
export const attachProof = { method: 'POST', path: '/api/web/orders/:id/proofs' } as const;
export const answerProof = { method: 'POST', path: '/api/web/orders/:id/proofs/:roundId/answer' } as const;
export const uploadProofFile = { method: 'POST', path: '/api/web/orders/:id/proof-files/upload' } as const;
export const proofFilePreview = { method: 'GET', path: '/api/web/orders/:id/proof-files/:fileId/preview' } as const;
export const proofFileImage = { method: 'GET', path: '/api/web/orders/:id/proof-files/:fileId/image' } as const;

// Items
export const saveStickerItem = { method: 'POST', path: '/api/web/stickers/:id/save' } as const;
export const saveAcrylItem = { method: 'POST', path: '/api/web/acryl/:id/save' } as const;
export const deleteStickerItem = { method: 'DELETE', path: '/api/web/stickers/:id/delete' } as const;
export const deleteAcrylItem = { method: 'DELETE', path: '/api/web/acryl/:id/delete' } as const;
export const recentStickerItems = { method: 'GET', path: '/api/web/stickers/recent-items' } as const;
export const recentAcrylItems = { method: 'GET', path: '/api/web/acryl/recent-items' } as const;

// Files
export const uploadFile = { method: 'POST', path: '/api/web/files/:orderId/:kind/:itemName/upload' } as const;
export const deleteFile = { method: 'DELETE', path: '/api/web/files/:orderId/:kind/:itemName/delete' } as const;
export const fileName = { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/filename' } as const;
export const downloadFile = { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/download' } as const;
export const filePreview = { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/preview' } as const;
export const fileImage = { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/image' } as const;
/** The layout's traced cut contour (beyond the spec): `?format=svg|pdf|artwork-pdf|json`. */
export const fileContour = { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/contour' } as const;
export const fittingPreview = {
  method: 'GET',
  path: '/api/stickers/acryl-constants/fittings/:fitting/preview',
} as const;

// Reference data and prices
export const referenceList = { method: 'GET', path: '/api/stickers/references/:list' } as const;
export const stickerPrices = { method: 'GET', path: '/api/stickers/prices/get-stickers-prices-views' } as const;
export const acrylPrices = { method: 'GET', path: '/api/stickers/prices/get-acryl-prices-views' } as const;
/** A calculator's price list and the reference lists it shows, in one answer (beyond the spec). */
export const stickerCalculatorLookups = { method: 'GET', path: '/api/stickers/calculators/sticker/lookups' } as const;
export const acrylCalculatorLookups = { method: 'GET', path: '/api/stickers/calculators/acryl/lookups' } as const;

// Client
export const client = { method: 'GET', path: '/api/web/client' } as const;
export const clientInformation = { method: 'GET', path: '/api/web/client/information' } as const;
export const saveClientInformation = { method: 'POST', path: '/api/web/client/information' } as const;

// Delivery and payment
export const cdekTariffs = { method: 'POST', path: '/api/cdek/get-tariffs' } as const;
export const cdekCities = { method: 'GET', path: '/api/cdek/cities' } as const;
export const cdekDeliveryPoints = { method: 'GET', path: '/api/cdek/delivery-points' } as const;
export const createPaymentLink = { method: 'GET', path: '/api/yookassa/create-payment-link' } as const;
export const isPaymentCompleted = { method: 'GET', path: '/api/yookassa/is-payment-completed' } as const;
export const paymentWebhook = { method: 'POST', path: '/api/yookassa/webhook' } as const;

// Administration
export const orderViews = { method: 'GET', path: '/api/stickers/orders/get-order-views' } as const;
export const orderViewTotals = { method: 'GET', path: '/api/stickers/orders/get-order-views/totals' } as const;
export const orderViewsCsv = { method: 'GET', path: '/api/stickers/orders/get-order-views/export.csv' } as const;
/** Beyond the spec: what the filtered orders need from production, as JSON and as a CSV download. */
export const productionTotals = {
  method: 'GET',
  path: '/api/stickers/orders/get-order-views/production-totals',
} as const;
export const productionTotalsCsv = {
  method: 'GET',
  path: '/api/stickers/orders/get-order-views/production-totals.csv',
} as const;
export const adminOrder = { method: 'GET', path: '/api/web/admin/orders/:id' } as const;
export const updateOrderInformation = {
  method: 'POST',
  path: '/api/web/admin/orders/update-order-information',
} as const;
/** Beyond the spec: the administrator adds a sticker film priced like an existing one (`newFilmRequest`). */
export const addFilm = { method: 'POST', path: '/api/web/admin/films' } as const;
/** Beyond the spec: the manager's bulk actions over orders selected in the list, one result per order. */
export const bulkOrderStatus = { method: 'POST', path: '/api/web/admin/orders/bulk/status' } as const;
export const bulkRegisterShipments = { method: 'POST', path: '/api/web/admin/orders/bulk/shipments' } as const;
export const createOrderForClient = { method: 'POST', path: '/api/web/admin/orders/create-for-client' } as const;
/** Beyond the spec: the manager's price of an item core cannot price (`managerPriceRequest`); `null` clears it. */
export const setItemManagerPrice = {
  method: 'POST',
  path: '/api/web/admin/orders/:id/items/:kind/:itemId/price',
} as const;
/** Beyond the spec: the manager changes an item's count and options before payment (`managerItemChange`). */
export const changeItemAsManager = { method: 'POST', path: '/api/web/admin/orders/:id/items/:kind/:itemId' } as const;
/** Beyond the spec: the manager removes an item before payment. */
export const removeItemAsManager = { method: 'DELETE', path: '/api/web/admin/orders/:id/items/:kind/:itemId' } as const;

/** Beyond the spec: the order's CDEK shipment: read, register (POST), cancel (DELETE), its PDFs. */
export const orderShipment = { method: 'GET', path: '/api/web/admin/orders/:id/shipment' } as const;
export const registerShipment = { method: 'POST', path: '/api/web/admin/orders/:id/shipment' } as const;
export const cancelShipment = { method: 'DELETE', path: '/api/web/admin/orders/:id/shipment' } as const;
export const shipmentLabel = { method: 'GET', path: '/api/web/admin/orders/:id/shipment/label.pdf' } as const;
export const shipmentWaybill = { method: 'GET', path: '/api/web/admin/orders/:id/shipment/waybill.pdf' } as const;
/** Sandbox only: moves the parcel to its next status, as CDEK would in a day or two. */
export const advanceSandboxShipment = {
  method: 'POST',
  path: '/api/web/admin/orders/:id/shipment/sandbox-advance',
} as const;
/** Beyond the spec: the parcel as the customer follows it. */
export const orderParcel = { method: 'GET', path: '/api/web/orders/:id/parcel' } as const;
/** CDEK's ORDER_STATUS webhook (trusted only after re-reading the order from CDEK). */
export const cdekWebhook = { method: 'POST', path: '/api/cdek/webhook' } as const;

// Companies and paying by invoice (issue 34, beyond the spec): the profile's companies, the order's
// invoices and closing documents, the manager's bank statements.
export const companies = { method: 'GET', path: '/api/web/profile/companies' } as const;
export const createCompany = { method: 'POST', path: '/api/web/profile/companies' } as const;
export const updateCompany = { method: 'PUT', path: '/api/web/profile/companies/:companyId' } as const;
export const deleteCompany = { method: 'DELETE', path: '/api/web/profile/companies/:companyId' } as const;
export const orderInvoices = { method: 'GET', path: '/api/web/orders/:id/invoices' } as const;
export const issueInvoice = { method: 'POST', path: '/api/web/orders/:id/invoices' } as const;
export const invoicePdf = { method: 'GET', path: '/api/web/orders/:id/invoices/:invoiceId/invoice.pdf' } as const;
export const markInvoicePaid = {
  method: 'POST',
  path: '/api/web/admin/orders/:id/invoices/:invoiceId/mark-paid',
} as const;
/** `:document` is `upd.pdf`, `torg12.pdf` or `act.pdf`: the closing documents the shop is configured to make. */
export const closingDocumentPdf = { method: 'GET', path: '/api/web/orders/:id/closing-documents/:document' } as const;
export const uploadBankStatement = { method: 'POST', path: '/api/web/admin/bank-statements' } as const;
export const bankPayments = { method: 'GET', path: '/api/web/admin/bank-payments' } as const;

// The order-link page's invoice (issue 34, beyond the spec): whoever holds the order's link (its id)
// reads the order's open or paid invoice and downloads its PDF; issuing one stays the owner's.
export const publicOrderInvoice = { method: 'GET', path: '/api/web/public/orders/:id/invoice' } as const;
export const publicInvoicePdf = {
  method: 'GET',
  path: '/api/web/public/orders/:id/invoices/:invoiceId/invoice.pdf',
} as const;

// Operations
export const health = { method: 'GET', path: '/api/health' } as const;
export const ready = { method: 'GET', path: '/api/ready' } as const;
