export * from './payment-card.js';
export * from './payment-check.js';
export * from './payment-form.js';
export * from './payment-link.js';
export * from './payment-poll.js';
