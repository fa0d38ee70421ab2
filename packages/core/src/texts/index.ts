/**
 * Every user-visible Russian text of the shop, spelled as the specification spells it, one file
 * per feature. Components, rules and server errors take their words from here, so a text changes
 * in one place. Functions build the texts that carry a value. Texts only the host site shows
 * (landing, product pages, about) live in site/src/texts/.
 */

export * from './accounts.js';
export * from './admin.js';
export * from './calculators.js';
export * from './checkout.js';
export * from './client-order.js';
export * from './companies.js';
export * from './contour.js';
export * from './delivery-promise.js';
export * from './files.js';
export * from './films.js';
export * from './items.js';
export * from './layout-picker.js';
export * from './manager-day.js';
export * from './manager-items.js';
export * from './manager-list.js';
export * from './notifications.js';
export * from './order-configuration.js';
export * from './order-link.js';
export * from './orders.js';
export * from './partners.js';
export * from './payments.js';
export * from './pictures.js';
export * from './preflight.js';
export * from './prices.js';
export * from './proofs.js';
export * from './shell.js';
export * from './shipments.js';
