// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyRouteModules } from '../route-preloads';
import { routes } from './routes';

const routesSource = readFileSync(fileURLToPath(new URL('./routes.ts', import.meta.url)), 'utf8');

describe('route preloads (route-preloads.ts reads the route table)', () => {
  it('finds the page module of every lazy route, in the table’s order', () => {
    const found = lazyRouteModules(routesSource);
    // The landing is in the entry; the VK ID return's path is a constant of core (no preload needed).
    const lazy = Object.values(routes)
      .filter((route) => route !== routes.home && route !== routes.vkCallback)
      .map((route) => route.path);
    expect(found.map((route) => route.path)).toEqual(lazy);
    for (const route of found) expect(existsSync(route.module), route.module).toBe(true);
    expect(found.find((route) => route.path === '/stickers')?.module).toMatch(/pages\/stickers\.tsx$/);
    expect(found.find((route) => route.path === '/admin/list')?.module).toMatch(/pages\/admin\.tsx$/);
  });
});
