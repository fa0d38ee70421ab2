import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { amountInWords, paymentQrPayload } from '@stickers62/core/rules';
import { invoiceTexts, monthsGenitive } from '@stickers62/core/texts';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { sellerQrFields } from './config.js';
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from './types.js';

/**
 * The счёт на оплату as a PDF (issue 34): A4, DejaVu Sans embedded (from the `dejavu-fonts-ttf`
 * package, not a system font, so every server draws the same Cyrillic), the bank's block with
 * the payment QR code of ГОСТ Р 56042-2014 beside it, seller and buyer, the lines, the total in
 * figures and in words, the purpose of payment. Drawn from what the invoice row keeps, so the
 * same invoice always gives the same document.
 */

export interface InvoiceDocument {
  number: string;
  /** The shop's calendar date of issue, `YYYY-MM-DD`. */
  date: string;
  orderNumber: number;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  amountKopecks: number;
}

const require = createRequire(import.meta.url);
let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;

/** The two faces, read once per process (about 1.4 MB) and subset into each document. */
function dejaVu(): Promise<[Uint8Array, Uint8Array]> {
  fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fontBytes;
}

/** DejaVu Sans and Sans Bold embedded (subset) into a document. */
export async function embedDejaVu(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await dejaVu();
  return {
    regular: await pdf.embedFont(regularBytes, { subset: true }),
    bold: await pdf.embedFont(boldBytes, { subset: true }),
  };
}

