import { atom } from 'nanostores';
import { createElement, render } from 'preact';
import { useSyncExternalStore } from 'preact/compat';
import { describe, expect, it, vi } from 'vitest';
import { useStoreAtCommit } from './use-store-at-commit';

// As in the element scripts: React is preact/compat (scripts/preact-aliases.ts).
vi.mock('react', async () => await import('preact/compat'));

describe('useStoreAtCommit under preact/compat (the element scripts)', () => {
  it("listens once the render is committed, where useSyncExternalStore's (useStore's) waits for the first paint", () => {
    const early = atom('loading');
    const late = atom('loading');
    const container = document.createElement('div');
    const Both = () =>
      createElement(
        'output',
        null,
        useStoreAtCommit(early),
        ' ',
        useSyncExternalStore((changed) => late.listen(changed), late.get),
      );
    render(createElement(Both, null), container);
    expect(container.textContent).toBe('loading loading');
    expect(early.lc).toBe(1);
    expect(late.lc).toBe(0);
    render(null, container);
    expect(early.lc).toBe(0);
  });
});
