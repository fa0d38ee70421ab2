import { type FileHandle, open } from 'node:fs/promises';
import { PreviewRefusedError } from './refusal.js';

/** The fixed 26-byte header of a PSD (version 1) or PSB (version 2) file. */
export interface PsdHeader {
  version: 1 | 2;
  channels: number;
  height: number;
  width: number;
  depth: number;
  colorMode: number;
}

export const psdHeaderLength = 26;

const colorModes = { grayscale: 1, rgb: 3, cmyk: 4 } as const;

export function parsePsdHeader(bytes: Buffer): PsdHeader {
  if (bytes.length < psdHeaderLength || bytes.toString('latin1', 0, 4) !== '8BPS') {
    throw new PreviewRefusedError('Not a PSD file');
  }
  const version = bytes.readUInt16BE(4);
  if (version !== 1 && version !== 2) throw new PreviewRefusedError(`Unknown PSD version ${version}`);
  return {
    version,
    channels: bytes.readUInt16BE(12),
    height: bytes.readUInt32BE(14),
    width: bytes.readUInt32BE(18),
    depth: bytes.readUInt16BE(22),
    colorMode: bytes.readUInt16BE(24),
  };
}

/** Reads a file front to back in large blocks; rows of the composite are read one by one. */
class SequentialReader {
  private buffer = Buffer.alloc(0);
  private position: number;

  constructor(
    private readonly handle: FileHandle,
    start: number,
  ) {
    this.position = start;
  }

  async skip(length: number): Promise<void> {
    const buffered = Math.min(length, this.buffer.length);
    this.buffer = this.buffer.subarray(buffered);
    this.position += length - buffered;
  }

  async read(length: number): Promise<Buffer> {
    if (this.buffer.length < length) {
      const block = Buffer.alloc(Math.max(length - this.buffer.length, 4 * 1024 * 1024));
      const { bytesRead } = await this.handle.read(block, 0, block.length, this.position);
      this.position += bytesRead;
      this.buffer = Buffer.concat([this.buffer, block.subarray(0, bytesRead)]);
      if (this.buffer.length < length) throw new PreviewRefusedError('PSD file is truncated');
    }
    const bytes = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return bytes;
  }

  async readUInt32(): Promise<number> {
    return (await this.read(4)).readUInt32BE(0);
  }

  async readLength(large: boolean): Promise<number> {
    return large ? Number((await this.read(8)).readBigUInt64BE(0)) : this.readUInt32();
  }
}

/** PackBits, the RLE of PSD rows: a header byte n, then n+1 literal bytes or one byte repeated 1-n+1 times. */
function unpackBits(source: Buffer, target: Buffer): void {
  let read = 0;
  let written = 0;
  while (read < source.length && written < target.length) {
    const header = source.readInt8(read++);
    if (header >= 0) {
      const count = Math.min(header + 1, target.length - written);
      source.copy(target, written, read, read + count);
      read += header + 1;
      written += count;
    } else if (header !== -128) {
      const count = Math.min(1 - header, target.length - written);
      target.fill(source[read++] ?? 0, written, written + count);
      written += count;
    }
  }
}

export interface CompositeImage {
  width: number;
  height: number;
  /** Interleaved 8-bit RGB. */
  data: Buffer;
  /** The merged image's transparency (0 transparent … 255 opaque), when asked for and stored. */
  alpha?: Uint8Array;
}

/**
 * The flattened image Photoshop stores after the layers, scaled down to at most
 * `targetWidth` pixels wide while it is read. Rows stream through a box filter, so memory is
 * the size of the result, not of the layout; the pixel count is checked from the header
 * before a single row is decoded.
 */
