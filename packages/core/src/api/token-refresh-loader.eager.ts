import * as tokenRefresh from './token-refresh.js';

/** The token refresh imported in place, for one-file scripts (token-refresh-loader.ts says why). */
export const loadTokenRefresh = () => Promise.resolve(tokenRefresh);
