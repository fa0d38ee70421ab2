import { type RefObject, useLayoutEffect } from 'react';

/**
 * Styles of the table body, keyed by data attributes rather than classes. twind's mutation
 * observer scans every element with a `class` under the parent of each inserted node; a row
 * with classed cells cost the whole visible tbody per inserted row, 15 rows per scroll frame
 * (measured: most of a 100 ms frame). Rows without `class` attributes make that scan empty.
 * Colours are the widgets' Tailwind palette (gray, red, green, brand). Pinned cells (`data-pin`)
 * get an opaque background so the columns scrolling beneath them do not show through.
 */
export const orderTableCss = `
[data-s62-order-table] tbody tr[data-order-id] { cursor: pointer; border-bottom: 1px solid #f3f4f6; }
[data-s62-order-table] tbody tr[data-order-id]:hover,
[data-s62-order-table] tbody tr[data-order-id]:focus-within { background: #eef2ff; }
[data-s62-order-table] td[data-cell] {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 0 0.5rem;
}
[data-s62-order-table] [data-pin="first"], [data-s62-order-table] [data-pin="end"] { position: sticky; z-index: 1; }
[data-s62-order-table] [data-pin="end"] { right: 0; box-shadow: inset 1px 0 #e5e7eb; }
@media (min-width: 1024px) {
  [data-s62-order-table] [data-pin="lead"] { position: sticky; z-index: 1; }
}
[data-s62-order-table] tbody [data-pin] { background: #fff; }
[data-s62-order-table] tbody tr[data-order-id]:hover [data-pin],
[data-s62-order-table] tbody tr[data-order-id]:focus-within [data-pin] { background: #eef2ff; }
[data-s62-order-table] thead [data-pin] { background: #f3f4f6; }
[data-s62-order-table] td[data-cell="select"] { padding: 0 0.5rem; cursor: default; }
[data-s62-order-table] input[data-select-row] { width: 1rem; height: 1rem; accent-color: #4f46e5; cursor: pointer; }
[data-s62-order-table] tbody tr[data-selected], [data-s62-order-table] tbody tr[data-selected] [data-pin] { background: #e0e7ff; }
[data-s62-order-table] td[data-cell="numeric"] { text-align: right; font-variant-numeric: tabular-nums; }
[data-s62-order-table] button[data-open-order] {
  font: inherit; font-weight: 600; color: #4f46e5; background: none; border: 0; padding: 0; cursor: pointer;
  text-underline-offset: 2px;
}
[data-s62-order-table] button[data-open-order]:hover { text-decoration: underline; }
[data-s62-order-table] button[data-open-order]:focus-visible { outline: 2px solid #4f46e5; outline-offset: 2px; border-radius: 2px; }
[data-s62-order-table] [data-mark] {
  display: inline-flex; align-items: center; border-radius: 0.25rem; padding: 0.125rem 0.375rem;
  font-size: 0.75rem; line-height: 1rem; font-weight: 600;
}
[data-s62-order-table] [data-mark="urgent"] { background: #fee2e2; color: #991b1b; }
[data-s62-order-table] [data-mark="neutral"] { background: #e5e7eb; color: #1f2937; }
[data-s62-order-table] [data-mark="paid"] { background: #dcfce7; color: #166534; }
[data-s62-order-table] [data-sr-only] {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`;

/**
 * Adopts the table's rules into the document or shadow root the table renders in, as a
 * constructed sheet: a page with a strict CSP (the site's, no inline styles) refuses a
 * `<style>` element but not a constructed sheet.
 */
export function useOrderTableStyles(table: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    const root = table.current?.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(orderTableCss);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [table]);
}
