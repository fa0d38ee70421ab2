/**
 * The delivery choice in the element scripts: imported in place. An element script is one file
 * (the server hosts, pins and hashes it as one), and inlining a dynamic import instead costs
 * 6.4 kB gzip more, as the bundler then wraps every module it reaches (docs/performance.md).
 */
export { default as OrderDeliveryPart } from './OrderDelivery';
