export * from './checkout.js';
export * from './order-delivery.js';
export * from './pickup-finder.js';
export * from './promise.js';
export * from './tariff-lookup.js';
