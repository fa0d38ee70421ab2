import { availableParallelism } from 'node:os';

/**
 * How many journey files run at once, each worker with its own browser and its own server
 * (global-setup.ts): two on the 2-core CI machine, where one file at a time left a core idle
 * while the page and the server waited on each other (docs/performance.md, "CI time").
 */
export const journeyWorkers = Math.max(1, Math.min(2, availableParallelism()));
