/**
 * The method+path table of every call, shared by the API client and the server:
 * `routes.login` is `{ method: 'POST', path: '/api/auth/login' }`. The entries live in
 * `route-table.ts`, one constant each, so that a bundle keeps only the ones it reads; here
 * they are gathered as a namespace, which a bundler still tree-shakes per entry.
 */
import type * as routeTable from './route-table.js';

export * as routes from './route-table.js';

/** What every entry of the table is; checked at compile time by `RouteName` below. */
interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

type CheckedTable<Table extends Record<keyof Table, RouteSpec>> = Table;

export type RouteName = keyof CheckedTable<typeof routeTable>;

/** Fills `:name` segments with URL-encoded values: `buildPath('/a/:id', {id: 'x y'})` → `/a/x%20y`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
