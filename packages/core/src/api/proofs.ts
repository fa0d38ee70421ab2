import { orderProofsAnswer } from '../contract/compiled/index.js';
import {
  type AttachProofRequest,
  type OrderProofs,
  type ProofAnswerRequest,
  type ProofFile,
  proofUploadReply,
} from '../contract/proofs.js';
import { buildPath, routes } from '../contract/routes.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import { proofAnswerFailure, proofLoadFailure, proofSendFailure } from './errors.js';
import type { UploadOptions } from './files.js';
import { exchangeWithXhr } from './xhr-exchange.js';

/** `GET /api/web/orders/{id}/proofs`: the rounds, for the order's customer and for staff. */
export function getOrderProofs(client: ApiClient, orderId: string): Promise<OrderProofs> {
  const request = { method: 'GET', path: buildPath(routes.orderProofs.path, { id: orderId }) } as const;
  return callJson(client, request, orderProofsAnswer, proofLoadFailure);
}

/** `POST /api/web/orders/{id}/proof-files/upload?fileName` (staff): one file, kept until sent. */
export function uploadProofFile(
  client: ApiClient,
  orderId: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<ProofFile> {
  const fileName = options.fileName ?? (typeof File === 'function' && file instanceof File ? file.name : 'proof');
  const request = {
    method: 'POST',
    path: buildPath(routes.uploadProofFile.path, { id: orderId }),
    query: { fileName },
    binary: file,
    ...(options.onProgress ? { onUploadProgress: options.onProgress, progressExchange: exchangeWithXhr } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  } as const;
  return callJson(client, request, proofUploadReply, proofSendFailure);
}

/** `POST /api/web/orders/{id}/proofs` (staff): sends the uploaded files as the next round. */
export function attachProof(client: ApiClient, orderId: string, body: AttachProofRequest): Promise<OrderProofs> {
  const request = { method: 'POST', path: buildPath(routes.attachProof.path, { id: orderId }), json: body } as const;
  return callJson(client, request, orderProofsAnswer, proofSendFailure);
}

/** `POST /api/web/orders/{id}/proofs/{roundId}/answer` (the order's customer). */
export function answerProof(
  client: ApiClient,
  orderId: string,
  roundId: number,
  body: ProofAnswerRequest,
): Promise<OrderProofs> {
  const path = buildPath(routes.answerProof.path, { id: orderId, roundId });
  return callJson(client, { method: 'POST', path, json: body } as const, orderProofsAnswer, proofAnswerFailure);
}

/** Address of a proof file's preview (`<img>`: the access token travels in the query). */
export function proofPreviewUrl(client: ApiClient, orderId: string, fileId: number, maxWidth?: number): string {
  const path = buildPath(routes.proofFilePreview.path, { id: orderId, fileId });
  return client.url(path, { maxWidth, accessToken: client.accessToken() });
}

/** Address of a proof file's full image. */
export function proofImageUrl(client: ApiClient, orderId: string, fileId: number): string {
  const path = buildPath(routes.proofFileImage.path, { id: orderId, fileId });
  return client.url(path, { accessToken: client.accessToken() });
}
