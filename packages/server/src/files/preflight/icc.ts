/**
 * The human-readable name of an ICC profile: its `desc` tag. ICC v2 stores it as
 * `textDescriptionType` (ASCII), v4 as `multiLocalizedUnicodeType` (UTF-16BE records).
 * Only the header's tag table and that one tag are read.
 */
const tagTableOffset = 128;
const tagEntryLength = 12;

export function iccProfileDescription(profile: Uint8Array): string | null {
  const bytes = Buffer.from(profile.buffer, profile.byteOffset, profile.byteLength);
  if (bytes.length < tagTableOffset + 4 || bytes.toString('latin1', 36, 40) !== 'acsp') return null;
  const tagCount = bytes.readUInt32BE(tagTableOffset);
  for (let index = 0; index < tagCount; index++) {
    const entry = tagTableOffset + 4 + index * tagEntryLength;
    if (entry + tagEntryLength > bytes.length) return null;
    if (bytes.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const offset = bytes.readUInt32BE(entry + 4);
    const length = bytes.readUInt32BE(entry + 8);
    if (offset + length > bytes.length || length < 12) return null;
    return readText(bytes.subarray(offset, offset + length));
  }
  return null;
}

function readText(tag: Buffer): string | null {
  const type = tag.toString('latin1', 0, 4);
  if (type === 'desc') {
    const count = tag.readUInt32BE(8);
    if (12 + count > tag.length) return null;
    return clean(tag.toString('latin1', 12, 12 + count));
  }
  if (type === 'mluc' && tag.length >= 28) {
    // The first record is enough: profiles name themselves the same in every language they list.
    const length = tag.readUInt32BE(20);
    const offset = tag.readUInt32BE(24);
    if (offset + length > tag.length) return null;
    // A copy: swap16 turns the bytes in place, and these are the caller's.
    return clean(
      Buffer.from(tag.subarray(offset, offset + (length & ~1)))
        .swap16()
        .toString('utf16le'),
    );
  }
  return null;
}

function clean(text: string): string | null {
  const trimmed = text.replace(/\0+$/, '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Whether a profile is the one the shop prints with (FOGRA39 coated, ISO 12647-2:2004, and its variants). */
export function isFogra39(description: string | null): boolean {
  return description !== null && /fogra\s*39/i.test(description);
}
