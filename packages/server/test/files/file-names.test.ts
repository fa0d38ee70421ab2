import { describe, expect, it } from 'vitest';
import { attachmentDisposition, isSafeFileName } from '../../src/files/file-names.js';

describe('file names', () => {
  it('accepts ordinary names, Cyrillic included', () => {
    expect(isSafeFileName('Макет котики (финал).psd')).toBe(true);
    expect(isSafeFileName('layout.v2.pdf')).toBe(true);
  });

  it('refuses traversal, separators, reserved and control characters', () => {
    for (const name of [
      '../etc/passwd',
      'a/b.png',
      'a\\b.png',
      '..',
      '.',
      'a:b.png',
      'a\u0000.png',
      ' x.png',
      'x.png ',
      'a"b.png',
      '',
    ]) {
      expect(isSafeFileName(name), name).toBe(false);
    }
  });

  it('builds an attachment header with an ASCII fallback and an RFC 5987 UTF-8 name', () => {
    expect(attachmentDisposition('Макет 1.psd')).toBe(
      `attachment; filename="_____ 1.psd"; filename*=UTF-8''%D0%9C%D0%B0%D0%BA%D0%B5%D1%82%201.psd`,
    );
    expect(attachmentDisposition("it's (1).png")).toBe(
      `attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });
});
