/** What the traced cut contour is built with. Each has an environment variable and a documented default. */
export interface ContourSettings {
  /** How far outside the artwork's opaque area the cut line runs (mm). */
  bleedMm: number;
  /** Parts of the cut shape, and gaps in it, narrower than this the plotter does not cut cleanly (mm). */
  minimumWidthMm: number;
  /** A contour with more nodes than this cuts slowly and tears the film. */
  maxNodes: number;
}

export const contourDefaults: ContourSettings = { bleedMm: 2, minimumWidthMm: 1.5, maxNodes: 2000 };
