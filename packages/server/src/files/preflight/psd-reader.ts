import { type FileHandle, open } from 'node:fs/promises';
import { parsePsdHeader, psdHeaderLength } from '../preview/psd-composite.js';
import { PreviewRefusedError } from '../preview/refusal.js';
import type { ColorMode, ImageFacts } from './facts.js';
import { iccProfileDescription } from './icc.js';
import { OverLimitError } from './over-limit.js';

/** Reads a file at a moving position through a small buffer: PSD sections are walked, not loaded. */
class Cursor {
  private buffer = Buffer.alloc(0);
  private bufferStart = 0;

  constructor(
    private readonly handle: FileHandle,
    public position: number,
  ) {}

  async read(length: number): Promise<Buffer> {
    const offset = this.position - this.bufferStart;
    if (offset < 0 || offset + length > this.buffer.length) {
      this.buffer = Buffer.alloc(Math.max(length, 64 * 1024));
      const { bytesRead } = await this.handle.read(this.buffer, 0, this.buffer.length, this.position);
      this.buffer = this.buffer.subarray(0, bytesRead);
      this.bufferStart = this.position;
      if (bytesRead < length) throw new PreviewRefusedError('PSD file is truncated');
    }
    const start = this.position - this.bufferStart;
    this.position += length;
    return this.buffer.subarray(start, start + length);
  }

  /** Moves past `length` bytes, given by the 4-byte count at the current position. */
  async skipCounted(): Promise<void> {
    const length = await this.uint32();
    this.position += length;
  }

  async uint8(): Promise<number> {
    return (await this.read(1)).readUInt8(0);
  }

  async uint16(): Promise<number> {
    return (await this.read(2)).readUInt16BE(0);
  }

  async int16(): Promise<number> {
    return (await this.read(2)).readInt16BE(0);
  }

  async uint32(): Promise<number> {
    return (await this.read(4)).readUInt32BE(0);
  }

  /** A section length: 4 bytes in PSD, 8 in PSB. */
  async length(large: boolean): Promise<number> {
    return large ? Number((await this.read(8)).readBigUInt64BE(0)) : this.uint32();
  }
}

const colorModes: Record<number, { mode: ColorMode; name: string; channels: number }> = {
  0: { mode: 'other', name: 'Bitmap', channels: 1 },
  1: { mode: 'grey', name: 'Grayscale', channels: 1 },
  2: { mode: 'other', name: 'Indexed', channels: 1 },
  3: { mode: 'rgb', name: 'RGB', channels: 3 },
  4: { mode: 'cmyk', name: 'CMYK', channels: 4 },
  7: { mode: 'other', name: 'Multichannel', channels: 1 },
  8: { mode: 'other', name: 'Duotone', channels: 1 },
  9: { mode: 'other', name: 'Lab', channels: 3 },
};

const resolutionInfoId = 0x03ed;
const iccProfileId = 0x040f;
/** Hostile files may claim anything; no real layout has more layers or longer layer records than this. */
const maxLayers = 10_000;
const maxRecordExtra = 1024 * 1024;
/** Keys whose data length is 8 bytes in a PSB. */
const largeKeys = new Set([
  'LMsk',
  'Lr16',
  'Lr32',
  'Layr',
  'Mt16',
  'Mt32',
  'Mtrn',
  'Alph',
  'FMsk',
  'lnk2',
  'FEid',
  'FXid',
  'PxSD',
]);
/** `lsct` type of the hidden record that closes a layer group. */
const groupEnd = 3;

interface Resources {
  dpi: number | null;
  icc: Buffer | null;
}

async function readResources(cursor: Cursor): Promise<Resources> {
  const length = await cursor.uint32();
  const end = cursor.position + length;
  const resources: Resources = { dpi: null, icc: null };
  while (cursor.position + 12 <= end) {
    if ((await cursor.read(4)).toString('latin1') !== '8BIM') break;
    const id = await cursor.uint16();
    const nameLength = await cursor.uint8();
    cursor.position += nameLength + ((nameLength + 1) % 2); // Pascal string padded to even
    const size = await cursor.uint32();
    const dataStart = cursor.position;
    if (id === resolutionInfoId && size >= 16) {
      // Fixed 16.16 pixels per inch, whatever unit Photoshop displays it in.
      const dpi = (await cursor.uint32()) / 65536;
      resources.dpi = dpi > 0 ? Math.round(dpi * 100) / 100 : null;
    } else if (id === iccProfileId && size <= 16 * 1024 * 1024) {
      resources.icc = Buffer.from(await cursor.read(size));
    }
    cursor.position = dataStart + size + (size % 2);
  }
  cursor.position = end;
  return resources;
}

