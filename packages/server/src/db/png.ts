import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

/** The eight bytes every PNG starts with. */
export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** Encodes RGBA pixels (row by row) as a PNG; enough for the seeded fitting previews. */
export function encodePng(width: number, height: number, pixelAt: (x: number, y: number) => Rgba): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 4 + 1);
    rows[rowStart] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixelAt(x, y);
      rows.set([r, g, b, a], rowStart + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type FittingShape = 'ring' | 'disc' | 'bar';

/** A 64×64 picture of a fitting: a metal-coloured ring, disc or bar on a transparent field. */
export function fittingPreviewPng(shape: FittingShape, color: Rgba): Buffer {
  const size = 64;
  const centre = size / 2 - 0.5;
  const transparent: Rgba = [0, 0, 0, 0];
  return encodePng(size, size, (x, y) => {
    const distance = Math.hypot(x - centre, y - centre);
    if (shape === 'ring') return distance <= 26 && distance >= 18 ? color : transparent;
    if (shape === 'disc') return distance <= 24 ? color : transparent;
    return Math.abs(y - centre) <= 6 && Math.abs(x - centre) <= 28 ? color : transparent;
  });
}
