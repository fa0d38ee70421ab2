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
