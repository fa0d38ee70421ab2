/**
 * Loads the token refresh (api/token-refresh.ts) on the first 401 that needs it: a chunk of its
 * own in a bundle that splits, so a page that only reads prices and lists (a partner's React
 * calculator) does not carry it. The element scripts, one file each, take
 * `token-refresh-loader.eager.ts` instead (package.json `imports`: `#token-refresh` under the
 * `@stickers62/element` condition of widgets' scripts/build-elements.ts): there an inlined
 * dynamic import would wrap its modules and cost more than it saves.
 */
export const loadTokenRefresh = () => import('./token-refresh.js');
