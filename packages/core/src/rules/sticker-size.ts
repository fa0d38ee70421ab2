/** A sticker's size as typed in millimetres; 0, below or NaN (an emptied field) when not given. */
export interface StickerSize {
  width: number;
  height: number;
}

/**
 * The sticker size an item stores: both sides when both are above 0, else neither. It is a
 * planning aid (the sheet picture, the price per sticker): one side alone lays nothing out.
 */
export function storedStickerSize(size: StickerSize): { stickerWidth: number | null; stickerHeight: number | null } {
  return size.width > 0 && size.height > 0
    ? { stickerWidth: size.width, stickerHeight: size.height }
    : { stickerWidth: null, stickerHeight: null };
}
