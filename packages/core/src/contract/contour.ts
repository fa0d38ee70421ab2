import { z } from 'zod/mini';

/**
 * The cut contour of a layout (beyond the spec). `ready`: traced from the layout's transparency
 * with no finding to look at; `needs-attention`: traced, with findings the manager or the buyer
 * should read (a rectangle for a layout without transparency, thin parts, islands…); `vector`:
 * a vector layout (PDF, AI, EPS, CDR) whose cut line is expected in the file itself; `pending`:
 * being traced after the upload answered (decoding every pixel takes a second on a large file),
 * stored with the preflight when done.
 */
export const contourStatuses = ['pending', 'ready', 'needs-attention', 'vector'] as const;
export const contourStatus = z.enum(contourStatuses);
export type ContourStatus = z.infer<typeof contourStatus>;

/** Cuttings that follow the shape of the artwork: they get a traced contour. */
export const contourCuttingTypes = ['Contour', 'Through'] as const;

export const contourFindingIds = [
  'contourNoTransparency',
  'contourNarrow',
  'contourIslands',
  'contourHoles',
  'contourOffImage',
  'contourNodes',
] as const;
export const contourFindingId = z.enum(contourFindingIds);
export type ContourFindingId = z.infer<typeof contourFindingId>;

/** One finding about the contour, with one Russian sentence: what is wrong, then what to do. */
export const contourFinding = z.object({
  id: contourFindingId,
  level: z.enum(['green', 'yellow', 'red']),
  message: z.string(),
});
export type ContourFinding = z.infer<typeof contourFinding>;

/**
 * The contour as the layout's preflight stores it. The box is the artwork plus the bleed on every
 * side; `pathMm` is an SVG path (`d`) in millimetres with its origin at the box's top-left corner,
 * so the artwork lies at (`bleedMm`, `bleedMm`). A `vector` or `pending` contour has no path yet.
 */
export const contourResult = z.object({
  status: contourStatus,
  widthMm: z.number(),
  heightMm: z.number(),
  bleedMm: z.number(),
  pathMm: z.string(),
  /** Nodes of the path after simplification. */
  nodes: z.number(),
  findings: z.array(contourFinding),
});
export type ContourResult = z.infer<typeof contourResult>;
