/**
 * What each field and parameter of the OpenAPI document means, in English like the operations'
 * descriptions, kept here rather than in the contract (core ships to browsers; these texts are for
 * partner developers and client generators).
 *
 * A field is looked up by its path from its component, as `Component.field.subfield`, then with
 * the leading parts dropped one by one, down to the bare name: a name the contract uses in one
 * sense everywhere is written once (`orderNumber`); where it means more than one thing, the
 * longer keys tell them apart (`User.id`, `checks.id`). Array items add no part to the path.
 */
/** The same description for `field` of each of `owners`. */
function across(owners: readonly string[], field: string, description: string): Record<string, string> {
  return Object.fromEntries(owners.map((owner) => [`${owner}.${field}`, description]));
}

const items = ['StickerItemSaveBody', 'AcrylItemSaveBody', 'StickerItem', 'AcrylItem'];
const orders = ['OrderList', 'Order', 'PublicOrderInfo', 'AdminOrder'];

export const fieldDescriptions: Record<string, string> = {
  // The manager's bulk actions
  orderIds: 'The orders selected in the list (1 to 100 ids)',
  'BulkStatusRequest.status': 'The status to give each order, one of the order statuses (a Russian text)',
  'BulkOrderResults.results': 'One result per order asked, in the order asked',
  'BulkOrderResults.results.orderId': 'The order’s id (a UUID)',
  'BulkOrderResults.results.orderNumber': 'The order’s number, or null when there is no such order',
  'BulkOrderResults.results.ok': 'Whether the action was done to this order',
  'BulkOrderResults.results.reason': 'Why the action left this order as it was (Russian), or null when done',
  'BulkOrderResults.results.status': 'The order’s status now, or null when there is no such order',
  'BulkOrderResults.results.trackNumber': 'The order’s track number now, or null',

  // Accounts and sessions
  username: 'The name a person signs in with (3–64 characters when an account is made)',
  password: 'The password (at least 8 characters when it is set)',
  currentPassword: 'The password now in use, to prove it is the same person',
  newPassword: 'The password to use from now on (at least 8 characters)',
  ...across(['LoginReply', 'TokenReply'], 'token', 'An access token for the Authorization header: `Bearer <token>`'),
  refreshToken: 'The refresh token, for clients without cookies (browsers use the httpOnly cookie set with it)',
  accessToken: 'A new access token for the Authorization header',
  'RegisterReply.id': 'The id of the account just made',
  'User.id': 'The user’s id',
  'User.name': 'The user’s display name, or null',
  'User.username': 'The name the user signs in with; null for a guest session or a VK ID account without one',
  role: 'What the user may do: customer, manager or admin',
  isTemporary: 'Whether this is a guest session opened by an access key (it has no username and password yet)',
  'User.orderId': 'For a guest session: the order its access key opens',
  hasAccount: 'Whether the session belongs to an account with a username and password',
  authorizeUrl: 'VK ID’s authorisation address to send the browser to',
  clientId: 'The shop’s VK ID application id',
  redirectUri: 'Where VK ID sends the browser back: the site’s callback page, /auth/vk/callback',
  'VkAuthParams.state': 'A one-time value VK ID hands back, which ties the answer to this start',
  codeChallenge: 'The PKCE code challenge (S256 of a verifier the shop keeps)',
  codeChallengeMethod: 'The PKCE method: always s256',
  'VkAuthParams.scope': 'The VK ID permissions asked for',

  // Orders
  orderId: 'The order’s id (a UUID)',
  orderNumber: 'The order’s number as the customer and the manager see it',
  'Order.id': 'The order’s id (a UUID)',
  'AdminOrder.id': 'The order’s id (a UUID)',
  'OrderViews.id': 'The order’s id (a UUID)',
  'OrderUpdate.id': 'The order’s id (a UUID); the orderId query already names it, so it may be left out',
  'CreateOrderRequest.id': 'The order being placed: `0` for the caller’s cart, or the id of a draft the manager made',
  ...across(['Order', 'AdminOrder'], 'number', 'The order’s number as the customer and the manager see it'),
  ...across(
    ['OrderList', 'Order', 'OrderViews'],
    'status',
    'The order’s status, a Russian text such as «Создан», «В работе», «Отправлен»',
  ),
  ...across(orders, 'createDate', 'When the order was made (ISO 8601 date and time)'),
  manager: 'The manager in charge of the order, or null',
  approximalSendDate: 'The date the order should leave the shop (YYYY-MM-DD), or null',
  approximalDeliveryDate: 'The date the order should reach the customer (YYYY-MM-DD), or null',
  sendDate: 'The date the order was sent (YYYY-MM-DD), or null while it has not been',
  deliveryType:
    'How the order travels: CDEK, RussianPost, Pickup (and, set by staff, Courier, Boxberry, RussianPostFirstClass)',
  trackNumber: 'The parcel’s tracking number, or null',
  ...across(
    ['OrderList', 'Order', 'OrderPaymentInfo', 'PublicOrderInfo', 'OrderDeliveryReply', 'AdminOrder'],
    'cost',
    'The total in rubles: the positions and the delivery',
  ),
  payed: 'Whether the order is paid',
  acrylUploaded: 'Whether the order’s general acrylic layout file is stored',
  acrylFileName: 'The name of the order’s general acrylic layout file, or null',
  acrylFilePreflight: 'The automatic check of the order’s general acrylic file; null or absent without one',
  proofState:
    'Where the order stands with its proofs: none, awaiting (the customer’s answer), changesRequested or approved',
  lastRefund:
    'The newest payment that did not pay the order and is being returned (a stale link, a second payment); null without one',
  'lastRefund.amount': 'The amount being returned, rubles',
  ...across(
    ['lastRefund', 'refund'],
    'reason',
    'Why the payment is returned: stale (its link no longer matched the order) or alreadyPaid',
  ),
  'lastRefund.createDate': 'When that payment was made (ISO 8601)',
  orderItems: 'The sticker positions of the order',
  acrylOrderItems: 'The acrylic positions of the order',
  'OrderList.acrylOrderItems': 'The acrylic positions’ names',
  stickersOrderItems: 'The sticker positions’ names',
  orderItemName: 'The position’s name',
  hasFile: 'Whether the position has a layout file stored',
  stickersCount: 'How many sticker positions the order has',
  acrylCount: 'How many acrylic positions the order has',
  itemsCount: 'How many positions the cart holds',
  'CartItemsCount.count': 'How many positions the cart holds',
  ...across([...items, 'item'], 'count', 'How many: sheets of stickers, or acrylic pieces'),
  canPay:
    'Whether the order can be paid now: editing is over, nothing awaits the manager or a proof answer, and it is unpaid',
  receiptEmail: 'The e-mail address the payment receipt goes to, or null',
  orderItemsCount: 'How many sticker positions the order has',
  acrylOrderItemsCount: 'How many acrylic positions the order has',
  unpricedItemsCount:
    'Positions the manager has yet to price; while there are any, cost leaves them out and payment is not offered',
  'SubmitReply.status': 'The order’s status after sending, a Russian text',
  created: 'When the position was made (ISO 8601)',
  'LayoutTemplateList.item': 'The position whose layout can be repeated',

  // Checkout and delivery
  receiverCredentials: 'The receiver’s full name, or null',
  phoneNumber: 'The receiver’s phone number, or null',
  ...across(
    ['ClientProfile', 'ClientProfileUpdate'],
    'phoneNumber',
    'The phone number, digits only (e.g. 79001234567), or null',
  ),
  deliveryAddress: 'The delivery address for Russian Post or a courier, or null',
  cdekPvzCode: 'The code of the CDEK pickup point, or null',
  postIndex: 'The Russian Post postal code (six digits), or null',
  saveToProfile: 'Also save these contacts and this delivery to the client’s profile for the next orders',
  cdekTariffCode:
    'The CDEK tariff chosen (its code); absent or null: the cheapest. Its price is asked of CDEK again, never taken from the client',
  deliveryCost: 'The delivery part of the cost, rubles',
  'CdekTariffRequest.weight': 'The parcel’s weight in grams (1 to 30 000)',
  'CdekTariffRequest.orderId': 'The order to deliver: `0` for the caller’s cart, or the order’s id',
  tariff: 'The CDEK tariffs that reach the point, cheapest first',
  'tariff.cost': 'The tariff’s price, rubles',
  periodMin: 'The shortest delivery time, working days',
  periodMax: 'The longest delivery time, working days',
  'tariff.code': 'CDEK’s tariff code, what cdekTariffCode takes',
  'tariff.name': 'CDEK’s name of the tariff',
  'CdekTariffReply.address': 'The pickup point’s full address',
  'CdekCities.code': 'CDEK’s city code, what delivery-points takes as cityCode',
  city: 'The city’s name',
  fullName: 'The whole name CDEK suggests, with the region: «Рязань, Рязанская обл., Россия»',
  'CdekPoints.code': 'The pickup point’s code, what cdekPvzCode takes',
  'CdekPoints.type': 'PVZ: a pickup point with staff; POSTAMAT: a parcel locker',
  'CdekPoints.address': 'Street and house: «ул. Есенина, 13»',
  addressFull: 'The address with country, region and city',
  workTime: 'Opening hours as CDEK writes them: «Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00»',

  // Positions (items)
  'StickerItemSaveBody.id': 'Absent, null or 0 to create a position; a position’s id to change it',
  'AcrylItemSaveBody.id': 'Absent, null or 0 to create a position; a position’s id to change it',
  'StickerItem.id': 'The position’s id',
  'AcrylItem.id': 'The position’s id',
  'item.id': 'The position’s id',
  ...across([...items, 'item'], 'name', 'The position’s name (unique within the order; it names its layout file)'),
  ...across(items, 'comment', 'The customer’s comment, or null'),
  cuttingType: 'The cutting, a name from the cutting types list (None, Through, Contour), or null',
  filmType: 'The film, a name from the film types list, or null',
  laminationType: 'The lamination, a name from the lamination types list (None, Glossy, Opaque), or null',
  ...across(items, 'width', 'The width in millimetres'),
  ...across(items, 'height', 'The height in millimetres'),
  paperSize: 'A form helper only (the sheet format picked), not stored: A3…A8 or Other',
  isColorProof: 'Whether a colour proof is printed first',
  isFileInOtherItem: 'Whether the layout is in another position or was printed before (no file needed here)',
  otherItem: 'The id of the position whose layout this one repeats, or null',
  stickerWidth: 'The width of one sticker cut from the sheet, mm (with stickerHeight, or neither); null without it',
  stickerHeight: 'The height of one sticker cut from the sheet, mm (with stickerWidth, or neither); null without it',
  materialType: 'The acrylic material, a name from the material types list, or null',
  printType: 'The print, a name from the acrylic print types list, or null',
  acrylType: 'The kind of acrylic piece, a name from the acrylic item types list, or null',
  fittings: 'Names of the fittings from the acrylic fittings list (at most 20)',
  'FileInfo.fileName': 'The layout file’s name as it was uploaded',
  'StickerItem.fileName': 'The layout file’s name as it was uploaded, or null without one',
  'AcrylItem.fileName': 'The layout file’s name as it was uploaded, or null without one',
  'StickerItem.status': 'The position’s status, a Russian text, or null',
  'AcrylItem.status': 'The position’s status, a Russian text, or null',
  'FileInfo.status': 'The position’s status after the upload, a Russian text, or null',
  'StickerItem.cost': 'The position’s price, rubles: the manager’s price when set, otherwise the price list’s',
  'AcrylItem.cost': 'The position’s price, rubles: the manager’s price when set, otherwise the price list’s',
  managerPrice:
    'The position’s total as the manager priced it, rubles (for what the price list cannot price); null or absent: the price list’s',
  'ManagerPriceRequest.managerPrice':
    'The position’s total in rubles (above 0, at most 1 000 000); null clears it and the price list prices it again',
  'ManagerItemChange.count': 'The new count (a whole number from 1); absent keeps the stored one',

  // The automatic check of a layout (preflight)
  preflight: 'The automatic check of the stored layout; null or absent when there is none yet or it could not be read',
  'preflight.level':
    'The worst level of the checks: green (ready to print), yellow (worth a look) or red (will print badly)',
  'acrylFilePreflight.level':
    'The worst level of the checks: green (ready to print), yellow (worth a look) or red (will print badly)',
  checks: 'What the check found, one finding each',
  'checks.id': 'Which check found it',
  'checks.level': 'How serious it is: green, yellow or red',
  'checks.message': 'What is wrong and what to do, one Russian sentence',
  facts: 'What was read from the file; each fact is absent where the format has no such thing',
  widthPx: 'The image’s width in pixels',
  heightPx: 'The image’s height in pixels',
  fileDpi: 'The resolution the file declares, pixels per inch',
  effectiveDpi: 'Pixels per inch when printed at the position’s size (the lower of the two axes)',
  colorMode: 'The colour mode: rgb, cmyk, grey or other',
  iccProfile: 'The embedded ICC profile’s description, e.g. «Coated FOGRA39 (ISO 12647-2:2004)»',
  hasAlpha: 'Whether the image has transparency',
  layerNames: 'The names of the layers (PSD, TIFF)',
  pageCount: 'How many pages the PDF has',
  pageWidthMm: 'The width of the first page, mm',
  pageHeightMm: 'The height of the first page, mm',
  lowestImageDpi: 'The lowest resolution of the images placed in the PDF, at the position’s size',
  fontsNotEmbedded: 'Fonts the PDF uses without carrying them',
  contour: 'The traced cut contour, for a sticker position cut along its shape (Contour or Through); absent otherwise',
  'contour.status':
    'ready: traced, nothing to look at; needs-attention: traced, with findings to read; vector: a vector layout whose cut line is expected in the file',
  'contour.widthMm': 'The width of the contour’s box, mm: the artwork and the bleed on both sides',
  'contour.heightMm': 'The height of the contour’s box, mm: the artwork and the bleed on both sides',
  'contour.bleedMm': 'The bleed around the artwork on every side, mm',
  'contour.pathMm':
    'The contour as an SVG path (`d`) in millimetres from the box’s top-left corner; empty for a vector layout',
  'contour.nodes': 'How many nodes the path has after simplification',
  'contour.findings': 'What the tracing found, one finding each',
  'findings.id': 'Which finding it is',
  'findings.level': 'How serious it is: green, yellow or red',
  'findings.message': 'What is wrong and what to do, one Russian sentence',

  // Proofs
  'OrderProofs.state': 'Where the order stands with its proofs: none, awaiting, changesRequested or approved',
  rounds: 'Every proof round, oldest first',
  'rounds.id': 'The round’s id (what the answer call takes as roundId)',
  'rounds.number': '1 for the first proof of the order, 2 for the one after the first change request…',
  'rounds.createdAt': 'When the manager sent the round (ISO 8601)',
  'rounds.createdBy': 'The manager who sent it, or null',
  note: 'The manager’s note to the customer, or null',
  itemKind: 'The kind of position the proof is for: stickers or acryl; null (with itemName null) for the whole order',
  itemName: 'The name of the position the proof is for, or null for the whole order',
  'rounds.files': 'The proof files of the round',
  answer: 'The customer’s answer: approved, or changes (asks for changes)',
  'rounds.answer': 'The customer’s answer: approved or changes; null while there is none',
  'rounds.answeredAt': 'When the customer answered (ISO 8601), or null',
  'rounds.answeredBy': 'Who answered, or null',
  'rounds.comment': 'What the customer asked to change, or null',
  'ProofAnswerRequest.comment': 'What to change (for an answer of changes), or null',
  fileIds: 'The ids of the proof files uploaded for this round (1 to 10)',
  'ProofFile.id': 'The proof file’s id (what attachProof takes in fileIds)',
  'ProofFile.fileName': 'The proof file’s name as it was uploaded',

  // The client
  'Client.name': 'The client’s name for the header, or null',
  vk: 'Whether the shop can reach the client in VK (signed in with VK ID, or a VK link in the profile)',
  receiptFio: 'The full name for receipts and the parcel, or null',
  ...across(['ClientProfile', 'ClientProfileUpdate'], 'address', 'The delivery address, or null'),
  vkLink: 'The client’s VK page, https://vk.com/… or https://vk.ru/…, or null',

  // Payments
  'PaymentLinkReply.url': 'The YooKassa page to pay on',
  paymentStatus:
    'success (the order is paid for its current terms), pending, canceled, none (no payment yet) or refunded (paid but being returned)',
  'PaymentWebhookBody.type': 'Always notification',
  'PaymentWebhookBody.event': 'What happened, e.g. payment.succeeded, payment.canceled, refund.succeeded',
  'PaymentWebhookBody.object':
    'The payment or refund, as YooKassa describes it; the shop reads only its id and asks YooKassa for the rest',
  'PaymentWebhookBody.object.id': 'YooKassa’s id of the payment or refund',

  // The manager's list and the order dialog
  clientName: 'The client’s name, or null',
  orderDate: 'When the order was made (ISO 8601)',
  confirmedDate: 'When the order was sent to the manager (ISO 8601), or null',
  deliveryDate: 'The delivery date the manager set (YYYY-MM-DD), or null',
  insertedBy: 'The staff member who made the order for a client, or null',
  isFixedDate: 'Whether the send date is fixed (a date promised to the client)',
  isUrgent: 'Whether the order is urgent',
  isPayed: 'Whether the order is paid',
  'OrderViews.comment': 'The manager’s comment on the order, or null',
  'AdminOrder.comment': 'The manager’s comment on the order, or null',
  'OrderUpdate.comment': 'The manager’s comment on the order, or null to clear it',
  stickersOrderItemsCount: 'How many sticker positions the order has',
  'OrderViews.isColorProof': 'Whether any position asks for a colour proof',
  colorProofStatus: 'The colour proof’s mark in the list: Yellow, Blue, Red or Green, or null',
  isDropshipping: 'Whether the order ships to the client’s own customer',
  isAdditionalServices: 'Whether the order has additional services',
  isComplaints: 'Whether the client complained about the order',
  isReprint: 'Whether the order is a reprint',
  daysFromConfirmation: 'Days since the order was sent to the manager, or null before that',
  stickersAcrylCost: 'The positions’ total (stickers and acrylic), rubles',
  stickersCost: 'The sticker positions’ total, rubles',
  acrylCost: 'The acrylic positions’ total, rubles',
  orderCost: 'The order’s total with delivery, rubles',
  paymentMethod: 'How the order was paid, or null',
  priority: 'The order’s priority: the list shows higher first',
  'OrderViewTotals.count': 'How many orders match the filters',
  'AdminOrder.status': 'The order’s status, a Russian text',
  'OrderUpdate.status': 'The new status, a Russian text; absent keeps it',
  vkUrl: 'The client’s VK page, or null',
  'AdminOrder.deliveryCost':
    'The delivery part of the cost, rubles (a CDEK tariff’s price set at checkout, or the manager’s)',
  'OrderUpdate.deliveryCost':
    'The delivery part of the cost, rubles (0 to 100 000); absent keeps it. Refused on a paid order',
  'OrderUpdate.isUrgent': 'Whether the order is urgent; absent keeps it',
  'OrderUpdate.isFixedDate': 'Whether the send date is fixed; absent keeps it',
  'OrderUpdate.colorProofStatus':
    'The colour proof’s mark: Yellow, Blue, Red or Green; null clears it, absent keeps it',
  'AdminOrder.payments': 'The order’s online payments, newest first, with what became of each',
  'AdminOrder.payments.amount': 'The amount of the payment, rubles',
  'AdminOrder.payments.createDate': 'When the payment link was made (ISO 8601)',
  'AdminOrder.payments.status': 'YooKassa’s status of the payment: pending, waiting_for_capture, succeeded or canceled',
  'AdminOrder.payments.outcome':
    'paid: it paid the order; refund: it is being returned; null: neither (pending or canceled)',
  'AdminOrder.payments.current': 'Whether the order still has the terms the payment was made for',
  'AdminOrder.payments.refund': 'The refund of this payment, or null',
  'refund.amount': 'The amount returned, rubles',
  'refund.status': 'YooKassa’s status of the refund: pending, succeeded or canceled',
  'CreateForClientRequest.clientName': 'The client’s name (1 to 200 characters)',
  'CreateForClientRequest.comment': 'The manager’s comment on the order, or null',
  accessLink: 'The link that signs the client in to this order (send it to the client)',
  orderLink: 'The link to the order’s page (proof, payment, status) with the same key',
  expiresAt: 'When the links stop working (ISO 8601)',

  // Production totals
  orderCount: 'How many orders match the filters',
  stickerSheets: 'Sticker positions grouped by format, film, lamination and cutting, most sheets first',
  acrylPieces: 'Acrylic positions grouped by type, material and print, most pieces first',
  'stickerSheets.format': 'The sheet format the size prints on (A8…A3), or null when the size has none',
  ...across(['stickerSheets', 'acrylPieces', 'stickers', 'acryl'], 'items', 'How many positions'),
  sheets: 'Sheets to print: the positions’ counts added up',
  pieces: 'Pieces to make: the positions’ counts added up',
  colorProofs: 'Colour proofs to make: positions that ask for one',
  'ProductionTotals.stickers': 'The sums over every sticker group',
  'ProductionTotals.acryl': 'The sums over every acrylic group',
  'ProductionTotals.cutContours':
    'Sticker positions of the filtered orders whose cut contour is traced (at most 100, lowest order numbers first), for the plotter files; absent when none is',
  'ProductionTotals.cutContours.status':
    'ready: traced with nothing to look at; needs-attention: traced with preflight findings to look at (both have a cut line to download)',
  'stickerSheets.cost': 'The group’s total, rubles',
  'stickerSheets.contours':
    'Cut contours of the group’s positions, for a cutting along the shape (Contour, Through); absent for other cuttings',
  'contours.ready': 'Positions whose contour is traced with nothing to look at',
  'contours.needsAttention': 'Positions whose contour is traced with findings to look at',
  'contours.vector': 'Positions with a vector layout, whose cut line is expected in the file',
  'contours.pending': 'Positions whose contour is still being traced',
  'contours.none': 'Positions without a contour: no layout yet, or one that could not be traced',
  'acrylPieces.cost': 'The group’s total, rubles',
  'stickers.cost': 'The sticker positions’ total, rubles',
  'acryl.cost': 'The acrylic positions’ total, rubles',
  'stickerSheets.filmType': 'The film, or null',
  'stickerSheets.laminationType': 'The lamination, or null',
  'stickerSheets.cuttingType': 'The cutting, or null',
  'acrylPieces.acrylType': 'The kind of acrylic piece, or null',
  'acrylPieces.materialType': 'The material, or null',
  'acrylPieces.printType': 'The print, or null',

  // Price tables and reference lists
  'StickerPriceEntries.filmType': 'The film this row prices',
  'StickerPriceEntries.laminationType': 'The lamination this row prices: None, Glossy or Opaque',
  'StickerPriceEntries.cuttingType': 'The cutting this row prices: None, Through or Contour',
  printPricingViews: 'The count tiers of the row, by the lowest count each starts at',
  minCount: 'The tier applies from this count on',
  printPrices: 'The price of one sheet by format (A8…A3), rubles',
  'AcrylPriceEntries.acrylType': 'The kind of acrylic piece this row prices',
  'AcrylPriceEntries.printType': 'The print this row prices',
  'AcrylPriceEntries.materialType': 'The material category this row prices (see the acrylic material categories list)',
  'AcrylPriceEntries.prices': 'The tiers of the row by count and size',
  'prices.maxWidth': 'The tier applies up to this width, mm',
  'prices.maxHeight': 'The tier applies up to this height, mm',
  'prices.price': 'The price of one piece, rubles',
  'AcrylMaterialCategories.category': 'The material category’s name, as the acrylic price table names it',
  'AcrylMaterialCategories.materialTypes': 'The materials of the category',
  'AcrylFittings.name': 'The fitting’s name',
  'AcrylFittings.price': 'The price of one fitting, rubles',
  'NewFilmRequest.name':
    'The new film’s name as customers see it (1 to 100 characters, no spaces at its ends; no other film has it in any case)',
  'NewFilmRequest.pricedLike': 'An existing film (enabled or not) whose every sticker price row the new film gets',
  'NewFilmRequest.factor':
    'Each copied price is multiplied by this (0.1 to 10) and rounded to whole rubles, halves up; 1 when absent',
  'NewFilmRequest.enabled': 'Whether the calculators offer the film at once; true when absent',
  'NewFilmReply.name': 'The film added',
  'NewFilmReply.enabled': 'Whether the calculators offer it',
  'NewFilmReply.prices': 'The film’s sticker price rows, as the sticker price table sends them',

  // Companies and invoices
  'Company.id': 'The company’s id',
  ...across(
    ['Company', 'CompanyRequest'],
    'kind',
    'organization: a legal entity (with a КПП); entrepreneur: a sole proprietor',
  ),
  inn: 'ИНН: 10 digits for an organisation, 12 for a sole proprietor',
  kpp: 'КПП of an organisation (9 characters); null for a sole proprietor',
  ogrn: 'ОГРН of an organisation (13 digits) or ОГРНИП of a sole proprietor (15 digits)',
  ...across(['Company', 'CompanyRequest'], 'name', 'The full legal name as documents write it'),
  ...across(['Company', 'CompanyRequest'], 'address', 'The legal address'),
  accountantEmail:
    'Where invoices and closing documents are e-mailed (as PDF attachments); null: they are not e-mailed',
  offered: 'Whether paying by invoice is offered now: the shop has bank details and the order may be paid',
  invoices: 'The order’s invoices, newest first',
  closingDocuments:
    'The closing documents once the order, paid by invoice, is shipped: the УПД, or a товарная накладная and an акт (CLOSING_DOCUMENTS); empty before',
  'ClosingDocument.kind':
    'upd: the universal transfer document; torg12: the товарная накладная (goods); act: the акт (services)',
  'ClosingDocument.number': 'The document’s number in its own sequence: the year and the number within it, e.g. 2026-3',
  'ClosingDocument.date': 'The document’s date (YYYY-MM-DD): the day it was made on shipment',
  'ClosingDocument.path': 'Where its PDF is downloaded (same-origin path, with the bearer token)',
  'Invoice.id': 'The invoice’s id',
  'Invoice.number': 'The invoice’s number: the year and the number within it, e.g. 2026-15',
  'Invoice.date': 'The invoice’s date (YYYY-MM-DD)',
  'Invoice.amountKopecks': 'The amount in kopecks: the order’s total when the invoice was issued',
  'Invoice.status': 'issued: open for payment; void: the order’s amount or company changed; paid',
  'Invoice.companyId': 'The company it is made out to, or null once that company is deleted',
  'IssueInvoiceRequest.companyId': 'The id of one of the customer’s companies',
  'PublicOrderInvoice.invoice':
    'The order’s latest invoice that still counts (open or paid), or null: none issued, or the last one is void',
  'PublicOrderInvoice.invoice.id': 'The invoice’s id',
  'PublicOrderInvoice.invoice.number': 'The invoice’s number: the year and the number within it, e.g. 2026-15',
  'PublicOrderInvoice.invoice.date': 'The invoice’s date (YYYY-MM-DD)',
  'PublicOrderInvoice.invoice.amountKopecks': 'The amount in kopecks: the order’s total when the invoice was issued',
  'PublicOrderInvoice.invoice.status': 'issued: open for payment; paid',
  'PublicOrderInvoice.invoice.pdfPath':
    'Where whoever holds the order’s link downloads the PDF (a path on this shop, no sign-in)',
  companyName: 'The buyer’s name as the invoice writes it',
  pdfPath: 'Where the invoice’s PDF is downloaded: a path on this shop',

  'BankPaymentList.payments': 'The incoming payments, newest first',
  'BankPayment.id': 'The payment’s id in the shop',
  'BankPayment.number': 'The payment order’s number in the statement',
  'BankPayment.date': 'The payment’s date (YYYY-MM-DD)',
  'BankPayment.amountKopecks': 'The amount paid, in kopecks',
  payerInn: 'The payer’s ИНН, or null when the statement has none',
  payerName: 'The payer’s name, or null when the statement has none',
  purpose: 'The payment’s purpose (НазначениеПлатежа) as the bank wrote it',
  'BankPayment.outcome':
    'paid: the order is paid; short: less than the invoice; over: more; void: the invoice was voided; unknown: no invoice matched. All but paid wait for a manager',
  'BankPayment.reason': 'Why, in Russian',
  invoiceNumber: 'The invoice’s number found in the purpose, or null',
  'BankPayment.orderId': 'The order of the matched invoice (a UUID), or null',
  'BankPayment.orderNumber': 'The number of that order, or null',
  alreadyRecorded: 'Whether an earlier upload recorded it already (this one changed nothing)',

  // Shipments and parcels
  'OrderShipment.state': 'none: not registered; registering; registered with CDEK; cancelled',
  cdekNumber: 'CDEK’s number of the order, or null before CDEK gives one',
  tariffCode: 'The CDEK tariff the shipment uses (its code), or null',
  'OrderShipment.status': 'The parcel’s latest status at CDEK, or null',
  canCancel: 'Whether CDEK still allows deleting the order (it has not taken the parcel)',
  sandbox: 'Whether the shop runs CDEK’s sandbox, where a parcel can be moved on by hand',
  trackUrl: 'The carrier’s tracking page for the track number, or null',
  'Parcel.status': 'The parcel’s latest status, or null before the carrier has one',
  history: 'Every status of the parcel, newest first',
  ...across(['status', 'history'], 'code', 'The carrier’s status code'),
  ...across(['status', 'history'], 'title', 'The status in Russian, as the shop names it'),
  ...across(['status', 'history'], 'city', 'The city where it happened, or null'),
  ...across(['status', 'history'], 'at', 'When it happened (ISO 8601)'),
  'OrderTimeline.events': 'The order’s changes, oldest first',
  'OrderEvent.id': 'The event’s id; events of one moment follow it',
  'OrderEvent.at': 'When it happened (ISO 8601)',
  'OrderEvent.actor': 'Who made the change',
  'OrderEvent.actor.kind': 'customer, manager, system (the shop itself) or provider (YooKassa, CDEK)',
  'OrderEvent.actor.id': 'The person’s user id (staff only; null for the customer’s view and for the shop)',
  'OrderEvent.actor.name': 'The name shown: a person’s or a provider’s, or null',
  'OrderEvent.kind':
    'What happened: submitted, field-changed, proof-sent, proof-answered, payment-settled, parcel-status, …',
  'OrderEvent.data': 'The details of the kind, e.g. field, old and new for field-changed',
  ...across(
    ['MailPreferences', 'MailPreferencesRequest'],
    'orderNewsEmails',
    'Whether order news come by e-mail (production, shipping, delivery); money and proof e-mails always do',
  ),
  'CdekWebhookBody.type': 'The kind of event; only ORDER_STATUS is acted on',
  'CdekWebhookBody.uuid': 'CDEK’s id of the order the event is about; the shop re-reads that order from CDEK',

  // Errors and probes
  'ErrorReply.statusCode': 'The HTTP status',
  'ErrorReply.error': 'The HTTP status’s name',
  'ErrorReply.message': 'What went wrong and what to do, in Russian for the customer',
  'HealthAnswer.status': 'Always ok while the process runs',
};