/** «28 ноября 2026 г.» */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${monthsGenitive[(month ?? 1) - 1]} ${year} г.`;
}

/** «28.11.2026» */
export function shortDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** «2 350,00»: kopecks as an invoice writes money (plain spaces, so copied text stays searchable). */
export function money(kopecks: number): string {
  const whole = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+$)/g, ' ');
  return `${whole},${String(kopecks % 100).padStart(2, '0')}`;
}

/** The VAT a total includes at a rate, to the kopeck. */
export function includedVat(kopecks: number, rate: number): number {
  return Math.round((kopecks * rate) / (100 + rate));
}

/** The purpose of payment: the invoice number first (the statement is matched by it), then the order and the VAT. */
export function invoicePurpose(
  document: Pick<InvoiceDocument, 'number' | 'date' | 'orderNumber' | 'seller' | 'amountKopecks'>,
) {
  const rate = document.seller.vatRate;
  const vat =
    rate === null
      ? invoiceTexts.withoutVat
      : invoiceTexts.vatIncluded(rate, money(includedVat(document.amountKopecks, rate)));
  return invoiceTexts.purpose(document.number, shortDate(document.date), document.orderNumber, vat);
}

/** The payload of the invoice's QR code. */
export function invoiceQrPayload(document: InvoiceDocument): string {
  const payment = { purpose: invoicePurpose(document), sumKopecks: document.amountKopecks };
  return paymentQrPayload(sellerQrFields(document.seller, payment));
}

/** Lines of at most `width` points; a word longer than the width is cut where it must be. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 40;
const contentWidth = pageSize[0] - 2 * margin;
const black = rgb(0, 0, 0);
const gray = rgb(0.35, 0.35, 0.35);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A cursor down the pages: draws text and boxes, starts a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  ensure(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  text(value: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: typeof black } = {}) {
    this.page.drawText(value, {
      x,
      y,
      size: options.size ?? 9,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? black,
    });
  }

  rightText(value: string, right: number, y: number, options: { size?: number; bold?: boolean } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.text(value, right - font.widthOfTextAtSize(value, options.size ?? 9), y, options);
  }

  box(x: number, top: number, width: number, height: number) {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: black, borderWidth: 0.6 });
  }

  rule(y: number, width = 1.2) {
    this.page.drawLine({
      start: { x: margin, y },
      end: { x: margin + contentWidth, y },
      thickness: width,
      color: black,
    });
  }

  /** A label and its text wrapped beside it; moves the cursor below both. */
  labelled(label: string, value: string, labelWidth = 135) {
    const lines = wrapText(value, this.fonts.bold, 9, contentWidth - labelWidth);
    this.ensure(lines.length * 12 + 6);
    this.text(label, margin, this.y - 9);
    lines.forEach((line, index) => {
      this.text(line, margin + labelWidth, this.y - 9 - index * 12, { bold: true });
    });
    this.y -= lines.length * 12 + 6;
  }
}

/** «ООО «Ромашка», ИНН 7707083893, КПП 773601001, 390000, г. Рязань, ул. Ленина, д. 1» */
export function partyLine(party: { name: string; inn: string; kpp: string | null; address: string }): string {
  const kpp = party.kpp ? `, ${invoiceTexts.kpp} ${party.kpp}` : '';
  return `${party.name}, ${invoiceTexts.inn} ${party.inn}${kpp}, ${party.address}`;
}

/** The bank's block (as a payment order lays it out) on the left, the QR code on the right. */
async function drawBankBlock(writer: Writer, document: InvoiceDocument): Promise<void> {
  const { seller } = document;
  const top = writer.y;
  const [left, middle, right] = [232, 40, 125];
  const x0 = margin;
  const x1 = x0 + left;
  const x2 = x1 + middle;
  // Row heights: the bank (with БИК), the correspondent account, ИНН/КПП, the payee.
  const [bankRow, correspondentRow, innRow, payeeRow] = [30, 16, 16, 34] as const;
  const y1 = top - bankRow;
  const y2 = y1 - correspondentRow;
  const y3 = y2 - innRow;
  const bottom = y3 - payeeRow;
  // Bank of the payee (two rows high) | БИК / Сч. №
  writer.box(x0, top, left, bankRow + correspondentRow);
  wrapText(seller.bankName, writer.fonts.regular, 9, left - 6)
    .slice(0, 2)
    .forEach((line, index) => {
      writer.text(line, x0 + 3, top - 10 - index * 10);
    });
  writer.text(invoiceTexts.bankOfPayee, x0 + 3, y2 + 3, { size: 7, color: gray });
  writer.box(x1, top, middle, bankRow);
  writer.text(invoiceTexts.bic, x1 + 3, top - 10);
  writer.box(x2, top, right, bankRow);
  writer.text(seller.bic, x2 + 3, top - 10);
  writer.box(x1, y1, middle, correspondentRow);
  writer.text(invoiceTexts.accountShort, x1 + 3, y1 - 11);
  writer.box(x2, y1, right, correspondentRow);
  writer.text(seller.correspondentAccount, x2 + 3, y1 - 11);
  // ИНН | КПП | Сч. № (two rows high) ; payee
  writer.box(x0, y2, left / 2, innRow);
  writer.text(`${invoiceTexts.inn} ${seller.inn}`, x0 + 3, y2 - 11);
  writer.box(x0 + left / 2, y2, left / 2, innRow);
  if (seller.kpp) writer.text(`${invoiceTexts.kpp} ${seller.kpp}`, x0 + left / 2 + 3, y2 - 11);
  writer.box(x1, y2, middle, innRow + payeeRow);
  writer.text(invoiceTexts.accountShort, x1 + 3, y2 - 11);
  writer.box(x2, y2, right, innRow + payeeRow);
  writer.text(seller.account, x2 + 3, y2 - 11);
  writer.box(x0, y3, left, payeeRow);
  wrapText(seller.name, writer.fonts.regular, 9, left - 6)
    .slice(0, 2)
    .forEach((line, index) => {
      writer.text(line, x0 + 3, y3 - 10 - index * 10);
    });
  writer.text(invoiceTexts.payee, x0 + 3, bottom + 3, { size: 7, color: gray });

  // The QR code as vector squares: sharp at any zoom and in any print.
  const qr = QRCode.create(invoiceQrPayload(document), { errorCorrectionLevel: 'M' });
  const qrSide = 104;
  const quiet = 4;
  const cell = qrSide / (qr.modules.size + 2 * quiet);
  const qrLeft = margin + contentWidth - qrSide;
  const qrTop = top + 4;
  for (let row = 0; row < qr.modules.size; row += 1) {
    for (let column = 0; column < qr.modules.size; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      writer.page.drawRectangle({
        x: qrLeft + (column + quiet) * cell,
        y: qrTop - (row + quiet + 1) * cell,
        width: cell + 0.02,
        height: cell + 0.02,
        color: black,
      });
    }
  }
  const caption = wrapText(invoiceTexts.qrCaption, writer.fonts.regular, 6.5, qrSide);
  caption.forEach((line, index) => {
    writer.text(
      line,
      qrLeft + (qrSide - writer.fonts.regular.widthOfTextAtSize(line, 6.5)) / 2,
      qrTop - qrSide - 6 - index * 8,
      {
        size: 6.5,
        color: gray,
      },
    );
  });
  writer.y = Math.min(bottom, qrTop - qrSide - 6 - caption.length * 8) - 16;
}

const columns = [24, 251, 50, 34, 78, 78.28];

function drawRow(writer: Writer, cells: string[], options: { bold?: boolean; header?: boolean }): void {
  const wrapped = cells.map((cell, index) =>
    index === 1
      ? wrapText(cell, options.bold ? writer.fonts.bold : writer.fonts.regular, 8.5, (columns[1] ?? 0) - 6)
      : [cell],
  );
  const height = Math.max(...wrapped.map((lines) => lines.length)) * 11 + 6;
  writer.ensure(height);
  let x = margin;
  wrapped.forEach((lines, index) => {
    const width = columns[index] ?? 0;
    writer.box(x, writer.y, width, height);
    lines.forEach((line, lineIndex) => {
      const y = writer.y - 11 - lineIndex * 11;
      const numeric = !options.header && index !== 1 && index !== 3;
      if (numeric) writer.rightText(line, x + width - 3, y, { size: 8.5, bold: options.bold });
      else writer.text(line, x + 3, y, { size: 8.5, bold: options.bold });
    });
    x += width;
  });
  writer.y -= height;
}

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(invoiceTexts.title(document.number, longDate(document.date)));
  pdf.setAuthor(document.seller.name);
  pdf.setLanguage('ru-RU');
  // Fixed dates: the same invoice gives the same bytes whenever it is downloaded.
  const issued = new Date(`${document.date}T00:00:00+03:00`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts = await embedDejaVu(pdf);
  const writer = new Writer(pdf, fonts);

  await drawBankBlock(writer, document);

  writer.text(invoiceTexts.title(document.number, longDate(document.date)), margin, writer.y - 14, {
    size: 14,
    bold: true,
  });
  writer.y -= 22;
  writer.rule(writer.y);
  writer.y -= 8;
  writer.labelled(invoiceTexts.seller, partyLine(document.seller));
  writer.labelled(invoiceTexts.buyer, partyLine(document.buyer));
  writer.text(invoiceTexts.basis(document.orderNumber), margin, writer.y - 9);
  writer.y -= 20;

  drawRow(writer, [...invoiceTexts.columns], { bold: true, header: true });
  document.lines.forEach((line, index) => {
    const price = Math.round(line.amountKopecks / line.quantity);
    drawRow(
      writer,
      [String(index + 1), line.name, String(line.quantity), line.unit, money(price), money(line.amountKopecks)],
      {},
    );
  });

  const right = margin + contentWidth;
  const rate = document.seller.vatRate;
  const totals: [string, string][] = [
    [invoiceTexts.total, money(document.amountKopecks)],
    rate === null
      ? [`${invoiceTexts.withoutVat}:`, '—']
      : [`${invoiceTexts.vatIncludedShort(rate)}:`, money(includedVat(document.amountKopecks, rate))],
    [invoiceTexts.totalDue, money(document.amountKopecks)],
  ];
  writer.ensure(totals.length * 13 + 70);
  writer.y -= 6;
  for (const [label, value] of totals) {
    writer.rightText(value, right, writer.y - 10, { bold: true });
    writer.rightText(label, right - 90, writer.y - 10, { bold: true });
    writer.y -= 13;
  }
  writer.y -= 6;
  writer.text(invoiceTexts.lineCount(document.lines.length, money(document.amountKopecks)), margin, writer.y - 9);
  writer.y -= 14;
  for (const line of wrapText(amountInWords(document.amountKopecks), fonts.bold, 10, contentWidth)) {
    writer.text(line, margin, writer.y - 10, { size: 10, bold: true });
    writer.y -= 14;
  }
  writer.y -= 6;
  writer.labelled(invoiceTexts.purposeLabel, invoicePurpose(document));
  for (const line of wrapText(invoiceTexts.validity, fonts.regular, 8, contentWidth)) {
    writer.text(line, margin, writer.y - 8, { size: 8, color: gray });
    writer.y -= 11;
  }
  writer.ensure(40);
  writer.rule(writer.y - 6);
  writer.y -= 36;
  writer.text(invoiceTexts.head, margin, writer.y);
  writer.page.drawLine({
    start: { x: margin + 80, y: writer.y - 2 },
    end: { x: margin + 230, y: writer.y - 2 },
    thickness: 0.6,
  });
  writer.text(invoiceTexts.accountant, margin + 270, writer.y);
  writer.page.drawLine({
    start: { x: margin + 340, y: writer.y - 2 },
    end: { x: margin + 490, y: writer.y - 2 },
    thickness: 0.6,
  });

  return pdf.save({ useObjectStreams: true });
}
