import { useStore } from '@nanostores/react';
import { type BulkOrderResult, orderStatusList } from '@stickers62/core/contract';
import type { BulkActionsStore } from '@stickers62/core/stores';
import { managerListTexts } from '@stickers62/core/texts';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldClass } from '../../ui/classes';
import { saveBlob } from '../../ui/save-blob';
import { compact } from './compact';

export interface BulkActionBarProps {
  store: BulkActionsStore;
  /** Saves a label PDF (the browser's download by default). */
  save?: (blob: Blob, fileName: string) => void;
}

/** One order's line of a result: its number, then «готово» (with the track number) or why not. */
function ResultRow({ row }: { row: BulkOrderResult }) {
  const outcome = row.ok
    ? [managerListTexts.resultOk, row.trackNumber].filter(Boolean).join(' · ')
    : (row.reason ?? managerListTexts.bulkFailed);
  return (
    <li className="flex flex-wrap gap-x-2" data-result={row.ok ? 'ok' : 'failed'}>
      <span className="font-semibold">{managerListTexts.orderLabel(row.orderNumber)}</span>
      <span className={row.ok ? 'text-green-800' : 'text-red-800'}>{outcome}</span>
    </li>
  );
}

/**
 * What the manager does with the selected orders (beyond the spec, issue 28): one status for
 * all, their CDEK registrations, their labels. While an action runs the bar shows how far it is
 * (a live region says it too); then each order's result, focus on its heading, and the summary
 * in the same live region.
 */
export function BulkActionBar({ store, save = saveBlob }: BulkActionBarProps) {
  const { selected, running, results } = useStore(store.$state);
  const id = useId();
  const [status, setStatus] = useState('');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (results) resultsHeading.current?.focus();
  }, [results]);
  if (selected.length === 0 && !results && !running) return null;
  const okCount = results?.rows.filter((row) => row.ok).length ?? 0;
  const failedCount = (results?.rows.length ?? 0) - okCount;
  const live = running
    ? managerListTexts.progress(running.done, running.total)
    : results
      ? managerListTexts.summary(okCount, failedCount)
      : '';
  const busy = running !== null;

  return (
    <section
      aria-label={managerListTexts.actions}
      aria-busy={busy}
      className="flex shrink-0 flex-col gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{managerListTexts.selected(selected.length)}</span>
        <button type="button" className={compact.secondary} onClick={() => store.clear()} disabled={busy}>
          {managerListTexts.clearSelection}
        </button>
        <span className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
          <label htmlFor={`${id}-status`} className="sr-only">
            {managerListTexts.newStatus}
          </label>
          <select
            id={`${id}-status`}
            className={`${fieldClass.control} min-w-0 flex-1 py-1.5 sm:w-64 sm:flex-none`}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
          >
            <option value="">{managerListTexts.chooseStatus}</option>
            {orderStatusList.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={compact.primary}
            disabled={busy || status === '' || selected.length === 0}
            onClick={() => void store.changeStatus(status)}
          >
            {managerListTexts.changeStatus}
          </button>
        </span>
        <button
          type="button"
          className={compact.primary}
          disabled={busy || selected.length === 0}
          onClick={() => void store.registerShipments()}
        >
          {managerListTexts.registerShipments}
        </button>
        <button
          type="button"
          className={compact.secondary}
          disabled={busy || selected.length === 0}
          onClick={() => void store.downloadLabels(save)}
        >
          {managerListTexts.downloadLabels}
        </button>
      </div>
      {running && (
        <progress className="h-2 w-full" max={running.total} value={running.done} aria-labelledby={`${id}-live`} />
      )}
      <p id={`${id}-live`} role="status" className="font-medium text-gray-800 empty:hidden">
        {live}
      </p>
      {results && (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 ref={resultsHeading} tabIndex={-1} className="font-semibold outline-none">
              {managerListTexts.resultsTitle}
            </h2>
            <button type="button" className="text-brand underline" onClick={() => store.dismissResults()}>
              {managerListTexts.closeResults}
            </button>
          </div>
          <ul className="max-h-48 overflow-y-auto">
            {results.rows.map((row) => (
              <ResultRow key={row.orderId} row={row} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
