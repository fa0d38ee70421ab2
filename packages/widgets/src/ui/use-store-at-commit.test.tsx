import { atom } from 'nanostores';
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useStoreAtCommit } from './use-store-at-commit';

function Shown({ store }: { store: ReturnType<typeof atom<string>> }) {
  return <output>{useStoreAtCommit(store)}</output>;
}

describe('useStoreAtCommit', () => {
  it('listens from the commit, before any passive effect, and follows every change until unmounted', async () => {
    const store = atom('loading');
    const container = document.createElement('div');
    const root = createRoot(container);
    // Right after the commit the listener is there (under preact/compat too: the .preact test).
    flushSync(() => root.render(<Shown store={store} />));
    expect(container.textContent).toBe('loading');
    expect(store.lc).toBe(1);

    await act(async () => store.set('ready'));
    expect(container.textContent).toBe('ready');
    await act(async () => store.set('ready again'));
    expect(container.textContent).toBe('ready again');

    act(() => root.unmount());
    expect(store.lc).toBe(0);
  });

  it('shows a change made between the render and the commit', async () => {
    const store = atom('first');
    function ChangesWhileRendering() {
      const value = useStoreAtCommit(store);
      // As a lookup answer landing between the render and its commit would.
      if (value === 'first') queueMicrotask(() => store.set('second'));
      return <output>{value}</output>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<ChangesWhileRendering />));
    expect(container.textContent).toBe('second');
    act(() => root.unmount());
  });
});
