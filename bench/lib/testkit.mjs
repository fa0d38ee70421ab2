// The bench is plain JavaScript run by node; the test kit is TypeScript. tsx's tsImport loads
// it by its package name, the same `@stickers62/testkit/<part>` every suite imports, for these
// imports only: `node bench/<script>.mjs` needs no build and no loader flag.
import { tsImport } from 'tsx/esm/api';

const load = (part) => tsImport(`@stickers62/testkit/${part}`, import.meta.url);

export const { acrylItemBody, stickerItemBody } = await load('fixtures');
export const { chromiumFlags, chromiumPath, launchChromium } = await load('chromium');
export const { scratchDatabase } = await load('scratch-database');
/** A real PNG layout (testkit png.ts); loaded on first use, so only a bench that uploads pays for sharp. */
export const layoutPng = async (...args) => (await load('png')).layoutPng(...args);
