import { writePsdBuffer } from 'ag-psd';
import sharp from 'sharp';
import { pngChunk, pngSignature } from '../../src/db/png.js';

/**
 * Layout files the tests make themselves: small real images in each previewable format,
 * plus hostile ones (a PNG and a PSD whose headers claim far more pixels than they hold).
 */

/** A gradient, so a preview that lost the picture (all one colour) is told apart. */
function gradientRgba(width: number, height: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      data[offset] = Math.round((255 * x) / width);
      data[offset + 1] = Math.round((255 * y) / height);
      data[offset + 2] = 128;
      data[offset + 3] = 255;
    }
  }
  return data;
}

export function pngFixture(width = 300, height = 200): Promise<Buffer> {
  return sharp(Buffer.from(gradientRgba(width, height)), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

export function jpegFixture(width = 300, height = 200): Promise<Buffer> {
  return sharp(Buffer.from(gradientRgba(width, height)), { raw: { width, height, channels: 4 } })
    .jpeg()
    .toBuffer();
}

/** An RGB PSD with its composite image, written by ag-psd (RLE-compressed, as Photoshop does). */
export function psdFixture(width = 300, height = 200): Buffer {
  return writePsdBuffer({ width, height, imageData: { width, height, data: gradientRgba(width, height) } });
}

/** A PSD header claiming `width`×`height` followed by empty sections: nothing behind the claim. */
export function psdHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(26 + 4 + 4 + 4 + 2);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(3, 12);
  header.writeUInt32BE(height, 14);
  header.writeUInt32BE(width, 18);
  header.writeUInt16BE(8, 22);
  header.writeUInt16BE(3, 24);
  header.writeUInt16BE(1, 38);
  return header;
}

/**
 * An uncompressed PSD written by hand: `planes` holds one plane per channel, each `width` ×
 * `height` samples of `depth` bits (big-endian), as Photoshop stores the composite image.
 */
export function psdRawFixture(options: {
  width: number;
  height: number;
  colorMode: 1 | 3 | 4;
  depth: 8 | 16;
  planes: number[][];
}): Buffer {
  const { width, height, colorMode, depth, planes } = options;
  const header = Buffer.alloc(26);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(planes.length, 12);
  header.writeUInt32BE(height, 14);
  header.writeUInt32BE(width, 18);
  header.writeUInt16BE(depth, 22);
  header.writeUInt16BE(colorMode, 24);
  const bytesPerSample = depth / 8;
  const data = Buffer.alloc(planes.length * width * height * bytesPerSample);
  planes.forEach((plane, channel) => {
    plane.forEach((sample, index) => {
      const offset = (channel * width * height + index) * bytesPerSample;
      if (bytesPerSample === 2) data.writeUInt16BE(sample, offset);
      else data.writeUInt8(sample, offset);
    });
  });
  // Empty colour-mode data, image resources and layer sections, then compression 0 (raw).
  return Buffer.concat([header, Buffer.alloc(12), Buffer.alloc(2), data]);
}

/** A tiny PNG whose header claims `width`×`height` (a decompression bomb's calling card). */
export function pngBomb(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (200×100 pt) with a red square on the left half, written object by object. */
export function pdfFixture(): Buffer {
  const content = '1 0 0 rg 0 0 100 100 re f\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
