import type { ContourFinding, ContourResult } from '@stickers62/core/contract';
import { contourTexts as texts } from '@stickers62/core/texts';
import type { PathD, PathsD } from 'clipper2-ts';
import { contours } from 'd3-contour';
import {
  closing,
  difference,
  offset,
  opening,
  regionOf,
  signedArea,
  simplify,
  splitRings,
  substantialPieces,
} from './geometry.js';
import type { ContourSettings } from './settings.js';

/**
 * The artwork's opacity on a grid of cells, 0 (transparent) to 255 (opaque), row by row, and
 * the size in millimetres the whole grid is printed at.
 */
export interface AlphaGrid {
  width: number;
  height: number;
  alpha: Uint8Array;
  widthMm: number;
  heightMm: number;
}

/** A cell at or above half opacity is artwork: the cut follows the 50 % edge of antialiased art. */
const opaqueLevel = 128;
/** Specks smaller than this (mm²) are dust or antialiasing leftovers, not artwork to cut around. */
const speckAreaMm2 = 0.25;
/** Concave corners are rounded at least this much, so the knife turns instead of stabbing (mm). */
const smoothingRadiusMm = 0.3;
/** Nodes closer to a straight line than this are dropped (mm): well below the 0.2 mm tolerance. */
const simplifyToleranceMm = 0.03;
/** A narrow part or gap must survive shrinking by this much to count: arc round-off does not (mm). */
const findingSliverMm = 0.05;

/** The rings of the opaque area, in millimetres from the artwork's top-left corner. */
export function traceOpaqueArea(grid: AlphaGrid): PathsD {
  const { width, height, alpha } = grid;
  const scaleX = grid.widthMm / width;
  const scaleY = grid.heightMm / height;
  // d3-contour samples cell (i, j) at (i + ½, j + ½) and closes rings along the grid's edge.
  const [area] = contours().size([width, height]).thresholds([opaqueLevel]).smooth(true)(alpha as unknown as number[]);
  const rings: PathsD = [];
  for (const polygon of area?.coordinates ?? []) {
    for (const ring of polygon) {
      rings.push(ring.map(([x, y]) => ({ x: (x as number) * scaleX, y: (y as number) * scaleY })));
    }
  }
  return rings;
}

/** Whether any cell on the grid's edge is artwork: the drawing is cut off by the file's edge. */
function touchesEdge({ width, height, alpha }: AlphaGrid): boolean {
  const opaque = (x: number, y: number) => (alpha[y * width + x] as number) >= opaqueLevel;
  for (let x = 0; x < width; x++) if (opaque(x, 0) || opaque(x, height - 1)) return true;
  for (let y = 0; y < height; y++) if (opaque(0, y) || opaque(width - 1, y)) return true;
  return false;
}

function hasTransparency({ alpha }: AlphaGrid): boolean {
  for (const value of alpha) if (value < opaqueLevel) return true;
  return false;
}

const yellow = (id: ContourFinding['id'], message: string): ContourFinding => ({ id, level: 'yellow', message });

/** `M x y L … Z` per ring, in millimetres, moved by (`dx`, `dy`). */
export function pathData(rings: readonly PathD[], dx: number, dy: number): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return rings
    .map((ring) => {
      const points = ring.map(({ x, y }) => `${round(x + dx)} ${round(y + dy)}`);
      return `M${points[0]}L${points.slice(1).join(' ')}Z`;
    })
    .join('');
}

/**
 * The cut contour of an artwork: its opaque area traced, specks dropped, grown by the bleed,
 * concave corners rounded and simplified; with the findings a person should read before it is
 * cut. A fully opaque artwork is cut along its rectangle grown by the bleed.
 */
export function cutContour(grid: AlphaGrid, settings: ContourSettings): ContourResult {
  const { bleedMm, minimumWidthMm, maxNodes } = settings;
  const findings: ContourFinding[] = [];
  const transparent = hasTransparency(grid);
  let region: PathsD;
  if (transparent) {
    const traced = regionOf(traceOpaqueArea(grid));
    // Specks go before anything grows them into islands of their own; the tracer's node per cell
    // edge is thinned out before the offsets, which cost by the node.
    region = simplify(
      regionOf(traced.filter((ring) => Math.abs(signedArea([ring])) >= speckAreaMm2)),
      simplifyToleranceMm / 2,
    );
  } else {
    findings.push(yellow('contourNoTransparency', texts.noTransparency));
    region = [
      [
        { x: 0, y: 0 },
        { x: grid.widthMm, y: 0 },
        { x: grid.widthMm, y: grid.heightMm },
        { x: 0, y: grid.heightMm },
      ],
    ];
  }
  const grown = closing(offset(region, bleedMm), smoothingRadiusMm);
  const { outers, holes } = splitRings(simplify(grown, simplifyToleranceMm));
  if (transparent) {
    const cut = regionOf(outers);
    const radius = minimumWidthMm / 2;
    const thinParts = difference(cut, opening(cut, radius));
    const thinGaps = difference(closing(cut, radius), cut);
    const narrow =
      substantialPieces(thinParts, radius, findingSliverMm) + substantialPieces(thinGaps, radius, findingSliverMm);
    if (narrow > 0) {
      findings.push(yellow('contourNarrow', texts.narrow(minimumWidthMm)));
    }
    if (outers.length > 1) findings.push(yellow('contourIslands', texts.islands(outers.length)));
    if (holes.length > 0) findings.push(yellow('contourHoles', texts.holes(holes.length)));
    if (touchesEdge(grid)) findings.push(yellow('contourOffImage', texts.offImage));
  }
  const nodes = outers.reduce((sum, ring) => sum + ring.length, 0);
  if (nodes > maxNodes) findings.push(yellow('contourNodes', texts.nodes(nodes, maxNodes)));
  return {
    status: findings.length === 0 ? 'ready' : 'needs-attention',
    widthMm: round2(grid.widthMm + 2 * bleedMm),
    heightMm: round2(grid.heightMm + 2 * bleedMm),
    bleedMm,
    // The box's origin is the artwork's corner moved out by the bleed; outer rings only: the
    // film inside a hole stays (the holes finding says so).
    pathMm: pathData(outers, bleedMm, bleedMm),
    nodes,
    findings,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
