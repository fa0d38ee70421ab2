export * from './contract/index.js';
export * from './texts/index.js';
