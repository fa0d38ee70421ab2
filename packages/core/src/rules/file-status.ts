import { type ItemKind, orderStatuses, type StickerItem } from '../contract/index.js';
import { fileStatusTexts } from '../texts/index.js';

export type FileStatusItem = Pick<StickerItem, 'status' | 'isFileInOtherItem' | 'fileName'>;

/**
 * Order statuses past the layouts' approval: every item then stands where the order stands, so
 * an item no longer says «Ожидает загрузки файла» or «Готов к отправке» (the spec's «ready to
 * send to the manager») beside an order «В работе». «Частично в работе» names no item, so there
 * each item keeps its own line (decided, docs/decisions/0054-phone-shows-the-money-and-buyers-rough-edges.md).
 */
const itemsFollowOrder: ReadonlySet<string> = new Set([
  orderStatuses.readyToPrint,
  orderStatuses.inWork,
  orderStatuses.readyToShip,
  orderStatuses.shipped,
  orderStatuses.cancelled,
]);

/**
 * The file status line of an item: the order's status once the layouts are approved (above); a stored status first; then 'Готов к отправке' when the
 * layout was printed before, 'Готов к отправке. Файл …' with a file, 'Готов к отправке.' for
 * acryl covered by the order's general file, else 'Ожидает загрузки файла'.
 */
export function itemFileStatusText(
  item: FileStatusItem,
  kind: ItemKind,
  generalAcrylFileUploaded = false,
  orderStatus?: string,
): string {
  if (orderStatus !== undefined && itemsFollowOrder.has(orderStatus)) return orderStatus;
  if (item.status) return item.status;
  if (item.isFileInOtherItem) return fileStatusTexts.readyAlreadyPrinted;
  if (item.fileName) return fileStatusTexts.readyWithFile(item.fileName);
  if (kind === 'acryl' && generalAcrylFileUploaded) return fileStatusTexts.readyWithGeneralAcrylFile;
  return fileStatusTexts.awaitingFile;
}

/**
 * Whether an item has a layout to picture: its own file, or, for a repeated item («Повтор
 * макета», `otherItem` set), its source's, which the server's preview serves under the item's
 * own name (decided, docs/decisions/0054-phone-shows-the-money-and-buyers-rough-edges.md).
 */
export function hasShownLayout(item: Pick<StickerItem, 'fileName' | 'otherItem'>): boolean {
  return Boolean(item.fileName) || (item.otherItem !== null && item.otherItem !== undefined);
}

/** The item status stored after a layout upload. */
export function statusAfterUpload(): string {
  return fileStatusTexts.uploaded;
}

/** The item status stored after its file is deleted: still complete when printed before. */
export function statusAfterFileDelete(item: Pick<StickerItem, 'isFileInOtherItem'>): string {
  return item.isFileInOtherItem ? fileStatusTexts.uploaded : fileStatusTexts.awaitingLayout;
}
