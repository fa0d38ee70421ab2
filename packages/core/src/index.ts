export * from './api/index.js';
export * from './contract/index.js';
export * from './format/index.js';
export * from './pricing/index.js';
export * from './rules/index.js';
export * from './stores/index.js';
export * from './texts/index.js';
