import { getShopStores } from '@stickers62/core/stores';

/** The site talks to the API on its own origin: one set of stores (session, cart count, …) for the page. */
export const shop = getShopStores('');
