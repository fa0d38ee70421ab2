import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLineJson } from '../src/log-request-line.js';

/** The lines a pino logger configured as the server's JSON log writes. */
function pinoLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('the production request line', () => {
  it('is the text pino writes for the same request, key for key and in the same order', () => {
    const http = { method: 'GET', url: '/api/web/orders/0?accessKey=***', status: 200, ms: 3 };
    const { logger, lines } = pinoLines();
    const requestId = '0b6e7f1e-2a8f-4f7e-9a51-1c2d3e4f5a6b';
    logger.child({ reqId: requestId }).info({ http }, 'request');
    const written = JSON.parse(lines[0] ?? '{}') as { time: number };
    expect(requestLineJson(requestId, http, written.time)).toBe(lines[0]);
  });

  it('escapes what a URL may carry into JSON', () => {
    const http = { method: 'GET', url: '/a"b\\c\u2028\nd', status: 404, ms: 0 };
    const { logger, lines } = pinoLines();
    logger.child({ reqId: 'r"1' }).info({ http }, 'request');
    const written = JSON.parse(lines[0] ?? '{}') as { time: number };
    const line = requestLineJson('r"1', http, written.time);
    expect(JSON.parse(line)).toEqual(JSON.parse(lines[0] ?? '{}'));
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.split('\n')).toHaveLength(2);
  });
});
