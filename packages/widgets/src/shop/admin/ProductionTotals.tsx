import { useStore } from '@nanostores/react';
import type { ApiClient } from '@stickers62/core/api';
import { type CutContourItem, cutContourListLimit, type ProductionTotals } from '@stickers62/core/contract';
import { type ProductionTable, productionCellText, productionSummary, productionTables } from '@stickers62/core/format';
import type { ProductionTotalsStore } from '@stickers62/core/stores';
import { contourTexts, productionTotalsTexts as texts } from '@stickers62/core/texts';
import { useId } from 'react';
import { saveBlob } from '../../ui/save-blob';
import { ContourLinks } from './ContourDownloads';
import { compact } from './compact';
import { printProductionTotals } from './print-production-totals';

const todayStamp = () => new Date().toISOString().slice(0, 10);

/** One grouped table; it scrolls inside its own box on a phone, so the page never scrolls sideways. */
function Table({ table }: { table: ProductionTable }) {
  const captionId = useId();
  if (table.rows.length === 0) {
    return (
      <p className="text-sm text-gray-600">
        <span className="font-semibold text-gray-900">{table.caption}:</span> {table.empty}
      </p>
    );
  }
  const numberCell = 'px-2 py-1 text-right tabular-nums whitespace-nowrap';
  const cellClass = (kind: string) => (kind === 'label' ? 'px-2 py-1 text-left' : numberCell);
  const cells = (row: (string | number)[]) =>
    row.map((cell, index) => {
      const kind = table.columns[index]?.kind ?? 'label';
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
        <td key={index} className={cellClass(kind)}>
          {productionCellText(cell, kind)}
        </td>
      );
    });
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {/* The caption stays outside the sideways scroller, so a phone shows it whole. */}
      <h3 id={captionId} className="text-sm font-semibold text-gray-900">
        {table.caption}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls a wide table by focusing its box */}
      <section className="max-w-full overflow-x-auto" aria-labelledby={captionId} tabIndex={0}>
        <table className="min-w-full border-collapse text-sm" aria-labelledby={captionId}>
          <thead>
            <tr className="border-b border-gray-300 text-gray-600">
              {table.columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`${cellClass(column.kind)} font-medium whitespace-nowrap`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')} className="border-b border-gray-100">
                {cells(row)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-gray-900">{cells(table.total)}</tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}

/** The filtered orders' traced cut contours, each with its downloads for the plotter. */
function CutContours({ api, items }: { api: ApiClient; items: readonly CutContourItem[] }) {
  const titleId = useId();
  return (
    <section className="flex min-w-0 flex-col gap-1" aria-labelledby={titleId} data-testid="production-contours">
      <h3 id={titleId} className="text-sm font-semibold text-gray-900">
        {contourTexts.productionListTitle}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {items.map((item) => (
          <li key={`${item.orderId}|${item.itemName}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="min-w-0 break-words">
              {contourTexts.productionListItem(item.orderNumber, item.itemName)}
            </span>
            <span className="text-gray-700">{contourTexts.statusNames[item.status]}</span>
            <ContourLinks api={api} file={{ orderId: item.orderId, kind: 'stickers', itemName: item.itemName }} />
          </li>
        ))}
      </ul>
      {items.length >= cutContourListLimit && (
        <p className="text-xs text-gray-600">{contourTexts.productionListLimited(items.length)}</p>
      )}
    </section>
  );
}

function Tables({ api, totals }: { api: ApiClient; totals: ProductionTotals }) {
  return (
    <div className="flex flex-col gap-4" data-testid="production-totals">
      {productionTables(totals).map((table) => (
        <Table key={table.caption} table={table} />
      ))}
      {totals.cutContours && totals.cutContours.length > 0 && <CutContours api={api} items={totals.cutContours} />}
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700">
        {productionSummary(totals).map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}:</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{value.toLocaleString('ru-RU')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Under the totals line: what production needs for the filtered orders (sheets by format and
 * film, acrylic pieces, colour proofs), collapsed until the manager opens it; printable alone
 * and downloadable as a CSV of its own.
 */
export function ProductionTotalsSection({ store }: { store: ProductionTotalsStore }) {
  const state = useStore(store.$state);
  const regionId = useId();
  const titleId = useId();
  const download = async () => {
    const blob = await store.downloadCsv();
    if (blob) saveBlob(blob, `production-${todayStamp()}.csv`);
  };
  return (
    <section
      className="flex min-h-0 min-w-0 flex-col gap-2 rounded-lg border border-gray-200 p-2"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="sr-only">
        {texts.title}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={compact.secondary}
          aria-expanded={state.open}
          aria-controls={regionId}
          onClick={() => void store.toggle()}
        >
          <span aria-hidden="true">{state.open ? '▾' : '▸'}</span>
          {state.open ? texts.hide : texts.show}
        </button>
        {state.open && state.totals && (
          <button
            type="button"
            className={compact.secondary}
            onClick={() => state.totals && printProductionTotals(state.totals)}
          >
            {texts.print}
          </button>
        )}
        {state.open && (
          <button
            type="button"
            className={compact.secondary}
            onClick={() => void download()}
            disabled={state.downloading}
            aria-busy={state.downloading}
          >
            {texts.downloadCsv}
          </button>
        )}
      </div>
      {state.csvFailed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {texts.csvFailed}
        </p>
      )}
      {/*
        A long summary scrolls in its own box, at most 40% of the screen, and less when the
        screen has no more room: the page's height is fixed, so it must never spill over.
      */}
      <div
        id={regionId}
        hidden={!state.open}
        className="min-h-0 max-h-[40vh] overflow-y-auto"
        aria-live="polite"
        aria-busy={state.loading}
      >
        {state.open && state.failed && (
          <div className="flex flex-wrap items-center gap-2">
            <p role="alert" className="text-sm font-medium text-red-800">
              {texts.failed}
            </p>
            <button type="button" className={compact.secondary} onClick={() => void store.refresh()}>
              {texts.retry}
            </button>
          </div>
        )}
        {state.open && !state.totals && state.loading && <p className="text-sm text-gray-600">{texts.loading}</p>}
        {state.open && state.totals && <Tables api={store.api} totals={state.totals} />}
      </div>
    </section>
  );
}
