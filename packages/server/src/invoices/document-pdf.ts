import { updTexts } from '@stickers62/core/texts';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedDejaVu, includedVat, money, wrapText } from './pdf.js';
import type { InvoiceLine } from './types.js';

/**
 * The building blocks the closing documents share (the УПД, the товарная накладная and the акт):
 * a landscape A4 document with DejaVu embedded and fixed dates, a cursor that starts a new page
 * when a block does not fit, a table whose rows grow with their wrapped cells, the parties'
 * label-and-value lines and the signature lines.
 */

export const landscape: [number, number] = [841.89, 595.28];
export const black = rgb(0, 0, 0);
export const gray = rgb(0.35, 0.35, 0.35);

export class ClosingPdf {
  page: PDFPage;
  y: number;
  readonly margin = 30;

  private constructor(
    readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage(landscape);
    this.y = landscape[1] - this.margin;
  }

  /** A new document titled and dated as its paper would be (the same data always gives the same bytes). */
  static async create(title: string, date: string): Promise<ClosingPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setLanguage('ru-RU');
    const issued = new Date(`${date}T00:00:00+03:00`);
    pdf.setCreationDate(issued);
    pdf.setModificationDate(issued);
    return new ClosingPdf(pdf, await embedDejaVu(pdf));
  }

  get width(): number {
    return landscape[0] - 2 * this.margin;
  }

  ensure(height: number): void {
    if (this.y - height >= this.margin) return;
    this.page = this.pdf.addPage(landscape);
    this.y = landscape[1] - this.margin;
  }

  text(value: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: typeof black } = {}) {
    this.page.drawText(value, {
      x,
      y,
      size: options.size ?? 8,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? black,
    });
  }

  /**
   * Label-and-value lines from `left`: the value (bold, wrapped to `width`) beside its label;
   * answers the y below the last line. Does not move the cursor (a block beside may be taller).
   */
  details(rows: readonly [string, string][], left: number, labelWidth: number, width: number, top = this.y): number {
    let y = top;
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.fonts.bold, 8, width);
      this.text(label, left, y);
      lines.forEach((line, index) => {
        this.text(line, left + labelWidth, y - index * 10, { bold: true });
      });
      y -= lines.length * 10 + 2;
    }
    return y;
  }

  /** One table row of `columns` widths: cells wrap, the row takes the tallest; `right` cells align right. */
  row(
    columns: readonly number[],
    cells: readonly string[],
    options: { bold?: boolean; right?: (index: number) => boolean },
  ) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const wrapped = cells.map((cell, index) => wrapText(cell, font, 7.5, (columns[index] ?? 0) - 6));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * 9.5 + 5;
    this.ensure(height);
    let x = this.margin;
    wrapped.forEach((lines, index) => {
      const columnWidth = columns[index] ?? 0;
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: columnWidth,
        height,
        borderColor: black,
        borderWidth: 0.5,
      });
      const right = options.right?.(index) ?? false;
      lines.forEach((line, lineIndex) => {
        const lineX = right ? x + columnWidth - 3 - font.widthOfTextAtSize(line, 7.5) : x + 3;
        this.text(line, lineX, this.y - 9.5 - lineIndex * 9.5, { size: 7.5, bold: options.bold });
      });
      x += columnWidth;
    });
    this.y -= height;
  }

  /** A paragraph across the page, wrapped; moves the cursor below it. */
  paragraph(value: string, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 8;
    const lines = wrapText(value, options.bold ? this.fonts.bold : this.fonts.regular, size, this.width);
    this.ensure(lines.length * (size + 3));
    for (const line of lines) {
      this.text(line, this.margin, this.y - size, { size, bold: options.bold });
      this.y -= size + 3;
    }
  }

  /** Signature lines side by side, each under its label. */
  signatures(labels: readonly string[]) {
    this.ensure(60);
    this.y -= 22;
    const share = this.width / labels.length;
    labels.forEach((label, index) => {
      const x = this.margin + index * share;
      this.text(label, x, this.y, { size: 7.5 });
      this.page.drawLine({ start: { x, y: this.y - 22 }, end: { x: x + share - 30, y: this.y - 22 }, thickness: 0.6 });
    });
    this.y -= 36;
  }

  /**
   * The goods table's rows, as the УПД and the товарная накладная both number them: №, name,
   * unit, count, price and sum without VAT, the rate, the VAT (included in the amount, or «без
   * НДС»), the sum with it. Answers the VAT of every line together, for the total row.
   */
  goodsRows(columns: readonly number[], lines: readonly InvoiceLine[], vatRate: number | null): number {
    // Counts and money columns align right; the rate column (6) keeps to the left like the text.
    const right = (index: number) => index >= 3 && index !== 6;
    let vatTotal = 0;
    lines.forEach((line, index) => {
      const vat = vatRate === null ? 0 : includedVat(line.amountKopecks, vatRate);
      vatTotal += vat;
      this.row(
        columns,
        [
          String(index + 1),
          line.name,
          line.unit,
          String(line.quantity),
          money(Math.round((line.amountKopecks - vat) / line.quantity)),
          money(line.amountKopecks - vat),
          vatRate === null ? updTexts.withoutVat : `${vatRate}%`,
          vatRate === null ? updTexts.withoutVat : money(vat),
          money(line.amountKopecks),
        ],
        { right },
      );
    });
    return vatTotal;
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: true });
  }
}

/** «ИНН/КПП» as the forms write it: `7707083893/773601001`, or the ИНН alone. */
export const innKpp = (party: { inn: string; kpp: string | null }) =>
  party.kpp ? `${party.inn}/${party.kpp}` : party.inn;
