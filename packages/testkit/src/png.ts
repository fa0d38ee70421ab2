/** Image files the suites upload or serve: real PNGs, and a fake one. */
import sharp from 'sharp';

/**
 * A real RGB PNG of `size`×`size` pixels: a colour gradient under deterministic noise, so it
 * barely compresses and an upload of it takes long enough (throttled) to watch the progress.
 */
export function layoutPng(size = 420, seed = 1): Promise<Buffer> {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % 64;
  };
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const red = Math.floor((x * 180) / size + noise());
      const green = Math.floor((y * 180) / size + noise());
      pixels.set([red, green, 150 + noise()], (y * size + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A sticker drawn on a transparent background, `size` px square: a disc with a tab, so a cut
 * contour traced around it has a shape of its own (neither the file's rectangle nor a circle).
 */
export function transparentStickerPng(size = 600): Promise<Buffer> {
  const centre = size / 2;
  const shapes = [
    `<circle cx="${centre}" cy="${centre}" r="${size * 0.35}" fill="#e0457b"/>`,
    `<rect x="${centre - size * 0.08}" y="${size * 0.05}" width="${size * 0.16}" height="${size * 0.3}" rx="${size * 0.04}" fill="#3b5bdb"/>`,
  ].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 1×1 PNG, for previews a mock server answers. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** An HTML page named like a PNG: the server's content check must refuse it. */
export const htmlRenamedAsPng = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
