import { getShopStores, memoryStorage } from '@stickers62/core/stores';

let serverNumber = 0;

/**
 * A shop address of its own whose session reads the order (its customer, or an access link
 * opened): the widget's stores for that address start with a token.
 */
export function signedInApiBase(name: string): string {
  serverNumber += 1;
  const base = `https://${name}${serverNumber}.test`;
  getShopStores(base, { storage: memoryStorage({ accessToken: 'good' }), createXhr: null, log: () => {} });
  return base;
}
