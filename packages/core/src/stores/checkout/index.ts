export * from './checkout.js';
export * from './pickup-finder.js';
export * from './promise.js';
