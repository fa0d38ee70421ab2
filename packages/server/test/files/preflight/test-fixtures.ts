import { type Layer, writePsdBuffer } from 'ag-psd';
import sharp from 'sharp';

/**
 * Layouts the preflight tests make themselves, each carrying exactly the property a check
 * reads: a declared resolution, a colour model, an ICC profile's name, layer names, a page size.
 */

const mmPerInch = 25.4;
/** Pixels across `mm` at `dpi`, as a file made for that print size would have. */
export const pixelsAt = (mm: number, dpi: number) => Math.round((mm / mmPerInch) * dpi);

/** An RGB PNG declaring `dpi` in its pHYs chunk; `noise` makes it incompressible (for a file of a given size). */
export async function rgbPng(width: number, height: number, dpi: number, options: { noise?: boolean } = {}) {
  const image = options.noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width, height, channels: 3 },
      })
    : sharp({ create: { width, height, channels: 3, background: '#3080c0' } });
  return image.withDensity(dpi).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * A minimal ICC profile: the 128-byte header, a tag table and one `desc` tag naming it, as
 * version 2 (`textDescriptionType`) or version 4 (`multiLocalizedUnicodeType`) profiles do.
 */
export function iccProfile(description: string, version: 2 | 4 = 2): Buffer {
  let tag: Buffer;
  if (version === 2) {
    const ascii = Buffer.from(`${description}\0`, 'latin1');
    tag = Buffer.concat([
      Buffer.from('desc\0\0\0\0', 'latin1'),
      uint32(ascii.length),
      ascii,
      Buffer.alloc(4 + 4 + 3 + 67),
    ]);
  } else {
    const text = Buffer.from(description, 'utf16le').swap16();
    const head = Buffer.concat([Buffer.from('mluc\0\0\0\0', 'latin1'), uint32(1), uint32(12)]);
    const record = Buffer.concat([Buffer.from('enUS', 'latin1'), uint32(text.length), uint32(head.length + 12)]);
    tag = Buffer.concat([head, record, text]);
  }
  const tagOffset = 128 + 4 + 12;
  const header = Buffer.alloc(128);
  header.writeUInt32BE(tagOffset + tag.length, 0);
  header.writeUInt8(version, 8);
  header.write('prtrCMYKLab ', 12, 'latin1');
  header.write('acsp', 36, 'latin1');
  const table = Buffer.concat([uint32(1), Buffer.from('desc', 'latin1'), uint32(tagOffset), uint32(tag.length)]);
  return Buffer.concat([header, table, tag]);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
}

/**
 * An uncompressed CMYK TIFF written tag by tag (libvips would convert the colours on the way
 * out; a hand-written file keeps exactly the profile given), with its resolution in dpi.
 */
