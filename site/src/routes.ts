/** Every route of both spec documents, in one place for the router, links and tests. */
export const paths = {
  home: '/',
  login: '/login',
  /** Login in "create a permanent account" mode, for a temporary session. */
  loginConvert: '/login?mode=convert',
  vkLoginFailed: '/login?error=vk_auth_failed',
  stickers: '/stickers',
  acryl: '/acryl',
  about: '/about',
  cart: '/cart',
  order: (id: string) => `/order/${id}`,
  orderPayment: (id: string) => `/order/${id}/payment`,
  orderPaymentCompleted: (id: string) => `/order/${id}/payment-completed`,
  confirmOrder: (id: string) => `/confirm-order/${id}`,
  completed: (id?: string) => (id ? `/completed/${id}` : '/completed'),
  orders: '/orders',
  ordersArchive: '/orders?filter=archive',
  dashboard: '/dashboard',
  profile: '/profile',
  adminList: '/admin/list',
  admin: '/admin',
  vkCallback: '/auth/vk/callback',
} as const;
