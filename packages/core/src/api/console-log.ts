import { consoleLogTexts } from '../texts/index.js';
import { ApiError } from './errors.js';

/** The same line again within this time is the same failure seen by another list or widget. */
const repeatWindowMs = 3000;
const recent = new Set<string>();

/** Says in Russian why a call failed, from what the client caught; never the stack. */
export function failureReason(detail: unknown, address: string): string {
  const status = detail instanceof ApiError ? detail.status : 0;
  if (detail instanceof ApiError && detail.kind === 'invalidResponse') return consoleLogTexts.invalidResponse;
  return status ? consoleLogTexts.status(status) : consoleLogTexts.noConnection(address);
}

/**
 * The console line of a failure that is only logged: `«Стикеры 62»: <what>: <why>`. The spec's
 * log texts are English ('Failed to fetch film types'); they stay what the client's `log` hook
 * receives, while the console, which partners read, gets the Russian summary.
 */
export function consoleLine(message: string, detail: unknown, address: string): string {
  const what = /[а-яё]/i.test(message) ? message.replace(/:\s*$/, '') : consoleLogTexts.loadFailed;
  return `${consoleLogTexts.prefix}${what}: ${failureReason(detail, address)}`;
}

/**
 * The client's default `log`: one Russian line on `console.error`, once — eight reference lists
 * and the prices failing together for one reason make one line, not nine, and no error object
 * (whose stack a console would print) is passed.
 */
export function consoleLog(address: string): (message: string, detail?: unknown) => void {
  return (message, detail) => {
    const line = consoleLine(message, detail, address);
    if (recent.has(line)) return;
    recent.add(line);
    setTimeout(() => recent.delete(line), repeatWindowMs);
    console.error(line);
  };
}
