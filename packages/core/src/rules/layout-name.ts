import { forbiddenNameCharacters, itemLimits } from '../contract/constants.js';
import { itemTexts } from '../texts/index.js';

/** A layout name becomes a file name, so it must not hold < > : " / \ | ? * or control characters. */
export function isLayoutNameValid(name: string): boolean {
  return !forbiddenNameCharacters.test(name);
}

/**
 * What else keeps a name out of the file routes, whose path carries it: longer than the one
 * limit every route accepts, or `.` / `..`, which a browser resolves away as a path step
 * (`/a/../upload` is `/upload`) before the request leaves it.
 */
export function layoutNamePathProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length > itemLimits.maxNameLength) return itemTexts.nameTooLong;
  if (trimmed === '.' || trimmed === '..') return itemTexts.nameDotsOnly;
  return null;
}

/** The message shown under the name field, or `null` when the name is fine. */
export function layoutNameError(name: string): string | null {
  return isLayoutNameValid(name) ? layoutNamePathProblem(name) : itemTexts.nameInvalidCharacters;
}
