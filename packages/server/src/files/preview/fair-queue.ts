export interface FairQueueLimits {
  /** Jobs one owner may have waiting or running; beyond it the owner is refused, not queued. */
  pendingPerOwner: number;
  /** Workers one owner may hold at once, so a heavy customer cannot take every worker. */
  runningPerOwner: number;
  /** Jobs waiting across all owners: the last guard when very many owners queue at once. */
  maxQueued: number;
}

interface OwnerLine<T> {
  waiting: T[];
  running: number;
  /** When this owner last had a job started (0: not since its line opened), for taking turns. */
  lastTurn: number;
}

/**
 * The order preview jobs start in: one line per owner, served in turn (round robin), so a
 * customer queueing many slow renders delays another customer's preview by at most one
 * job's turn, not by the whole backlog.
 */
export class FairQueue<T> {
  /** Lines in the order they opened, which breaks ties between owners not yet served. */
  private readonly lines = new Map<string, OwnerLine<T>>();
  private queued = 0;
  private turns = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  /** Puts `job` at the end of `owner`'s line, unless the owner or the whole queue is at its limit. */
  add(owner: string, job: T): 'queued' | 'owner-full' | 'full' {
    const line = this.lines.get(owner) ?? { waiting: [], running: 0, lastTurn: 0 };
    if (line.waiting.length + line.running >= this.limits.pendingPerOwner) return 'owner-full';
    if (this.queued >= this.limits.maxQueued) return 'full';
    line.waiting.push(job);
    this.queued += 1;
    this.lines.set(owner, line);
    return 'queued';
  }

  /** How many of `owner`'s jobs are waiting or running: what `pendingPerOwner` bounds. */
  pending(owner: string): number {
    const line = this.lines.get(owner);
    return line ? line.waiting.length + line.running : 0;
  }

  /** Takes a waiting job out (its requester is gone); false when it already started or left. */
  remove(owner: string, job: T): boolean {
    const line = this.lines.get(owner);
    const index = line?.waiting.indexOf(job) ?? -1;
    if (!line || index === -1) return false;
    line.waiting.splice(index, 1);
    this.queued -= 1;
    this.forgetIfIdle(owner, line);
    return true;
  }

  /**
   * The next job to start, counted as running until `finished`: from the owner whose last turn
   * is oldest, so a newcomer goes before an owner already served. None when every waiting
   * owner holds its share of the workers.
   */
  next(): { owner: string; job: T } | undefined {
    let chosen: [string, OwnerLine<T>] | undefined;
    for (const entry of this.lines) {
      const line = entry[1];
      if (line.waiting.length === 0 || line.running >= this.limits.runningPerOwner) continue;
      if (!chosen || line.lastTurn < chosen[1].lastTurn) chosen = entry;
    }
    if (!chosen) return undefined;
    const [owner, line] = chosen;
    const job = line.waiting.shift() as T;
    this.queued -= 1;
    line.running += 1;
    this.turns += 1;
    line.lastTurn = this.turns;
    return { owner, job };
  }

  /** A job `next` gave out ended (done, failed or stopped). */
  finished(owner: string): void {
    const line = this.lines.get(owner);
    if (!line || line.running === 0) throw new Error(`No running preview job of ${owner}`);
    line.running -= 1;
    this.forgetIfIdle(owner, line);
  }

  /** Empties every line, handing back the jobs that never started. */
  drain(): T[] {
    const waiting = [...this.lines.values()].flatMap((line) => line.waiting.splice(0));
    this.queued = 0;
    return waiting;
  }

  private forgetIfIdle(owner: string, line: OwnerLine<T>): void {
    if (line.waiting.length === 0 && line.running === 0) this.lines.delete(owner);
  }
}
