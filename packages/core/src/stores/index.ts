export * from './admin/index.js';
export * from './cart-count.js';
export * from './lookup.js';
export * from './registry.js';
export * from './session.js';
export * from './storage.js';
