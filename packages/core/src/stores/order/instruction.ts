/** The cookie that remembers 'Больше не показывать' for the instruction modal, for 365 days. */
export const instructionCookieName = 's62_instruction_seen';
export const instructionCookieDays = 365;

/** Where cookies are read and written: `document.cookie`, or a test's stand-in. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const documentCookies: CookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; this one fixed cookie needs no escaping
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

export function isInstructionSeen(jar: CookieJar = documentCookies): boolean {
  return jar
    .read()
    .split(';')
    .some((part) => part.trim() === `${instructionCookieName}=1`);
}

export function markInstructionSeen(jar: CookieJar = documentCookies, now = new Date()): void {
  const expires = new Date(now.getTime() + instructionCookieDays * 24 * 60 * 60 * 1000);
  jar.write(`${instructionCookieName}=1; expires=${expires.toUTCString()}; path=/; SameSite=Lax`);
}
