export * from './checkout.js';