/**
 * What each parameter means, by `operationId.name`, then by name alone. The order view filters
 * are shared by the list, its totals, its CSV and the production totals.
 */
/** The calls that take the manager's list filters. */
const orderFilterCalls = ['orderViews', 'orderViewTotals', 'orderViewsCsv', 'productionTotals', 'productionTotalsCsv'];

export const parameterDescriptions: Record<string, string> = {
  id: 'The order’s id (a UUID)',
  'orderNewsOff.token': 'The signed token of the e-mail’s link: the user id and its signature',
  'order.id': 'The order’s id, or `0` for the caller’s cart',
  'saveStickerItem.id': 'The order’s id, or `0` for the caller’s cart',
  'saveAcrylItem.id': 'The order’s id, or `0` for the caller’s cart',
  'deleteStickerItem.id': 'The order’s id, or `0` for the caller’s cart',
  'deleteAcrylItem.id': 'The order’s id, or `0` for the caller’s cart',
  orderId: 'The order’s id (a UUID), or `0` for the caller’s cart',
  'updateOrderInformation.orderId': 'The order’s id (a UUID)',
  'createPaymentLink.orderId': 'The order’s id (a UUID); knowing it is what lets one pay',
  'isPaymentCompleted.orderId': 'The order’s id (a UUID)',
  accessKey: 'The one-time access key from the link the manager sent',
  active: 'Present (or true): only orders not yet shipped or cancelled; absent or false: all',
  itemId: 'The position’s id',
  skip: 'How many positions to skip (default 0)',
  take: 'How many positions to answer, 1 to 100 (default 50)',
  fitting: 'The fitting’s name, as the acrylic fittings list has it',
  kind: 'The kind of position: stickers or acryl',
  itemName: 'The position’s name; `__general__` for the order’s general acrylic file',
  fileName: 'The file’s name with its extension (the extension must match the bytes)',
  'fileContour.format':
    'svg (default): the cut line in millimetres; pdf: the cut line as a CutContour spot colour; artwork-pdf: the artwork with the cut line; json: the contour as the check stores it',
  companyId: 'The company’s id',
  invoiceId: 'The invoice’s id',
  document: 'The closing document: upd.pdf, torg12.pdf or act.pdf',
  fileId: 'The proof file’s id',
  maxWidth: 'The width wanted, pixels: the smallest stored preview size at least this wide (default 1000)',
  roundId: 'The proof round’s id',
  email: 'The e-mail address for the receipt (or phoneNumber)',
  phoneNumber: 'The phone number for the receipt (or email)',
  sbpOnly: 'true: offer only the Faster Payments System (SBP) on YooKassa’s page',
  'cdekCities.name': 'The beginning of the city’s name (at least 2 letters)',
  cityCode: 'CDEK’s city code, from the cities call',
  'vkAuth.code': 'The authorisation code VK ID sent back',
  'vkAuth.state': 'The state value VK ID hands back (from vkauth-params)',
  'vkAuth.device_id': 'The device id VK ID sent back',
  'vkAuth.ext_id': 'VK ID’s extra id, when it sent one',
  orderNumber: 'Only the order with this number',
  clientName: 'Only orders whose client’s name contains this text (any case)',
  orderDateFrom: 'Only orders made on or after this date (YYYY-MM-DD)',
  orderDateTo: 'Only orders made on or before this date (YYYY-MM-DD)',
  confirmedDateFrom: 'Only orders sent to the manager on or after this date (YYYY-MM-DD)',
  confirmedDateTo: 'Only orders sent to the manager on or before this date (YYYY-MM-DD)',
  deliveryDateFrom: 'Only orders sent (their delivery or send date) on or after this date (YYYY-MM-DD)',
  deliveryDateTo: 'Only orders sent (their delivery or send date) on or before this date (YYYY-MM-DD)',
  insertedBy: 'Only orders made by a staff member whose name contains this text (any case)',
  isFixedDate: 'Only orders whose send date is fixed (true) or is not (false)',
  isUrgent: 'Only urgent orders (true) or only the others (false)',
  isPayed: 'Only paid orders (true) or only unpaid ones (false)',
  itemsType: 'Only orders with these positions: onlyStickers, onlyAcryl, hasStickers, hasAcryl or both',
  ...across(orderFilterCalls, 'status', 'Only orders with this status (the Russian text)'),
  paymentMismatch: 'true: only orders with a payment that did not pay them (refunded or owed)',
  q: 'One search: the order number by its beginning, the client’s name, the phone’s digits or the track number (any case, ё as е)',
  statuses:
    'Only orders with any of these statuses: a comma list, or the parameter repeated; a status no order can have is refused',
  plannedSend:
    'today: the planned send date is today (Moscow); overdue: it has passed and the order is not sent (no send date, not shipped or cancelled)',
  offset: 'How many rows of the filtered list (newest first) to skip; a page holds 2000',
};

