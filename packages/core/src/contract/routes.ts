/**
 * Method and path of every call, the one table the API client and the server share.
 * Paths use `:name` for parameters (Fastify's syntax); `buildPath` fills them in.
 * The paths of ordering-area section 7 are the spec's; the purpose-named calls of
 * checkout-admin-pages section 7 got theirs here (docs/decisions.md lists them).
 */
export const routes = {
  // Auth
  refresh: { method: 'POST', path: '/api/auth/refresh' },
  login: { method: 'POST', path: '/api/auth/login' },
  loginWithAccessKey: { method: 'GET', path: '/api/auth/login' },
  register: { method: 'POST', path: '/api/auth/register' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  verify: { method: 'GET', path: '/api/auth/verify' },
  user: { method: 'GET', path: '/api/user' },
  vkAuthParams: { method: 'GET', path: '/api/web/auth/vkauth-params' },
  vkAuth: { method: 'GET', path: '/api/web/auth/vkauth' },
  checkAccount: { method: 'GET', path: '/api/web/auth/check-account' },
  convertToAccount: { method: 'POST', path: '/api/web/auth/convert-to-account' },

  // Orders and cart
  orderList: { method: 'GET', path: '/api/web/orders/list' },
  cartItemsCount: { method: 'GET', path: '/api/web/orders/get-cart-items-count' },
  cart: { method: 'GET', path: '/api/web/cart' },
  orderPaymentInfo: { method: 'GET', path: '/api/web/orders/payment/:id' },
  createOrderFromCart: { method: 'POST', path: '/api/web/orders/create-order-from-cart' },
  order: { method: 'GET', path: '/api/web/orders/:id' },
  submitToManager: { method: 'GET', path: '/api/web/orders/:id/submit-to-manager' },
  publicOrderInfo: { method: 'GET', path: '/api/web/public/orders/:id' },

  // Items
  saveStickerItem: { method: 'POST', path: '/api/web/stickers/:id/save' },
  saveAcrylItem: { method: 'POST', path: '/api/web/acryl/:id/save' },
  deleteStickerItem: { method: 'DELETE', path: '/api/web/stickers/:id/delete' },
  deleteAcrylItem: { method: 'DELETE', path: '/api/web/acryl/:id/delete' },
  recentStickerItems: { method: 'GET', path: '/api/web/stickers/recent-items' },
  recentAcrylItems: { method: 'GET', path: '/api/web/acryl/recent-items' },

  // Files
  uploadFile: { method: 'POST', path: '/api/web/files/:orderId/:kind/:itemName/upload' },
  deleteFile: { method: 'DELETE', path: '/api/web/files/:orderId/:kind/:itemName/delete' },
  fileName: { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/filename' },
  downloadFile: { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/download' },
  filePreview: { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/preview' },
  fileImage: { method: 'GET', path: '/api/web/files/:orderId/:kind/:itemName/image' },
  fittingPreview: { method: 'GET', path: '/api/stickers/acryl-constants/fittings/:fitting/preview' },

  // Reference data and prices
  referenceList: { method: 'GET', path: '/api/stickers/references/:list' },
  stickerPrices: { method: 'GET', path: '/api/stickers/prices/get-stickers-prices-views' },
  acrylPrices: { method: 'GET', path: '/api/stickers/prices/get-acryl-prices-views' },

  // Client
  client: { method: 'GET', path: '/api/web/client' },
  clientInformation: { method: 'GET', path: '/api/web/client/information' },
  saveClientInformation: { method: 'POST', path: '/api/web/client/information' },

  // Delivery and payment
  cdekTariffs: { method: 'POST', path: '/api/cdek/get-tariffs' },
  createPaymentLink: { method: 'GET', path: '/api/yookassa/create-payment-link' },
  isPaymentCompleted: { method: 'GET', path: '/api/yookassa/is-payment-completed' },
  paymentWebhook: { method: 'POST', path: '/api/yookassa/webhook' },

  // Administration
  orderViews: { method: 'GET', path: '/api/stickers/orders/get-order-views' },
  orderViewTotals: { method: 'GET', path: '/api/stickers/orders/get-order-views/totals' },
  orderViewsCsv: { method: 'GET', path: '/api/stickers/orders/get-order-views/export.csv' },
  adminOrder: { method: 'GET', path: '/api/web/admin/orders/:id' },
  updateOrderInformation: { method: 'POST', path: '/api/web/admin/orders/update-order-information' },
  createOrderForClient: { method: 'POST', path: '/api/web/admin/orders/create-for-client' },

  // Operations
  health: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string }>;

export type RouteName = keyof typeof routes;

/** Fills `:name` segments with URL-encoded values: `buildPath('/a/:id', {id: 'x y'})` → `/a/x%20y`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
