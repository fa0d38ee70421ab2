import { describe, expect, it } from 'vitest';
import { detectFormat, extensionOf, formatForExtension, isExtensionAllowed } from '../../src/files/formats.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('layout formats', () => {
  it('recognises every accepted format by its first bytes', () => {
    expect(detectFormat(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0]))).toBe('png');
    expect(detectFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectFormat(bytes('RIFF', [1, 2, 3, 4], 'CDR9vrsn'))).toBe('cdr');
    expect(detectFormat(bytes('II', [0x2a, 0]))).toBe('tiff');
    expect(detectFormat(bytes('MM', [0, 0x2a]))).toBe('tiff');
    expect(detectFormat(bytes('8BPS', [0, 1]))).toBe('psd');
    expect(detectFormat(bytes('%!PS-Adobe-3.0 EPSF-3.0'))).toBe('postscript');
    expect(detectFormat(bytes('PK', [3, 4, 20, 0]))).toBe('zip');
    expect(detectFormat(bytes('Rar!', [0x1a, 7, 1, 0]))).toBe('rar');
    expect(detectFormat(bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]))).toBe('7z');
    expect(detectFormat(bytes([0x1f, 0x8b, 8]))).toBe('gzip');
    expect(detectFormat(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFormat(bytes(' '.repeat(300), '%PDF-1.4'))).toBe('pdf');
  });

  it('refuses HTML, text and empty files', () => {
    expect(detectFormat(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectFormat(bytes('just text'))).toBeNull();
    expect(detectFormat(Buffer.alloc(0))).toBeNull();
  });

  it('accepts bytes only under an extension that may hold them', () => {
    const pdf = bytes('%PDF-1.7\n');
    expect(formatForExtension('ai', pdf)).toBe('pdf');
    expect(formatForExtension('pdf', pdf)).toBe('pdf');
    expect(formatForExtension('png', pdf)).toBeNull();
    expect(formatForExtension('cdr', bytes('PK', [3, 4]))).toBe('zip');
    expect(formatForExtension('png', bytes('<html>'))).toBeNull();
    expect(formatForExtension('exe', bytes('PK', [3, 4]))).toBeNull();
  });

  it('reads extensions case-insensitively and only after a real dot', () => {
    expect(extensionOf('Макет.PSD')).toBe('psd');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('noextension')).toBe('');
    expect(isExtensionAllowed('psd')).toBe(true);
    expect(isExtensionAllowed('html')).toBe(false);
    expect(isExtensionAllowed('constructor')).toBe(false);
  });
});
