import { updTexts } from '@stickers62/core/texts';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedDejaVu, includedVat, longDate, money, wrapText } from './pdf.js';
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from './types.js';

/**
 * The УПД (универсальный передаточный документ, the form of the tax service's letter
 * ММВ-20-3/96@) of an order paid by invoice, on landscape A4: status 1 when the seller charges
 * VAT (it is also the счёт-фактура), 2 when it does not; the parties, the lines with the tax
 * columns, the signatures of handing over and receiving.
 */

export interface UpdDocument {
  number: string;
  /** `YYYY-MM-DD`: the date of the document and of shipment. */
  date: string;
  status: 1 | 2;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: number;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  amountKopecks: number;
}

const pageSize: [number, number] = [841.89, 595.28];
const margin = 30;
const contentWidth = pageSize[0] - 2 * margin;
const black = rgb(0, 0, 0);
const gray = rgb(0.35, 0.35, 0.35);
const columns = [22, 250, 40, 42, 70, 80, 60, 70, 147.89];

interface Cursor {
  page: PDFPage;
  y: number;
}

function text(cursor: Cursor, font: PDFFont, value: string, x: number, y: number, size = 8, color = black) {
  cursor.page.drawText(value, { x, y, size, font, color });
}

/** The УПД as PDF bytes. */
export async function renderUpdPdf(document: UpdDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${updTexts.title} № ${document.number}`);
  pdf.setLanguage('ru-RU');
  const issued = new Date(`${document.date}T00:00:00+03:00`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts = await embedDejaVu(pdf);
  const cursor: Cursor = { page: pdf.addPage(pageSize), y: pageSize[1] - margin };
  const ensure = (height: number) => {
    if (cursor.y - height >= margin) return;
    cursor.page = pdf.addPage(pageSize);
    cursor.y = pageSize[1] - margin;
  };

  // The status box on the left, the header lines beside it.
  const boxWidth = 150;
  cursor.page.drawRectangle({
    x: margin,
    y: cursor.y - 70,
    width: boxWidth,
    height: 70,
    borderColor: black,
    borderWidth: 0.8,
  });
  wrapText(updTexts.title, fonts.bold, 7.5, boxWidth - 8).forEach((line, index) => {
    text(cursor, fonts.bold, line, margin + 4, cursor.y - 11 - index * 9, 7.5);
  });
  text(cursor, fonts.bold, updTexts.status(document.status), margin + 4, cursor.y - 36, 11);
  wrapText(updTexts.statusNote, fonts.regular, 6, boxWidth - 8).forEach((line, index) => {
    text(cursor, fonts.regular, line, margin + 4, cursor.y - 48 - index * 7.5, 6, gray);
  });
  const left = margin + boxWidth + 12;
  const valueX = left + 175;
  const width = contentWidth - boxWidth - 12 - 175;
  let y = cursor.y - 12;
  text(cursor, fonts.bold, updTexts.invoiceLine(document.number, longDate(document.date)), left, y, 10);
  y -= 16;
  const kppOf = (party: { inn: string; kpp: string | null }) => (party.kpp ? `${party.inn}/${party.kpp}` : party.inn);
  const rows: [string, string][] = [
    [updTexts.seller, document.seller.name],
    [updTexts.sellerAddress, document.seller.address],
    [updTexts.sellerInnKpp, kppOf(document.seller)],
    [updTexts.shipper, updTexts.sameAsSeller],
    [updTexts.consignee, `${document.buyer.name}, ${document.buyer.address}`],
    [updTexts.basisLabel, updTexts.basis(document.invoiceNumber, longDate(document.invoiceDate), document.orderNumber)],
    [updTexts.buyer, document.buyer.name],
    [updTexts.buyerAddress, document.buyer.address],
    [updTexts.buyerInnKpp, kppOf(document.buyer)],
  ];
  for (const [label, value] of rows) {
    const lines = wrapText(value, fonts.bold, 8, width);
    text(cursor, fonts.regular, label, left, y);
    lines.forEach((line, index) => {
      text(cursor, fonts.bold, line, valueX, y - index * 10);
    });
    y -= lines.length * 10 + 2;
  }
  text(cursor, fonts.regular, updTexts.currency, left, y);
  cursor.y = Math.min(y, cursor.y - 74) - 14;

  const row = (cells: string[], bold: boolean) => {
    const wrapped = cells.map((cell, index) =>
      wrapText(cell, bold ? fonts.bold : fonts.regular, 7.5, (columns[index] ?? 0) - 6),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * 9.5 + 5;
    ensure(height);
    let x = margin;
    wrapped.forEach((lines, index) => {
      const columnWidth = columns[index] ?? 0;
      cursor.page.drawRectangle({
        x,
        y: cursor.y - height,
        width: columnWidth,
        height,
        borderColor: black,
        borderWidth: 0.5,
      });
      lines.forEach((line, lineIndex) => {
        const font = bold ? fonts.bold : fonts.regular;
        const right = !bold && index >= 3 && index !== 6;
        const lineX = right ? x + columnWidth - 3 - font.widthOfTextAtSize(line, 7.5) : x + 3;
        text(cursor, font, line, lineX, cursor.y - 9.5 - lineIndex * 9.5, 7.5);
      });
      x += columnWidth;
    });
    cursor.y -= height;
  };

  row([...updTexts.columns], true);
  const rate = document.seller.vatRate;
  let vatTotal = 0;
  document.lines.forEach((line, index) => {
    const vat = rate === null ? 0 : includedVat(line.amountKopecks, rate);
    vatTotal += vat;
    row(
      [
        String(index + 1),
        line.name,
        line.unit,
        String(line.quantity),
        money(Math.round((line.amountKopecks - vat) / line.quantity)),
        money(line.amountKopecks - vat),
        rate === null ? updTexts.withoutVat : `${rate}%`,
        rate === null ? updTexts.withoutVat : money(vat),
        money(line.amountKopecks),
      ],
      false,
    );
  });
  row(
    [
      '',
      updTexts.totalDue,
      '',
      '',
      '',
      money(document.amountKopecks - vatTotal),
      '',
      rate === null ? updTexts.withoutVat : money(vatTotal),
      money(document.amountKopecks),
    ],
    true,
  );

  ensure(70);
  cursor.y -= 26;
  const half = contentWidth / 2;
  for (const [index, label] of [updTexts.handedOver, updTexts.received].entries()) {
    const x = margin + index * half;
    text(cursor, fonts.regular, label, x, cursor.y, 7.5);
    cursor.page.drawLine({
      start: { x, y: cursor.y - 22 },
      end: { x: x + half - 30, y: cursor.y - 22 },
      thickness: 0.6,
    });
  }
  cursor.y -= 36;
  text(cursor, fonts.regular, updTexts.shipmentDate(longDate(document.date)), margin, cursor.y, 7.5);
  return pdf.save({ useObjectStreams: true });
}
