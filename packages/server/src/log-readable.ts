import { inspect } from 'node:util';
import type { RequestFields } from './log-request-line.js';

/**
 * The development log (`LOG_FORMAT=pretty`, the default when NODE_ENV=development): pino still
 * makes its JSON line, and this turns it into one line a person reads at a terminal. Production
 * keeps the JSON lines for its log collector (config.ts `logFormatFor`).
 *
 *   14:02:07  GET /api/orders 200 12 ms
 *   14:02:09  POST /api/auth/login 401 41 ms
 *   14:02:11  WARN  requests still open 30000 ms after SIGTERM: closing their connections
 */

const levelLabels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** pino's own fields, and the ones the line shows in its own way. */
const shownApart = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'http']);

type Paint = (code: number, text: string) => string;
const painted: Paint = (code, text) => `\u001b[${code}m${text}\u001b[0m`;
const plain: Paint = (_code, text) => text;

const clock = (time: unknown) => {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
};

const fieldValue = (value: unknown) =>
  typeof value === 'string' && /^[^\s"]+$/.test(value) ? value : inspect(value, { breakLength: Infinity, depth: 4 });

/** An error's stack (or type and message), indented under its line. */
function errorLines(error: unknown): string {
  if (error === null || typeof error !== 'object') return '';
  const { stack, type, message } = error as { stack?: unknown; type?: unknown; message?: unknown };
  const text = typeof stack === 'string' ? stack : `${String(type ?? 'Error')}: ${String(message ?? '')}`;
  return `\n${text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')}`;
}

function statusPaint(status: number): number {
  if (status >= 500) return 31;
  if (status >= 400) return 33;
  return 32;
}

/** One pino JSON line as a readable line; anything that is not pino's JSON passes unchanged. */
export function readableLine(json: string, options: { colors?: boolean } = {}): string {
  const paint = options.colors ? painted : plain;
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json);
  } catch {
    return json.replace(/\n$/, '');
  }
  if (record === null || typeof record !== 'object') return json.replace(/\n$/, '');
  const time = paint(2, clock(record.time));
  const level = typeof record.level === 'number' ? record.level : 30;
  const http = record.http as RequestFields | undefined;
  if (http && typeof http === 'object') {
    const line = `${time}  ${paint(1, http.method)} ${http.url} ${paint(statusPaint(http.status), String(http.status))} ${paint(2, `${http.ms} ms`)}`;
    return line + errorLines(record.err);
  }
  const label = levelLabels[level];
  const labelText = label ? `${paint(level >= 50 ? 31 : level >= 40 ? 33 : 2, label.padEnd(5))} ` : '';
  const fields = Object.entries(record)
    .filter(([key]) => !shownApart.has(key))
    .map(([key, value]) => paint(2, `${key}=${fieldValue(value)}`));
  const request = typeof record.reqId === 'string' ? [paint(2, `(request ${record.reqId.slice(0, 8)})`)] : [];
  const message = typeof record.msg === 'string' ? record.msg : '';
  return `${time}  ${labelText}${[message, ...fields, ...request].filter((part) => part !== '').join(' ')}${errorLines(record.err)}`;
}

/**
 * A stream for pino that writes each line readable to `output` (standard output by default),
 * coloured when that is a terminal and NO_COLOR is unset. Writes are synchronous, in order with
 * the start banner: the development log is for reading, not for throughput.
 */
export function readableLogStream(
  output: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
  colors = Boolean(output.isTTY) && !process.env.NO_COLOR,
) {
  return {
    write(line: string): void {
      output.write(`${readableLine(line, { colors })}\n`);
    },
  };
}
