export * from './checkout.js';
export * from './promise.js';
