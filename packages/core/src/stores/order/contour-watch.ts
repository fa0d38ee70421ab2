import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { type FileTarget, getFileContour } from '../../api/files.js';
import type { ContourResult } from '../../contract/contour.js';

export interface ContourWatch {
  /** The contour as last read; `null` when the layout has none. */
  $contour: ReadableAtom<ContourResult | null>;
  stop(): void;
}

/** How often, and how many times, a `pending` contour is asked for again: 30 s in all. */
export const contourWatchDefaults = { intervalMs: 1500, attempts: 20 };

/**
 * The cut contour of an uploaded layout. The upload answers before the contour is traced
 * (`pending`); this asks for it again until it is traced, boundedly. A failed read keeps what
 * was known: the contour only decorates the preview.
 */
export function watchContour(
  api: ApiClient,
  target: FileTarget,
  initial: ContourResult | null,
  options = contourWatchDefaults,
): ContourWatch {
  const $contour = atom<ContourResult | null>(initial);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let attempts = 0;
  const schedule = () => {
    if (stopped || attempts >= options.attempts || $contour.get()?.status !== 'pending') return;
    attempts += 1;
    timer = setTimeout(() => void poll(), options.intervalMs);
  };
  const poll = async () => {
    try {
      const contour = await getFileContour(api, target);
      if (!stopped) $contour.set(contour);
    } catch {
      // Kept as it was; the next attempt may read it.
    }
    schedule();
  };
  schedule();
  return {
    $contour,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
