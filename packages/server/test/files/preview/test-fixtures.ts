import { constants, deflateRawSync } from 'node:zlib';

/**
 * Layouts that are legal but slow to draw, for the fairness tests: a small PDF whose one page
 * holds a `side`×`side` grey image, Flate-compressed close to deflate's limit of ~1000:1
 * (24 000² is a 1.7 MB file inflating to 1.7 GB; the renderer reads all of it).
 */
export function pdfImageBomb(side: number): Buffer {
  const image = zlibOfRepeatedByte(side * side * 3, 0x80);
  const pagePoints = 1000;
  const content = `q ${pagePoints} 0 0 ${pagePoints} 0 0 cm /Im1 Do Q\n`;
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pagePoints} ${pagePoints}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
      ),
      image,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}endstream`),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
    return length - object.length;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A zlib stream of `total` bytes of `value`, made without holding them: one MiB is compressed
 * once with a full flush (which resets the compressor, so every further MiB compresses to the
 * same bytes) and repeated; the Adler-32 trailer of the whole is computed in closed form.
 */
function zlibOfRepeatedByte(total: number, value: number): Buffer {
  const mebibyte = 1024 * 1024;
  const whole = Math.floor(total / mebibyte);
  const block = deflateRawSync(Buffer.alloc(mebibyte, value), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(Buffer.alloc(total - whole * mebibyte, value), { level: 9 });
  const count = BigInt(total);
  const byte = BigInt(value);
  const modulus = 65521n;
  // Adler-32: a = 1 + Σ bytes, b = Σ of every running a.
  const a = (1n + count * byte) % modulus;
  const b = (count + (byte * count * (count + 1n)) / 2n) % modulus;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const zlibHeader = Buffer.from([0x78, 0xda]);
  return Buffer.concat([zlibHeader, ...Array<Buffer>(whole).fill(block), last, adler]);
}
