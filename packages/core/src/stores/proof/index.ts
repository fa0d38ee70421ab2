export * from './proof-review.js';
export * from './proof-send.js';
