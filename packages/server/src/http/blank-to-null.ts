/** Trimmed text, or `null` for an absent or blank value: forms send "" for a field left empty. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
