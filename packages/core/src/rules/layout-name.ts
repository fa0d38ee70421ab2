import { forbiddenNameCharacters } from '../contract/index.js';
import { itemTexts } from '../texts/index.js';

/** A layout name becomes a file name, so it must not hold < > : " / \ | ? * or control characters. */
export function isLayoutNameValid(name: string): boolean {
  return !forbiddenNameCharacters.test(name);
}

/** The message shown under the name field, or `null` when the name is fine. */
export function layoutNameError(name: string): string | null {
  return isLayoutNameValid(name) ? null : itemTexts.nameInvalidCharacters;
}
