import { Clipper, EndType, FillRule, JoinType, type PathD, type PathsD } from 'clipper2-ts';

/*
 * Polygon geometry of the cut contour, in millimetres, over Clipper2 (clipper2-ts):
 * offsetting with round joins, boolean operations and simplification.
 */

/** Decimal places Clipper keeps (0.001 mm): far below what a plotter or the 0.2 mm tolerance sees. */
const precision = 3;
/** Largest distance an arc's chords stray from the true arc (mm). */
const arcToleranceMm = 0.01;

/** The area (mm²) of every closed path, outer rings positive, holes negative. */
export function signedArea(paths: PathsD): number {
  return paths.reduce((sum, path) => sum + Clipper.areaD(path), 0);
}

/** `paths` grown (`deltaMm` > 0) or shrunk (< 0) by `deltaMm`, corners rounded. */
export function offset(paths: PathsD, deltaMm: number): PathsD {
  if (deltaMm === 0 || paths.length === 0) return paths;
  return Clipper.inflatePathsD(paths, deltaMm, JoinType.Round, EndType.Polygon, 2, precision, arcToleranceMm);
}

/** The filled region of rings as the tracer gives them (outer rings and holes alike), as one clean set of polygons. */
export function regionOf(rings: PathsD): PathsD {
  return Clipper.unionD(rings, FillRule.EvenOdd);
}

export function difference(subject: PathsD, clip: PathsD): PathsD {
  return Clipper.differenceD(subject, clip, FillRule.NonZero, precision);
}

/** Drops nodes that stray less than `toleranceMm` from the line through their neighbours. */
export function simplify(paths: PathsD, toleranceMm: number): PathsD {
  return Clipper.simplifyPathsD(paths, toleranceMm, true);
}

/**
 * Morphological opening (shrink, then grow back by `radiusMm`): what survives it is at least
 * `2 × radiusMm` wide; the closing (grow, then shrink) fills gaps narrower than that.
 */
export const opening = (paths: PathsD, radiusMm: number) => offset(offset(paths, -radiusMm), radiusMm);
export const closing = (paths: PathsD, radiusMm: number) => offset(offset(paths, radiusMm), -radiusMm);

/**
 * Pieces a morphological opening or closing with a disc of `radiusMm` removed or filled that
 * matter: bigger than the disc's square, the most an inside corner of 50° or wider gives up
 * (r²·(cot ½θ − (π − θ)/2): 0.2 r² at 90°, 0.7 r² at 60°), so a knife's ordinary corner is not
 * a narrow part while a slit or a thin ray is; and not a hair-thin sliver of arc round-off.
 */
export function substantialPieces(paths: PathsD, radiusMm: number, sliverMm: number): number {
  const least = radiusMm * radiusMm;
  return paths
    .filter((path) => Clipper.areaD(path) > least)
    .filter((path) => offset([path], -sliverMm).some((piece) => Clipper.areaD(piece) > 0)).length;
}

/** Outer rings (positive area in Clipper's orientation) and holes of a polygon set. */
export function splitRings(paths: PathsD): { outers: PathD[]; holes: PathD[] } {
  const outers: PathD[] = [];
  const holes: PathD[] = [];
  for (const path of paths) (Clipper.areaD(path) >= 0 ? outers : holes).push(path);
  return { outers, holes };
}
