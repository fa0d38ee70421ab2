/**
 * A layout beyond the preview workers' limits (pixels, bytes, layer records): what the
 * preview refuses as a possible bomb gets no preflight either, and nothing of it is decoded.
 */
export class OverLimitError extends Error {
  override readonly name = 'OverLimitError';
}
