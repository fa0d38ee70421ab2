/**
 * The wire contract. Schemas are built at module level; so that bundles which use a few of them
 * (the element scripts) can drop the rest, every call zod does not itself declare free of side
 * effects carries a `#__PURE__` annotation: each `.check(...)` chain and each `z.int()` (zod
 * annotates its other constructors). A module-level spread goes through `joinShapes` in items.ts
 * for the same reason.
 */
export * from './admin.js';
export * from './auth.js';
export * from './calculator-lookups.js';
export * from './checkout.js';
export * from './client.js';
export * from './companies.js';
export * from './compiled/index.js';
export * from './contour.js';
export * from './errors.js';
export * from './files.js';
export * from './films.js';
export * from './invoices.js';
export * from './items.js';
export * from './manager-items.js';
export * from './order-configuration.js';
export * from './orders.js';
export * from './payments.js';
export * from './preflight.js';
export * from './prices.js';
export * from './primitives.js';
export * from './production-totals.js';
export * from './proofs.js';
export * from './public-invoice.js';
export * from './query.js';
export * from './references.js';
export * from './routes.js';
export * from './samples.js';
export * from './shipments.js';
export * from './timeline.js';
export * from './typed-text.js';