type Schema = Record<string, unknown>;

function fieldDescription(path: readonly string[]): string | undefined {
  for (let start = 0; start < path.length; start++) {
    const description = fieldDescriptions[path.slice(start).join('.')];
    if (description) return description;
  }
  return undefined;
}

/** Gives each property under `schema` its description, unless it has one (`path` names `schema`). */
function describeProperties(schema: unknown, path: readonly string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Schema;
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const parts = node[key];
    if (Array.isArray(parts)) for (const part of parts) describeProperties(part, path);
  }
  describeProperties(node.items, path);
  const properties = node.properties as Record<string, Schema> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) {
    const fieldPath = [...path, name];
    if (property.description === undefined && property.$ref === undefined) {
      const description = fieldDescription(fieldPath);
      if (description) property.description = description;
    }
    describeProperties(property, fieldPath);
  }
}

interface DescribedOperation {
  operationId?: string;
  parameters?: { name: string; description?: string; schema?: Schema }[];
  requestBody?: { description?: string; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

const componentPrefix = '#/components/schemas/';

/**
 * Describes the fields of every component and of the schemas left inline in the paths, each
 * parameter, and each request body and success answer that only says "OK" with the description
 * of the component it carries.
 */
export function describeFields(document: {
  paths?: Record<string, Record<string, DescribedOperation>>;
  components?: { schemas?: Record<string, Schema> };
}): void {
  const schemas = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) describeProperties(schema, [name]);
  const componentDescription = (media: Record<string, { schema?: Schema }> | undefined) => {
    const reference = Object.values(media ?? {})[0]?.schema?.$ref;
    if (typeof reference !== 'string' || !reference.startsWith(componentPrefix)) return undefined;
    const description = schemas[reference.slice(componentPrefix.length)]?.description;
    return typeof description === 'string' ? description : undefined;
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const id = operation.operationId ?? '';
      for (const parameter of operation.parameters ?? []) {
        parameter.description ??=
          parameterDescriptions[`${id}.${parameter.name}`] ?? parameterDescriptions[parameter.name];
      }
      if (operation.requestBody) {
        operation.requestBody.description ??= componentDescription(operation.requestBody.content);
        for (const media of Object.values(operation.requestBody.content ?? {})) describeProperties(media.schema, []);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // A refusal left inline (a probe's 503) is an error body all the same.
        const root = status.startsWith('2') ? [] : ['ErrorReply'];
        for (const media of Object.values(response.content ?? {})) describeProperties(media.schema, root);
        if (!status.startsWith('2') || !['OK', 'Created'].includes(response.description ?? '')) continue;
        response.description = componentDescription(response.content) ?? response.description;
      }
    }
  }
}
