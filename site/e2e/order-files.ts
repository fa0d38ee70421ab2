import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A real RGB PNG of `size`×`size` pixels: a colour gradient under deterministic noise, so it
 * barely compresses and an upload of it takes long enough (throttled) to watch the progress.
 */
export function layoutPng(size = 420, seed = 1): Buffer {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % 64;
  };
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const start = y * (size * 3 + 1);
    for (let x = 0; x < size; x++) {
      rows.set([(x * 180) / size + noise(), (y * 180) / size + noise(), 150 + noise()], start + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An HTML page named like a PNG: the server's content check must refuse it. */
export const spoofedPng = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
