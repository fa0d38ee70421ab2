import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake provider saw it, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Holds the answer back, to test client deadlines. */
  delayMs?: number;
  /** A binary answer (a PDF) instead of JSON. */
  raw?: { contentType: string; bytes: Uint8Array };
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A local HTTP server on a random port that speaks JSON: the base of every provider fake. */
export async function startFakeHttpServer(handler: FakeHandler): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      try {
        const reply = await handler(request);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (outgoing.destroyed) return;
        if (reply.raw) {
          outgoing.writeHead(reply.status, { 'Content-Type': reply.raw.contentType });
          outgoing.end(reply.raw.bytes);
          return;
        }
        outgoing.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8' });
        outgoing.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      } catch (error) {
        outgoing.writeHead(500, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify({ fakeServerError: (error as Error).message }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
