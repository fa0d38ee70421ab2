import { z } from 'zod/mini';

/** A whole number given in a query string, e.g. `?skip=50`. */
export const queryInt = z.pipe(
  /*#__PURE__*/ z.string().check(z.regex(/^\d{1,9}$/)),
  z.transform((text: string) => Number(text)),
);

/** A boolean given in a query string: `true` or `false`. */
export const queryBoolean = z.pipe(
  z.enum(['true', 'false']),
  z.transform((text: 'true' | 'false') => text === 'true'),
);

/**
 * A switch given in a query string, as the spec writes it: a bare `?active` (or `?active=`,
 * which reaches the server as the same empty text) turns it on, and `true` or `false` say so.
 * Only for switches whose absence means "off"; a filter with three states keeps `queryBoolean`.
 */
export const queryFlag = z.pipe(
  z.enum(['', 'true', 'false']),
  z.transform((text: '' | 'true' | 'false') => text !== 'false'),
);
