import { type ApiRequest, abortError, headersFor, parseJson, type RawResponse } from './transport.js';

/**
 * An upload through XMLHttpRequest, which reports upload progress (fetch cannot). In a module of
 * its own, passed by the upload calls as `progressExchange`: a widget that never uploads (the
 * calculators) does not carry it.
 */
export function exchangeWithXhr(
  createXhr: () => XMLHttpRequest,
  url: string,
  request: ApiRequest,
  accessToken: string | null,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    xhr.open(request.method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor(request, accessToken))) xhr.setRequestHeader(name, value);
    const size = request.binary?.size ?? 0;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.lengthComputable ? event.total : size);
    }
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const settle = () => signal?.removeEventListener('abort', cancel);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(request.binary ?? (request.json === undefined ? null : JSON.stringify(request.json)));
  });
}
