import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { ApiError } from './errors.js';
import {
  deleteFile,
  downloadFile,
  type FileTarget,
  fileDownloadUrl,
  fileImageUrl,
  filePreviewUrl,
  fittingPreviewUrl,
  getFileName,
  uploadFile,
} from './files.js';

const target: FileTarget = { orderId: '0', kind: 'stickers', itemName: 'Котики 1' };
const base = '/api/web/files/0/stickers/%D0%9A%D0%BE%D1%82%D0%B8%D0%BA%D0%B8%201';

/** Just enough of XMLHttpRequest to drive an upload from the test. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: unknown = null;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function xhrClient(token: string | null = 'token-1') {
  const fake = createFakeFetch();
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: fake.fetch,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    session: { getAccessToken: () => token, setAccessToken: () => {}, clear: () => {} },
  });
  return { fake, client };
}

describe('uploadFile', () => {
  it('uploads with XMLHttpRequest, reports progress and parses the answer', async () => {
    const { client } = xhrClient();
    const progress: Array<[number, number]> = [];
    const file = new File(['12345678'], 'cats.psd');

    const upload = uploadFile(client, target, file, { onProgress: (loaded, total) => progress.push([loaded, total]) });
    const xhr = FakeXhr.last;
    xhr?.progress(4, 8);
    xhr?.progress(8, 8);
    xhr?.respond(200, { fileName: 'cats.psd', status: 'Макет загружен' });

    await expect(upload).resolves.toEqual({ fileName: 'cats.psd', status: 'Макет загружен' });
    expect(progress).toEqual([
      [4, 8],
      [8, 8],
    ]);
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`https://api.test${base}/upload?fileName=cats.psd`);
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/octet-stream',
    });
    expect(xhr?.body).toBe(file);
  });

  it('cancels through the AbortSignal', async () => {
    const { client } = xhrClient();
    const controller = new AbortController();

    const upload = uploadFile(client, target, new Blob(['x']), {
      fileName: 'a.png',
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();

    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('maps a refused upload to the log text and keeps the server text', async () => {
    const { client } = xhrClient();
    const upload = uploadFile(client, target, new Blob(['x']), { fileName: 'a.exe', onProgress: () => {} });
    FakeXhr.last?.respond(415, { message: 'Этот тип файла не принимается.' });

    await expect(upload).rejects.toMatchObject({
      message: 'Failed to upload files',
      serverMessage: 'Этот тип файла не принимается.',
      status: 415,
    });
  });

  it('falls back to fetch without XMLHttpRequest and reports 100% at the end', async () => {
    const fake = createFakeFetch({ [`POST ${base}/upload`]: json(200, { fileName: 'a.png', status: null }) });
    const client = createApiClient({ fetch: fake.fetch, createXhr: null });
    const progress: number[] = [];

    await uploadFile(client, target, new Blob(['abc']), {
      fileName: 'a.png',
      onProgress: (loaded) => progress.push(loaded),
    });

    expect(progress).toEqual([3]);
    expect(fake.calls[0]?.headers['content-type']).toBe('application/octet-stream');
    expect(fake.calls[0]?.url.searchParams.get('fileName')).toBe('a.png');
  });
});

describe('other file calls', () => {
  it('file name answers null for a 404', async () => {
    const fake = createFakeFetch({ [`GET ${base}/filename`]: json(404, { message: 'Файл не найден' }) });
    const client = createApiClient({ fetch: fake.fetch });
    await expect(getFileName(client, target)).resolves.toBeNull();

    fake.routes[`GET ${base}/filename`] = json(500);
    await expect(getFileName(client, target)).rejects.toMatchObject({ message: 'Failed to get file name' });
  });

  it('delete and download map failures to their log texts', async () => {
    const fake = createFakeFetch({ [`DELETE ${base}/delete`]: json(500), [`GET ${base}/download`]: json(404) });
    const client = createApiClient({ fetch: fake.fetch });
    await expect(deleteFile(client, target)).rejects.toMatchObject({ message: 'Failed to delete files' });
    await expect(downloadFile(client, target)).rejects.toMatchObject({ message: 'Failed to download file' });
  });

  it('download answers a Blob', async () => {
    const fake = createFakeFetch({ [`GET ${base}/download`]: { status: 200, body: new Blob(['layout']) } });
    const client = createApiClient({ fetch: fake.fetch });
    expect(await (await downloadFile(client, target)).text()).toBe('layout');
  });

  it('builds the preview, image, download and fitting addresses', () => {
    const client = createApiClient({ baseUrl: 'https://api.test' });
    expect(filePreviewUrl(client, target, 120)).toBe(`https://api.test${base}/preview?maxWidth=120`);
    expect(filePreviewUrl(client, target)).toBe(`https://api.test${base}/preview`);
    expect(fileImageUrl(client, target)).toBe(`https://api.test${base}/image`);
    expect(fileDownloadUrl(client, target)).toBe(`https://api.test${base}/download`);
    expect(fittingPreviewUrl(client, 'Карабин')).toBe(
      'https://api.test/api/stickers/acryl-constants/fittings/%D0%9A%D0%B0%D1%80%D0%B0%D0%B1%D0%B8%D0%BD/preview',
    );
  });

  it('puts the access token into the image and download addresses of a signed-in session', () => {
    const client = createApiClient({ baseUrl: 'https://api.test' });
    client.setSession({ getAccessToken: () => 'tok', setAccessToken: () => {}, clear: () => {} });
    expect(filePreviewUrl(client, target, 120)).toBe(`https://api.test${base}/preview?maxWidth=120&accessToken=tok`);
    expect(fileImageUrl(client, target)).toBe(`https://api.test${base}/image?accessToken=tok`);
    expect(fileDownloadUrl(client, target)).toBe(`https://api.test${base}/download?accessToken=tok`);
  });
});
