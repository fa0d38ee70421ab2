/**
 * Loads the token refresh (api/token-refresh.ts) on the first 401 that needs it: a chunk of its
 * own in a bundle that splits, so a page that only reads prices and lists (a partner's React
 * calculator, a calculator element) does not carry it. The element scripts load it as one of
 * their integrity-checked chunks (widgets' scripts/element-chunks.ts).
 */
export const loadTokenRefresh = () => import('./token-refresh.js');
