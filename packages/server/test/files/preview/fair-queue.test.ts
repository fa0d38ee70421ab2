import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../../src/files/preview/fair-queue.js';

const roomy = { pendingPerOwner: 100, runningPerOwner: 100, maxQueued: 1000 };

/** Takes jobs while any may start, finishing each at once: the order a free pool serves them in. */
function serveAll(queue: FairQueue<string>): string[] {
  const served: string[] = [];
  for (let next = queue.next(); next; next = queue.next()) {
    served.push(next.job);
    queue.finished(next.owner);
  }
  return served;
}

describe('fair preview queue', () => {
  it('serves owners in turn, not in arrival order', () => {
    const queue = new FairQueue<string>(roomy);
    for (const job of ['a1', 'a2', 'a3', 'a4']) queue.add('a', job);
    queue.add('b', 'b1');
    queue.add('c', 'c1');
    queue.add('b', 'b2');
    expect(serveAll(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it("puts a newcomer ahead of the owner just served, whatever that owner's backlog", () => {
    const queue = new FairQueue<string>(roomy);
    for (const job of ['a1', 'a2', 'a3']) queue.add('a', job);
    expect(queue.next()?.job).toBe('a1');
    queue.add('b', 'b1');
    expect(queue.next()?.job).toBe('b1');
    expect(queue.next()?.job).toBe('a2');
  });

  it('keeps an owner to its share of the workers, leaving the rest to others', () => {
    const queue = new FairQueue<string>({ ...roomy, runningPerOwner: 1 });
    for (const job of ['a1', 'a2']) queue.add('a', job);
    expect(queue.next()).toEqual({ owner: 'a', job: 'a1' });
    expect(queue.next(), 'a2 waits while a1 runs').toBeUndefined();
    queue.add('b', 'b1');
    expect(queue.next()).toEqual({ owner: 'b', job: 'b1' });
    queue.finished('a');
    expect(queue.next()).toEqual({ owner: 'a', job: 'a2' });
  });

  it('refuses an owner past its pending cap, counting running jobs, while others still queue', () => {
    const queue = new FairQueue<string>({ ...roomy, pendingPerOwner: 2 });
    expect(queue.add('a', 'a1')).toBe('queued');
    expect(queue.add('a', 'a2')).toBe('queued');
    expect(queue.add('a', 'a3')).toBe('owner-full');
    expect(queue.add('b', 'b1')).toBe('queued');
    queue.next();
    expect(queue.add('a', 'a3'), 'a1 is running, still pending').toBe('owner-full');
    expect([queue.pending('a'), queue.pending('b'), queue.pending('c')]).toEqual([2, 1, 0]);
    queue.finished('a');
    expect(queue.pending('a')).toBe(1);
    expect(queue.add('a', 'a3')).toBe('queued');
  });

  it('refuses everybody once the whole queue is full', () => {
    const queue = new FairQueue<string>({ ...roomy, maxQueued: 2 });
    queue.add('a', 'a1');
    queue.add('b', 'b1');
    expect(queue.add('c', 'c1')).toBe('full');
    queue.next();
    expect(queue.add('c', 'c1')).toBe('queued');
  });

  it('drops a waiting job whose requester left, but not one already started', () => {
    const queue = new FairQueue<string>({ ...roomy, pendingPerOwner: 2 });
    queue.add('a', 'a1');
    queue.add('a', 'a2');
    expect(queue.next()?.job).toBe('a1');
    expect(queue.remove('a', 'a1'), 'running').toBe(false);
    expect(queue.remove('a', 'a2')).toBe(true);
    expect(queue.remove('a', 'a2'), 'already gone').toBe(false);
    expect(queue.add('a', 'a3'), 'the dropped job no longer counts').toBe('queued');
    queue.finished('a');
    expect(serveAll(queue)).toEqual(['a3']);
  });

  it('hands back every waiting job when drained', () => {
    const queue = new FairQueue<string>(roomy);
    queue.add('a', 'a1');
    queue.add('b', 'b1');
    queue.add('a', 'a2');
    queue.next();
    expect(queue.drain().sort()).toEqual(['a2', 'b1']);
    expect(queue.next()).toBeUndefined();
  });
});
