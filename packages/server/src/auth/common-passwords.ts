import { readFileSync } from 'node:fs';

/**
 * The 10 000 most common passwords of 8 characters or more (shorter ones fail the length rule
 * anyway), one a line, lower-case, most common first. Taken from the ranked password list of
 * `@zxcvbn-ts/language-common` 4.1.3 (`src/passwords.json`, MIT; zxcvbn's list from leaked
 * password corpora) by keeping its entries of at least 8 characters in their order.
 */
const listFile = new URL('../../assets/common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

/** Read once, on the first check (about 90 KB). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common;
}

/** Whether the password is on the list, ignoring case (`Password1` is as weak as `password1`). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}
