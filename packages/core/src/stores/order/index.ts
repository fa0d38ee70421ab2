export * from './contour-watch.js';
export * from './instruction.js';
export * from './item-form.js';
export * from './live-quote.js';
export * from './load-error.js';
export * from './notice.js';
export * from './order-details.js';
export * from './repeat.js';
