import type { ReactNode } from 'react';

/**
 * The product pictures in the element scripts: none. An element script is one file (the server
 * hosts, pins and hashes it as one), the calculators' scripts are within 0.2 kB of their
 * budgets, and the pictures weigh 2.9 kB (calculators) and 5.7 kB (items) gzip, so a partner's
 * element keeps the plain sheet picture and the option names (docs/decisions/0111-pictures-on-demand.md).
 */
export const picturesShown = false;

export function OptionPicturePart(): null {
  return null;
}

export function SheetPicturePart({ fallback }: { fallback: ReactNode }) {
  return fallback;
}

export function ItemPicturePart({ fallback }: { fallback: ReactNode }) {
  return fallback;
}
