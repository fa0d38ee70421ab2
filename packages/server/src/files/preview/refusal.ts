/**
 * A layout the renderer will not draw: too many pixels, too many bytes, or a variant it has
 * no decoder for. The preview then shows the typed placeholder; the file itself is fine.
 */
export class PreviewRefusedError extends Error {
  override readonly name = 'PreviewRefusedError';
}