/** Names of the layers (and groups) from the layer records; the channel pixels after them are never read. */
async function readLayerNames(cursor: Cursor, large: boolean): Promise<{ names: string[]; mergedAlpha: boolean }> {
  const sectionLength = await cursor.length(large);
  if (sectionLength === 0) return { names: [], mergedAlpha: false };
  const layerInfoLength = await cursor.length(large);
  if (layerInfoLength === 0) return { names: [], mergedAlpha: false };
  const count = await cursor.int16();
  // A negative count says the first alpha channel is the merged image's transparency.
  const layers = Math.abs(count);
  if (layers > maxLayers) throw new OverLimitError(`PSD claims ${layers} layers`);
  const names: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    cursor.position += 16; // bounds
    const channels = await cursor.uint16();
    cursor.position += channels * (large ? 10 : 6) + 12; // channel table, blend mode, opacity, flags
    const extraLength = await cursor.uint32();
    if (extraLength > maxRecordExtra) throw new OverLimitError('PSD layer record is too long');
    const extraEnd = cursor.position + extraLength;
    await cursor.skipCounted(); // mask data
    await cursor.skipCounted(); // blending ranges
    const nameLength = await cursor.uint8();
    let name = (await cursor.read(nameLength)).toString('latin1');
    cursor.position += (4 - ((nameLength + 1) % 4)) % 4; // Pascal string padded to 4
    let isGroupEnd = false;
    while (cursor.position + 12 <= extraEnd) {
      const signature = (await cursor.read(4)).toString('latin1');
      if (signature !== '8BIM' && signature !== '8B64') break;
      const key = (await cursor.read(4)).toString('latin1');
      const length = await cursor.length(large && largeKeys.has(key));
      const dataStart = cursor.position;
      if (key === 'luni' && length >= 4) {
        const characters = await cursor.uint32();
        if (characters * 2 + 4 <= length) {
          name = Buffer.from(await cursor.read(characters * 2))
            .swap16()
            .toString('utf16le')
            .replace(/\0+$/, '');
        }
      } else if ((key === 'lsct' || key === 'lsdk') && length >= 4) {
        isGroupEnd = (await cursor.uint32()) === groupEnd;
      }
      cursor.position = dataStart + length;
    }
    cursor.position = extraEnd;
    if (!isGroupEnd) names.push(name);
  }
  return { names, mergedAlpha: count < 0 };
}

/**
 * Facts of a PSD or PSB from its header, image resources (resolution, ICC profile) and layer
 * records. Pixel data, of layers or of the composite, is never read: memory stays at a few
 * buffers whatever the file's size.
 */
export async function readPsdFacts(path: string, maxPixels: number): Promise<ImageFacts> {
  const handle = await open(path, 'r');
  try {
    const headerBytes = Buffer.alloc(psdHeaderLength);
    await handle.read(headerBytes, 0, psdHeaderLength, 0);
    const header = parsePsdHeader(headerBytes);
    if (header.width * header.height > maxPixels) {
      throw new OverLimitError(`PSD is ${header.width}×${header.height}, more than ${maxPixels} pixels`);
    }
    const large = header.version === 2;
    const cursor = new Cursor(handle, psdHeaderLength);
    await cursor.skipCounted(); // colour mode data
    const resources = await readResources(cursor);
    const layers = await readLayerNames(cursor, large);
    const model = colorModes[header.colorMode] ?? { mode: 'other', name: `mode ${header.colorMode}`, channels: 1 };
    return {
      kind: 'image',
      widthPx: header.width,
      heightPx: header.height,
      fileDpi: resources.dpi,
      colorMode: model.mode,
      colorModelName: model.name,
      iccProfile: resources.icc ? iccProfileDescription(resources.icc) : null,
      hasAlpha: layers.mergedAlpha || header.channels > model.channels,
      layerNames: layers.names,
    };
  } finally {
    await handle.close();
  }
}
