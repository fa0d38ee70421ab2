/** The manager's edit dialog of an order (site/src/pages/admin.tsx: `/admin?order=<id>` opens it). */
export const adminOrderUrl = (site: string, orderId: string) => `${site}/admin?order=${encodeURIComponent(orderId)}`;
