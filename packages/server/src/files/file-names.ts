import { forbiddenNameCharacters } from '@stickers62/core/contract';

/**
 * A customer's file name is only ever stored as text and sent back in headers; it never
 * becomes a path (storage keys are random). It still has to be a plausible single file
 * name: no separators, no control or reserved characters, not `.`/`..`.
 */
export function isSafeFileName(fileName: string): boolean {
  const trimmed = fileName.trim();
  if (trimmed.length === 0 || trimmed !== fileName) return false;
  if (trimmed === '.' || trimmed === '..') return false;
  return !forbiddenNameCharacters.test(fileName);
}

/** An ASCII stand-in for old clients: non-ASCII and quote-like characters become `_`. */
function asciiFallback(fileName: string): string {
  return fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
}

/** RFC 5987 `attr-char` leaves only these unescaped; encodeURIComponent keeps a few more. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `Content-Disposition` that downloads under the customer's name, Cyrillic included (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
