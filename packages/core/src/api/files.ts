import { type ContourResult, contourResult } from '../contract/contour.js';
import { type ContourDownloadFormat, type FileInfo, type FilePathParams, fileInfo } from '../contract/files.js';
import { buildPath, routes } from '../contract/routes.js';
import { callBlob, callJson, callVoid, failedAnswer, sendOrThrow } from './call.js';
import type { ApiClient } from './client.js';
import { ApiError, deleteFileFailure, downloadFileFailure, fileNameFailure, uploadFileFailure } from './errors.js';
import { isSuccess } from './transport.js';
import { exchangeWithXhr } from './xhr-exchange.js';

/** Which file: the order, `stickers` or `acryl`, and the item name (`__general__` for the general acryl file). */
export type FileTarget = FilePathParams;

type FileRoute =
  | typeof routes.uploadFile
  | typeof routes.deleteFile
  | typeof routes.fileName
  | typeof routes.downloadFile
  | typeof routes.filePreview
  | typeof routes.fileImage
  | typeof routes.fileContour;

function filePath(route: FileRoute, target: FileTarget): string {
  return buildPath(route.path, { orderId: target.orderId, kind: target.kind, itemName: target.itemName });
}

export interface UploadOptions {
  /** The name the server stores; defaults to the File's own name. */
  fileName?: string;
  /** Bytes sent so far and in all; called as the upload goes. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting cancels the upload: the promise rejects with an ApiError of kind `aborted`. */
  signal?: AbortSignal;
}

/**
 * `POST /api/web/files/{orderId}/{kind}/{itemName}/upload?fileName`, the bytes as an
 * octet-stream body. Progress comes from XMLHttpRequest where it exists (fetch cannot report
 * upload progress), else the upload goes by fetch and reports 100% at the end.
 */
export function uploadFile(
  client: ApiClient,
  target: FileTarget,
  file: Blob,
  options: UploadOptions = {},
): Promise<FileInfo> {
  const fileName =
    options.fileName ?? (typeof File === 'function' && file instanceof File ? file.name : target.itemName);
  const request = {
    method: 'POST',
    path: filePath(routes.uploadFile, target),
    query: { fileName },
    binary: file,
    ...(options.onProgress ? { onUploadProgress: options.onProgress, progressExchange: exchangeWithXhr } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  } as const;
  return callJson(client, request, fileInfo, uploadFileFailure);
}

/** `DELETE /api/web/files/{orderId}/{kind}/{itemName}/delete` */
export function deleteFile(client: ApiClient, target: FileTarget): Promise<void> {
  return callVoid(client, { method: 'DELETE', path: filePath(routes.deleteFile, target) }, deleteFileFailure);
}

/** `GET …/filename`: the stored file's name and status; `null` when there is none (404). */
export async function getFileName(client: ApiClient, target: FileTarget): Promise<FileInfo | null> {
  const request = { method: 'GET', path: filePath(routes.fileName, target) } as const;
  const response = await sendOrThrow(client, request, fileNameFailure);
  if (response.status === 404) return null;
  if (!isSuccess(response.status)) throw failedAnswer(response, fileNameFailure);
  const parsed = fileInfo.safeParse(response.body);
  if (!parsed.success) {
    const { message } = fileNameFailure(response.status, null);
    throw new ApiError('invalidResponse', message, response.status, null, { cause: parsed.error });
  }
  return parsed.data;
}

/** `GET …/download` as a Blob (the bearer header goes with it, unlike a plain link). */
export function downloadFile(client: ApiClient, target: FileTarget): Promise<Blob> {
  return callBlob(client, { method: 'GET', path: filePath(routes.downloadFile, target) }, downloadFileFailure);
}

/**
 * `<img>` and plain links cannot send the bearer header, so these addresses carry the
 * short-lived access token as `?accessToken=` (RFC 6750 section 2.3), which the server
 * accepts for these three GET calls only.
 */
const tokenQuery = (client: ApiClient) => ({ accessToken: client.accessToken() });

/** Address of `…/download`, for a plain link. */
export function fileDownloadUrl(client: ApiClient, target: FileTarget): string {
  return client.url(filePath(routes.downloadFile, target), tokenQuery(client));
}

/** Address of `…/preview?maxWidth` (120 thumbnails, 1000 the lightbox: `previewWidths`). */
export function filePreviewUrl(client: ApiClient, target: FileTarget, maxWidth?: number): string {
  return client.url(filePath(routes.filePreview, target), { maxWidth, ...tokenQuery(client) });
}

/** Address of `…/image`. */
export function fileImageUrl(client: ApiClient, target: FileTarget): string {
  return client.url(filePath(routes.fileImage, target), tokenQuery(client));
}

/** Address of `…/contour?format=` (beyond the spec): the layout's cut contour as SVG, PDF, or with the artwork. */
export function fileContourUrl(client: ApiClient, target: FileTarget, format: ContourDownloadFormat = 'svg'): string {
  return client.url(filePath(routes.fileContour, target), { format, ...tokenQuery(client) });
}

/**
 * `GET …/contour?format=json` (beyond the spec): the layout's cut contour as its preflight stores
 * it; `null` when the layout has none (404).
 */
export async function getFileContour(client: ApiClient, target: FileTarget): Promise<ContourResult | null> {
  const request = { method: 'GET', path: filePath(routes.fileContour, target), query: { format: 'json' } } as const;
  const response = await sendOrThrow(client, request, fileNameFailure);
  if (response.status === 404) return null;
  if (!isSuccess(response.status)) throw failedAnswer(response, fileNameFailure);
  const parsed = contourResult.safeParse(response.body);
  if (!parsed.success) {
    const { message } = fileNameFailure(response.status, null);
    throw new ApiError('invalidResponse', message, response.status, null, { cause: parsed.error });
  }
  return parsed.data;
}

/** Address of a fitting's hover image, `/api/stickers/acryl-constants/fittings/{fitting}/preview`. */
export function fittingPreviewUrl(client: ApiClient, fitting: string): string {
  return client.url(buildPath(routes.fittingPreview.path, { fitting }));
}
