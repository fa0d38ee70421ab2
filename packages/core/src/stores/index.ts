export * from './admin/index.js';
export * from './cart-count.js';
export * from './checkout/index.js';
export * from './lookup.js';
export * from './order/index.js';
export * from './registry.js';
export * from './session.js';
export * from './storage.js';
