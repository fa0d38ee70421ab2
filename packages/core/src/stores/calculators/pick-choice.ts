/**
 * A calculator's current choice: the chosen value while the list offers it, else the
 * preferred default when offered, else the first entry (or null for an empty list).
 */
export function pickChoice<T>(chosen: T | null, offered: readonly T[], preferred?: T | null): T | null {
  if (chosen !== null && offered.includes(chosen)) return chosen;
  if (preferred !== undefined && preferred !== null && offered.includes(preferred)) return preferred;
  return offered[0] ?? null;
}
