import { z } from 'zod/mini';
import { typedTextTexts } from '../texts/index.js';
import { forbiddenNameCharacters } from './constants.js';

/**
 * Names and comments people type (item names and comments, client names, proof notes): stored
 * in Unicode's composed form (NFC), so «й» typed on one keyboard and pasted from another is one
 * name; refused when they hold what no one types on purpose. One home for the rule: the
 * contract's schemas below enforce it on the server (a 400 with the text of `typedTextError`),
 * and forms may show the same text before sending (`typedTextError`).
 */
export type TypedTextKind = 'name' | 'comment';

/**
 * Characters that change how text shows without showing themselves: zero-width space, joiners
 * and direction marks (U+200B–U+200F), the Arabic letter mark (U+061C), word joiner and invisible
 * operators (U+2060–U+2064), embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069),
 * the byte-order mark (U+FEFF). An override can make a name read backwards in the manager's list.
 */
const invisibleOrDirectional = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/**
 * Half of a UTF-16 pair without its other half: no character at all. JSON can carry one
 * (`"\ud800"`); UTF-8 and PostgreSQL cannot, which made such a save fail with a 500.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** C0 controls, DEL and C1 controls: none belongs in a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const nameControls = /[\u0000-\u001f\u007f-\u009f]/;
/** In a comment the line breaks and tabs people type stay (LF, CR, tab); the other controls do not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const commentControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** What is wrong with typed text, or `null` when nothing is. */
export function typedTextProblem(text: string, kind: TypedTextKind): 'broken' | 'hidden' | null {
  if (loneSurrogate.test(text)) return 'broken';
  const controls = kind === 'name' ? nameControls : commentControls;
  if (invisibleOrDirectional.test(text) || controls.test(text)) return 'hidden';
  return null;
}

/** The message for typed text that holds a character it may not (what to do about it), or `null`. */
export function typedTextError(text: string, kind: TypedTextKind): string | null {
  const problem = typedTextProblem(text, kind);
  if (problem === 'broken') return typedTextTexts.brokenCharacter;
  return problem === 'hidden' ? typedTextTexts.hiddenCharacters : null;
}

/**
 * A typed-text schema: normalised to NFC first (so the length limit counts what is stored), then
 * refused with `typedTextError`'s texts. `allowFileNameRule` leaves the characters the layout
 * name's own rule refuses (`forbiddenNameCharacters`, with the spec's text) to that rule.
 */
// @__NO_SIDE_EFFECTS__
function typedText(kind: TypedTextKind, length: { min?: number; max: number }, allowFileNameRule = false) {
  const passes = (problem: 'broken' | 'hidden') => (text: string) =>
    typedTextProblem(text, kind) !== problem || (allowFileNameRule && forbiddenNameCharacters.test(text));
  return z
    .string()
    .check(
      z.normalize('NFC'),
      z.minLength(length.min ?? 0),
      z.maxLength(length.max),
      z.refine(passes('broken'), { message: typedTextTexts.brokenCharacter, abort: true }),
      z.refine(passes('hidden'), { message: typedTextTexts.hiddenCharacters }),
    );
}

/** A name people type: an item's, a client's. */
// @__NO_SIDE_EFFECTS__
export function typedName(length: { min?: number; max: number }) {
  return typedText('name', length);
}

/** An item name, which is also a layout's file name: the spec's characters are that rule's to refuse. */
// @__NO_SIDE_EFFECTS__
export function typedLayoutName(length: { max: number }) {
  return typedText('name', length, true);
}

/** A comment or a note people type: line breaks and tabs allowed. */
// @__NO_SIDE_EFFECTS__
export function typedComment(length: { max: number }) {
  return typedText('comment', length);
}

/** Every message a typed-text schema refuses with: the server sends these as they are. */
export const typedTextMessages: readonly string[] = [typedTextTexts.brokenCharacter, typedTextTexts.hiddenCharacters];
