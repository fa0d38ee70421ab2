import type { ProductionTotals } from '@stickers62/core/contract';
import { formatDateTime, productionCellText, productionSummary, productionTables } from '@stickers62/core/format';
import { productionTotalsTexts } from '@stickers62/core/texts';

/** The printing frame's id: one frame, replaced by each print. */
export const productionPrintFrameId = 's62-production-print';

const printStyles = `
  body { font: 11pt/1.35 system-ui, sans-serif; color: #000; margin: 12mm; }
  h1 { font-size: 15pt; margin: 0 0 2mm; }
  p { margin: 0 0 4mm; }
  table { border-collapse: collapse; width: 100%; margin: 0 0 6mm; page-break-inside: auto; }
  caption { text-align: left; font-weight: 600; padding: 0 0 2mm; }
  th, td { border: 0.3mm solid #444; padding: 1mm 2mm; text-align: left; }
  .number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 600; }
  tr { page-break-inside: avoid; }
`;

function element<Tag extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: Tag,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[Tag] {
  const created = doc.createElement(tag);
  if (text !== undefined) created.textContent = text;
  if (className) created.className = className;
  return created;
}

/** The printed page: the same tables as the screen, black on white, with when it was made. */
export function buildProductionPrintout(doc: Document, totals: ProductionTotals, now = new Date()): void {
  doc.title = productionTotalsTexts.title;
  doc.documentElement.lang = 'ru';
  const style = element(doc, 'style', printStyles);
  doc.head.append(style);
  doc.body.replaceChildren(
    element(doc, 'h1', productionTotalsTexts.title),
    element(
      doc,
      'p',
      `${productionTotalsTexts.byFilters}. ${productionTotalsTexts.printedAt(formatDateTime(now.toISOString()))}`,
    ),
  );
  for (const table of productionTables(totals)) {
    if (table.rows.length === 0) {
      doc.body.append(element(doc, 'p', `${table.caption}: ${table.empty}`));
      continue;
    }
    const printed = element(doc, 'table');
    printed.append(element(doc, 'caption', table.caption));
    const head = element(doc, 'tr');
    for (const column of table.columns) {
      const header = element(doc, 'th', column.header, column.kind === 'label' ? undefined : 'number');
      header.scope = 'col';
      head.append(header);
    }
    const thead = element(doc, 'thead');
    thead.append(head);
    printed.append(thead);
    const body = element(doc, 'tbody');
    const rowOf = (cells: (string | number)[], parent: HTMLElement) => {
      const row = element(doc, 'tr');
      cells.forEach((cell, index) => {
        const kind = table.columns[index]?.kind ?? 'label';
        row.append(element(doc, 'td', productionCellText(cell, kind), kind === 'label' ? undefined : 'number'));
      });
      parent.append(row);
    };
    for (const cells of table.rows) rowOf(cells, body);
    printed.append(body);
    const foot = element(doc, 'tfoot');
    rowOf(table.total, foot);
    printed.append(foot);
    doc.body.append(printed);
  }
  for (const [label, value] of productionSummary(totals)) {
    doc.body.append(element(doc, 'p', `${label}: ${value.toLocaleString('ru-RU')}`));
  }
}

/**
 * Prints only the production totals: a hidden frame holds a page of its own, so neither the
 * host site nor the rest of the manager's screen reaches the paper, whatever page embeds it.
 */
export function printProductionTotals(totals: ProductionTotals): void {
  document.getElementById(productionPrintFrameId)?.remove();
  const frame = document.createElement('iframe');
  frame.id = productionPrintFrameId;
  frame.title = productionTotalsTexts.title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  const view = frame.contentWindow;
  if (!view) return;
  buildProductionPrintout(view.document, totals);
  view.focus();
  view.print();
}