export async function readPsdComposite(
  path: string,
  targetWidth: number,
  maxPixels: number,
  options: { alpha?: boolean } = {},
): Promise<CompositeImage> {
  const handle = await open(path, 'r');
  try {
    const headerBytes = Buffer.alloc(psdHeaderLength);
    await handle.read(headerBytes, 0, psdHeaderLength, 0);
    const header = parsePsdHeader(headerBytes);
    const { width, height, depth, colorMode } = header;
    if (width === 0 || height === 0) throw new PreviewRefusedError('PSD has no pixels');
    if (width * height > maxPixels) {
      throw new PreviewRefusedError(`PSD is ${width}×${height}, more than ${maxPixels} pixels`);
    }
    const colorChannels =
      colorMode === colorModes.rgb ? 3 : colorMode === colorModes.cmyk ? 4 : colorMode === colorModes.grayscale ? 1 : 0;
    if (colorChannels === 0 || header.channels < colorChannels) {
      throw new PreviewRefusedError(`PSD colour mode ${colorMode} has no preview`);
    }
    if (depth !== 8 && depth !== 16) throw new PreviewRefusedError(`PSD depth ${depth} has no preview`);

    const large = header.version === 2;
    const reader = new SequentialReader(handle, psdHeaderLength);
    await reader.skip(await reader.readUInt32()); // colour mode data
    await reader.skip(await reader.readUInt32()); // image resources
    await reader.skip(await reader.readLength(large)); // layers and masks
    const compression = (await reader.read(2)).readUInt16BE(0);
    if (compression !== 0 && compression !== 1) throw new PreviewRefusedError(`PSD compression ${compression}`);

    const rowsToRead = header.channels * height;
    let rowLengths: number[] | null = null;
    if (compression === 1) {
      const counts = await reader.read(rowsToRead * (large ? 4 : 2));
      rowLengths = Array.from({ length: rowsToRead }, (_, row) =>
        large ? counts.readUInt32BE(row * 4) : counts.readUInt16BE(row * 2),
      );
    }

    const bytesPerSample = depth / 8;
    const outWidth = Math.max(1, Math.min(width, targetWidth));
    const outHeight = Math.max(1, Math.round((height * outWidth) / width));
    const columnOf = Int32Array.from({ length: width }, (_, x) => Math.floor((x * outWidth) / width));
    const rowOf = Int32Array.from({ length: height }, (_, y) => Math.floor((y * outHeight) / height));
    const cellArea = cellAreas(columnOf, rowOf, outWidth, outHeight);

    // The channel after the colour ones is the merged image's transparency, when it has one.
    const withAlpha = options.alpha === true && header.channels > colorChannels;
    const planes: Float64Array[] = [];
    const row = Buffer.alloc(width * bytesPerSample);
    for (let channel = 0; channel < colorChannels + (withAlpha ? 1 : 0); channel++) {
      const sums = new Float64Array(outWidth * outHeight);
      for (let y = 0; y < height; y++) {
        if (rowLengths) unpackBits(await reader.read(rowLengths[channel * height + y] as number), row);
        else (await reader.read(row.length)).copy(row);
        const rowBase = (rowOf[y] as number) * outWidth;
        // 16-bit samples are big-endian: the first byte is the high one, enough for a preview.
        for (let x = 0; x < width; x++) {
          const cell = rowBase + (columnOf[x] as number);
          sums[cell] = (sums[cell] as number) + (row[x * bytesPerSample] as number);
        }
      }
      planes.push(sums);
    }
    const image = { width: outWidth, height: outHeight, data: toRgb(planes, cellArea, colorMode) };
    if (!withAlpha) return image;
    const sums = planes[colorChannels] as Float64Array;
    const alpha = Uint8Array.from(sums, (sum, pixel) => Math.round(sum / (cellArea[pixel] as number)));
    return { ...image, alpha };
  } finally {
    await handle.close();
  }
}

/** How many source pixels fall into each cell of the result. */
function cellAreas(columnOf: Int32Array, rowOf: Int32Array, outWidth: number, outHeight: number): Float64Array {
  const columns = new Float64Array(outWidth);
  const rows = new Float64Array(outHeight);
  for (const column of columnOf) columns[column] = (columns[column] as number) + 1;
  for (const row of rowOf) rows[row] = (rows[row] as number) + 1;
  const areas = new Float64Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) areas[y * outWidth + x] = (rows[y] as number) * (columns[x] as number);
  }
  return areas;
}

/** Averages the planes and converts them to RGB; PSD stores CMYK inverted (255 = no ink). */
function toRgb(planes: Float64Array[], cellArea: Float64Array, colorMode: number): Buffer {
  const pixels = cellArea.length;
  const rgb = Buffer.alloc(pixels * 3);
  const mean = (plane: number, pixel: number) =>
    ((planes[plane] as Float64Array)[pixel] as number) / (cellArea[pixel] as number);
  for (let pixel = 0; pixel < pixels; pixel++) {
    let red: number;
    let green: number;
    let blue: number;
    if (colorMode === colorModes.grayscale) {
      red = green = blue = mean(0, pixel);
    } else if (colorMode === colorModes.cmyk) {
      const key = mean(3, pixel) / 255;
      red = mean(0, pixel) * key;
      green = mean(1, pixel) * key;
      blue = mean(2, pixel) * key;
    } else {
      red = mean(0, pixel);
      green = mean(1, pixel);
      blue = mean(2, pixel);
    }
    rgb[pixel * 3] = Math.round(red);
    rgb[pixel * 3 + 1] = Math.round(green);
    rgb[pixel * 3 + 2] = Math.round(blue);
  }
  return rgb;
}
