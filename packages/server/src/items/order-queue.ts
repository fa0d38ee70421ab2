/**
 * Saves and deletes of one order, one after another within this process. The order's row lock
 * already makes them serial in the database; queueing them here as well means a save reads the
 * order after the previous one has committed, so its one-statement write finds the order as it
 * read it (items/save-statements.ts) instead of failing its check and taking the locked path,
 * and the other requests wait in memory rather than each holding a pooled connection parked on
 * the lock. Other processes (and the manager's edits) are still kept right by that check.
 */
const tails = new Map<string, Promise<unknown>>();

export function inOrderQueue<Result>(orderId: string, work: () => Promise<Result>): Promise<Result> {
  const previous = tails.get(orderId) ?? Promise.resolve();
  const run = previous.then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(orderId, tail);
  void tail.then(() => {
    if (tails.get(orderId) === tail) tails.delete(orderId);
  });
  return run;
}
