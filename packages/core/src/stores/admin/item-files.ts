import { callBlob } from '../../api/call.js';
import type { ApiClient } from '../../api/client.js';
import { downloadFileFailure } from '../../api/errors.js';
import { downloadFile } from '../../api/files.js';
import { previewWidths } from '../../contract/files.js';
import type { ItemKind } from '../../contract/items.js';
import { buildPath, routes } from '../../contract/routes.js';

export interface ItemFile {
  orderId: string;
  kind: ItemKind;
  itemName: string;
}

/**
 * The item's preview (`…/preview?maxWidth=120`) as a Blob. It goes through the API client so
 * the bearer header and the one-time refresh apply, as for every other manager call.
 */
export function loadItemPreview(api: ApiClient, file: ItemFile): Promise<Blob> {
  const path = buildPath(routes.filePreview.path, { ...file });
  return callBlob(api, { method: 'GET', path, query: { maxWidth: previewWidths.thumbnail } }, downloadFileFailure);
}

/** The item's layout as stored, for the dialog's download link. */
export function loadItemLayout(api: ApiClient, file: ItemFile): Promise<Blob> {
  return downloadFile(api, file);
}