export function cmykTiff(width: number, height: number, dpi: number, icc: Buffer | null): Buffer {
  const pixels = Buffer.alloc(width * height * 4, 0x40);
  const entries: [tag: number, type: number, count: number, value: number | Buffer][] = [];
  const short = 3;
  const long = 4;
  const rational = 5;
  const undefinedType = 7;
  const rationalOf = (value: number) => Buffer.concat([le32(value), le32(1)]);
  entries.push([256, long, 1, width]);
  entries.push([257, long, 1, height]);
  entries.push([258, short, 4, Buffer.from([8, 0, 8, 0, 8, 0, 8, 0])]);
  entries.push([259, short, 1, 1]); // no compression
  entries.push([262, short, 1, 5]); // separated (CMYK)
  entries.push([273, long, 1, -1]); // strip offset, set below
  entries.push([277, short, 1, 4]);
  entries.push([278, long, 1, height]);
  entries.push([279, long, 1, pixels.length]);
  entries.push([282, rational, 1, rationalOf(dpi)]);
  entries.push([283, rational, 1, rationalOf(dpi)]);
  entries.push([284, short, 1, 1]); // chunky
  entries.push([296, short, 1, 2]); // inches
  if (icc) entries.push([34675, undefinedType, icc.length, icc]);

  const ifdOffset = 8;
  const ifdLength = 2 + entries.length * 12 + 4;
  let dataOffset = ifdOffset + ifdLength;
  const outOfLine: Buffer[] = [];
  const ifd = Buffer.alloc(ifdLength);
  ifd.writeUInt16LE(entries.length, 0);
  const stripOffsetAt = entries.findIndex(([tag]) => tag === 273);
  entries.forEach(([tag, type, count, value], index) => {
    const at = 2 + index * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(count, at + 4);
    if (Buffer.isBuffer(value)) {
      if (value.length <= 4) value.copy(ifd, at + 8);
      else {
        ifd.writeUInt32LE(dataOffset, at + 8);
        const padded = value.length % 2 === 0 ? value : Buffer.concat([value, Buffer.alloc(1)]);
        outOfLine.push(padded);
        dataOffset += padded.length;
      }
    } else if (type === short) ifd.writeUInt16LE(value, at + 8);
    else if (value >= 0) ifd.writeUInt32LE(value, at + 8);
  });
  ifd.writeUInt32LE(dataOffset, 2 + stripOffsetAt * 12 + 8);
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, ...le32(ifdOffset)]);
  return Buffer.concat([header, ifd, ...outOfLine, pixels]);
}

function le32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value, 0);
  return bytes;
}

/**
 * A PSD with named layers (a composite image of a flat colour, no layer pixels), written by
 * ag-psd as Photoshop lays it out; `noise` adds an incompressible composite of the full size.
 */
export function layeredPsd(
  width: number,
  height: number,
  layerNames: readonly string[],
  options: { noise?: boolean } = {},
): Buffer {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < data.length; index++) {
    data[index] = index % 4 === 3 ? 255 : options.noise ? Math.floor(Math.random() * 256) : 128;
  }
  const children: Layer[] = layerNames.map((name) => ({ name, top: 0, left: 0, bottom: 0, right: 0 }));
  return Buffer.from(writePsdBuffer({ width, height, imageData: { width, height, data }, children }));
}

export interface PdfPageSpec {
  widthMm: number;
  heightMm: number;
  /** An RGB image of this many pixels, placed over the whole page. */
  image?: { width: number; height: number; noise?: boolean };
  /** A line of text in Helvetica, which PDFs carry by name only (not embedded). */
  text?: string;
}

const pointsPerMm = 72 / mmPerInch;

/** A PDF written object by object: one page per spec, sizes in mm. */
export function pdfDocument(pages: readonly PdfPageSpec[]): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the pages are known
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pageIds = pages.map((page) => {
    const width = (page.widthMm * pointsPerMm).toFixed(2);
    const height = (page.heightMm * pointsPerMm).toFixed(2);
    let content = '';
    let resources = `/Font << /F1 ${font} 0 R >>`;
    if (page.image) {
      const { width: pixelsWide, height: pixelsHigh } = page.image;
      const samples = Buffer.alloc(pixelsWide * pixelsHigh * 3, 0x80);
      if (page.image.noise) for (let index = 0; index < samples.length; index++) samples[index] = Math.random() * 256;
      const image = add(
        Buffer.concat([
          Buffer.from(
            `<< /Type /XObject /Subtype /Image /Width ${pixelsWide} /Height ${pixelsHigh} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${samples.length} >>\nstream\n`,
            'latin1',
          ),
          samples,
          Buffer.from('\nendstream', 'latin1'),
        ]),
      );
      resources += ` /XObject << /Im1 ${image} 0 R >>`;
      content += `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q\n`;
    }
    if (page.text) content += `BT /F1 12 Tf 10 10 Td (${page.text}) Tj ET\n`;
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << ${resources} >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  );
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(object);
    length += object.length;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) trailer += `${String(offset).padStart(10, '0')} 00000 n \n`;
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(parts);
}
