/** The two standard stand bases and what printing on each costs per piece (rubles). */
export const standBases = {
  small: { sideCm: 5, printSurcharge: 65 },
  large: { sideCm: 8, printSurcharge: 100 },
} as const;
export type StandBase = (typeof standBases)[keyof typeof standBases];

/** Stands up to this size (mm, both sides) get the 5×5 cm base. */
export const smallBaseMaxSideMm = 100;
/** Stands up to this size (mm, both sides) get the 8×8 cm base; above it there is no standard base. */
export const largeBaseMaxSideMm = 180;

/** The base that comes with a stand of `width`×`height` mm, or `null` above 180 mm. */
export function standBaseFor(width: number, height: number): StandBase | null {
  const longerSide = Math.max(width, height);
  if (longerSide <= smallBaseMaxSideMm) return standBases.small;
  if (longerSide <= largeBaseMaxSideMm) return standBases.large;
  return null;
}

/** Per-piece surcharge for printing on the stand's base; 0 without print or without a standard base. */
export function standBasePrintSurcharge(width: number, height: number, printOnBase: boolean): number {
  if (!printOnBase) return 0;
  return standBaseFor(width, height)?.printSurcharge ?? 0;
}

/** '5×5 см' — the base size as people read it. */
export function standBaseLabel(base: StandBase): string {
  return `${base.sideCm}×${base.sideCm} см`;
}
