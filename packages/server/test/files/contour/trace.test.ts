import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readAlphaGrid } from '../../../src/files/contour/alpha-reader.js';
import { type ContourSettings, contourDefaults } from '../../../src/files/contour/settings.js';
import { ringsOfPath } from '../../../src/files/contour/svg.js';
import { cutContour } from '../../../src/files/contour/trace.js';
import { radiusRange, starShapes, transparentPng } from './test-fixtures.js';

const directory = await mkdtemp(join(tmpdir(), 'contour-'));
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The contour of `image` printed at `widthMm` × `heightMm`, traced as the preflight traces it. */
async function contourOf(
  image: Buffer,
  widthMm: number,
  heightMm: number,
  settings: ContourSettings = contourDefaults,
) {
  const path = join(directory, `${Math.random()}.png`);
  await writeFile(path, image);
  const { width, height } = await sharp(path).metadata();
  const grid = await readAlphaGrid(path, 'png', { widthPx: width, heightPx: height, widthMm, heightMm }, 1e9);
  return cutContour(grid, settings);
}

const findingIds = (contour: { findings: { id: string }[] }) => contour.findings.map(({ id }) => id);

// Every artwork is 1000 px printed at 50 mm: 20 px a millimetre; its centre is at (27, 27) in the
// contour's box (25 mm plus the 2 mm bleed).
describe('the cut contour of a generated artwork', () => {
  it('runs around a circle at its radius plus the bleed, within 0.2 mm, and is ready', async () => {
    const contour = await contourOf(await transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>'), 50, 50);
    const rings = ringsOfPath(contour.pathMm);
    expect(rings).toHaveLength(1);
    const { min, max } = radiusRange(rings, 27, 27);
    expect(min).toBeGreaterThan(22 - 0.2);
    expect(max).toBeLessThan(22 + 0.2);
    expect(contour).toMatchObject({ status: 'ready', widthMm: 54, heightMm: 54, bleedMm: 2, findings: [] });
  });

  it('follows the bleed that is configured', async () => {
    const settings = { ...contourDefaults, bleedMm: 3.5 };
    const contour = await contourOf(
      await transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>'),
      50,
      50,
      settings,
    );
    const { min, max } = radiusRange(ringsOfPath(contour.pathMm), 28.5, 28.5);
    expect([min, max].every((radius) => Math.abs(radius - 23.5) < 0.2)).toBe(true);
    expect(contour.widthMm).toBe(57);
  });

  it('reaches the tips of a star with thin rays and warns of the notches between them', async () => {
    // 12 rays 0.5 mm wide, 20 mm long: grown by 2 mm, neighbours leave notches under 1.5 mm near the centre.
    const contour = await contourOf(await transparentPng(1000, 1000, starShapes(500, 400, 12, 10)), 50, 50);
    const rings = ringsOfPath(contour.pathMm);
    expect(rings).toHaveLength(1);
    const { max } = radiusRange(rings, 27, 27);
    expect(Math.abs(max - 22)).toBeLessThan(0.2);
    expect(findingIds(contour)).toEqual(['contourNarrow']);
    expect(contour.status).toBe('needs-attention');
    expect(contour.findings[0]?.message).toContain('уже 1,5 мм');
  });

  it('finds no notch in the same star when the plotter cuts 0.5 mm cleanly', async () => {
    const settings = { ...contourDefaults, minimumWidthMm: 0.5 };
    const contour = await contourOf(await transparentPng(1000, 1000, starShapes(500, 400, 12, 10)), 50, 50, settings);
    expect(findingIds(contour)).toEqual([]);
  });

  it('takes an ordinary inside corner for a corner, not a narrow part', async () => {
    // A disc with a tab: where they meet, the line turns inwards at about 100°.
    const shapes = '<circle cx="500" cy="500" r="350"/><rect x="420" y="80" width="160" height="300" rx="30"/>';
    const contour = await contourOf(await transparentPng(1000, 1000, shapes), 50, 50);
    expect(findingIds(contour)).toEqual([]);
    expect(contour.status).toBe('ready');
  });

  it('warns of thin parts themselves when there is no bleed to widen them', async () => {
    const settings = { ...contourDefaults, bleedMm: 0 };
    const contour = await contourOf(await transparentPng(1000, 1000, starShapes(500, 400, 4, 10)), 50, 50, settings);
    expect(findingIds(contour)).toContain('contourNarrow');
  });

  it('cuts a logo with a hole along its outside only, and says the hole stays', async () => {
    // A ring 10 mm to 20 mm from the centre: the hole shrinks to 8 mm and is not cut.
    const ring = '<circle cx="500" cy="500" r="300" fill="none" stroke="black" stroke-width="200"/>';
    const contour = await contourOf(await transparentPng(1000, 1000, ring), 50, 50);
    const rings = ringsOfPath(contour.pathMm);
    expect(rings).toHaveLength(1);
    const { min, max } = radiusRange(rings, 27, 27);
    expect(min).toBeGreaterThan(21.8);
    expect(max).toBeLessThan(22.2);
    expect(findingIds(contour)).toEqual(['contourHoles']);
  });

  it('keeps two islands apart and warns they fall out separately', async () => {
    // Circles of 7.5 mm at 12.5 mm and 37.5 mm across: grown to 9.5 mm, 6 mm apart.
    const shapes = '<circle cx="250" cy="500" r="150"/><circle cx="750" cy="500" r="150"/>';
    const contour = await contourOf(await transparentPng(1000, 1000, shapes), 50, 50);
    const rings = ringsOfPath(contour.pathMm);
    expect(rings).toHaveLength(2);
    const [left, right] = [...rings].sort((a, b) => (a[0]?.x ?? 0) - (b[0]?.x ?? 0));
    for (const [island, centreX] of [
      [left, 14.5],
      [right, 39.5],
    ] as const) {
      const { min, max } = radiusRange([island ?? []], centreX, 27);
      expect(min).toBeGreaterThan(9.3);
      expect(max).toBeLessThan(9.7);
    }
    expect(findingIds(contour)).toEqual(['contourIslands']);
    expect(contour.findings[0]?.message).toContain('(2)');
  });

  it('cuts an artwork without transparency along its rectangle grown by the bleed', async () => {
    const opaque = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3080c0' } })
      .png()
      .toBuffer();
    const contour = await contourOf(opaque, 60, 40);
    const points = ringsOfPath(contour.pathMm).flat();
    const xs = points.map(({ x }) => x);
    const ys = points.map(({ y }) => y);
    expect(Math.min(...xs)).toBeCloseTo(0, 1);
    expect(Math.max(...xs)).toBeCloseTo(64, 1);
    expect(Math.min(...ys)).toBeCloseTo(0, 1);
    expect(Math.max(...ys)).toBeCloseTo(44, 1);
    expect(contour).toMatchObject({ status: 'needs-attention', widthMm: 64, heightMm: 44 });
    expect(findingIds(contour)).toEqual(['contourNoTransparency']);
  });

  it('warns when the drawing runs off the edge of the file', async () => {
    const contour = await contourOf(
      await transparentPng(1000, 1000, '<rect x="0" y="300" width="600" height="400"/>'),
      50,
      50,
    );
    expect(findingIds(contour)).toEqual(['contourOffImage']);
    // Along the cut-off edge the line runs the bleed outside the file's edge.
    const xs = ringsOfPath(contour.pathMm)
      .flat()
      .map(({ x }) => x);
    expect(Math.min(...xs)).toBeCloseTo(0, 1);
  });

  it('warns of a contour with more nodes than the plotter should take', async () => {
    const settings = { ...contourDefaults, maxNodes: 20 };
    const contour = await contourOf(
      await transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>'),
      50,
      50,
      settings,
    );
    expect(findingIds(contour)).toEqual(['contourNodes']);
    expect(contour.findings[0]?.message).toContain(`${contour.nodes} узлов при пределе 20`);
  });

  it('ignores specks of dust smaller than a quarter of a square millimetre', async () => {
    const shapes = '<circle cx="500" cy="500" r="400"/><rect x="20" y="20" width="4" height="4"/>';
    const contour = await contourOf(await transparentPng(1000, 1000, shapes), 50, 50);
    expect(ringsOfPath(contour.pathMm)).toHaveLength(1);
  });

  it('scales pixels to the item: a 2:1 image for a 100 × 50 mm item', async () => {
    const contour = await contourOf(await transparentPng(400, 200, '<circle cx="200" cy="100" r="80"/>'), 100, 50);
    const { min, max } = radiusRange(ringsOfPath(contour.pathMm), 52, 27);
    // 80 px of 400 across 100 mm: 20 mm; plus the bleed.
    expect(min).toBeGreaterThan(21.8);
    expect(max).toBeLessThan(22.2);
  });
});
