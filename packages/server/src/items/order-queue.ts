/**
 * Saves and deletes of one order, one after another within this process. The order's row lock
 * already makes them serial in the database; queueing them here as well means a save plans from
 * the order as the previous one left it, so its one-statement write finds the order unchanged
 * (items/save-statements.ts) instead of failing its check and taking the locked path, and the
 * other requests wait in memory rather than each holding a pooled connection parked on the lock.
 * Other processes (and the manager's edits) are still kept right by that check.
 */

/** What one queued task hands the next: the order as its write left it (a read saved). */
export interface OrderLine<State> {
  /** The state handed by the task before, once; undefined when it handed none. */
  take(): State | undefined;
  hand(state: State): void;
}

interface Line {
  tail: Promise<unknown>;
  state: unknown;
}

const lines = new Map<string, Line>();

/**
 * Runs `work` after the tasks already queued for the order. The handed state lives only while
 * tasks follow one another: when the queue empties it is dropped, and the next task reads.
 */
export function inOrderQueue<Result, State>(
  orderId: string,
  work: (line: OrderLine<State>) => Promise<Result>,
): Promise<Result> {
  let line = lines.get(orderId);
  if (!line) {
    line = { tail: Promise.resolve(), state: undefined };
    lines.set(orderId, line);
  }
  const current = line;
  const handle: OrderLine<State> = {
    take() {
      const state = current.state as State | undefined;
      current.state = undefined;
      return state;
    },
    hand(state) {
      current.state = state;
    },
  };
  const run = current.tail.then(() => work(handle));
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  current.tail = tail;
  void tail.then(() => {
    if (current.tail === tail) lines.delete(orderId);
  });
  return run;
}
