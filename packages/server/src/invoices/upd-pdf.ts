import { updTexts } from '@stickers62/core/texts';
import { black, ClosingPdf, gray, innKpp } from './document-pdf.js';
import { longDate, money, wrapText } from './pdf.js';
import type { ClosingDocumentFields } from './types.js';

/**
 * The УПД (универсальный передаточный документ, the form of the tax service's letter
 * ММВ-20-3/96@) of an order paid by invoice, on landscape A4: status 1 when the seller charges
 * VAT (it is also the счёт-фактура), 2 when it does not; the parties, the lines with the tax
 * columns, the signatures of handing over and receiving.
 */

export interface UpdDocument extends ClosingDocumentFields {
  status: 1 | 2;
  amountKopecks: number;
}

const columns = [22, 250, 40, 42, 70, 80, 60, 70, 147.89];

/** The УПД as PDF bytes. */
export async function renderUpdPdf(document: UpdDocument): Promise<Uint8Array> {
  const doc = await ClosingPdf.create(`${updTexts.title} № ${document.number}`, document.date);
  const { fonts, margin } = doc;

  // The status box on the left, the header lines beside it.
  const boxWidth = 150;
  doc.page.drawRectangle({
    x: margin,
    y: doc.y - 70,
    width: boxWidth,
    height: 70,
    borderColor: black,
    borderWidth: 0.8,
  });
  wrapText(updTexts.title, fonts.bold, 7.5, boxWidth - 8).forEach((line, index) => {
    doc.text(line, margin + 4, doc.y - 11 - index * 9, { size: 7.5, bold: true });
  });
  doc.text(updTexts.status(document.status), margin + 4, doc.y - 36, { size: 11, bold: true });
  wrapText(updTexts.statusNote, fonts.regular, 6, boxWidth - 8).forEach((line, index) => {
    doc.text(line, margin + 4, doc.y - 48 - index * 7.5, { size: 6, color: gray });
  });
  const left = margin + boxWidth + 12;
  doc.text(updTexts.invoiceLine(document.number, longDate(document.date)), left, doc.y - 12, {
    size: 10,
    bold: true,
  });
  const rows: [string, string][] = [
    [updTexts.seller, document.seller.name],
    [updTexts.sellerAddress, document.seller.address],
    [updTexts.sellerInnKpp, innKpp(document.seller)],
    [updTexts.shipper, updTexts.sameAsSeller],
    [updTexts.consignee, `${document.buyer.name}, ${document.buyer.address}`],
    [updTexts.basisLabel, updTexts.basis(document.invoiceNumber, longDate(document.invoiceDate), document.orderNumber)],
    [updTexts.buyer, document.buyer.name],
    [updTexts.buyerAddress, document.buyer.address],
    [updTexts.buyerInnKpp, innKpp(document.buyer)],
  ];
  const y = doc.details(rows, left, 175, doc.width - boxWidth - 12 - 175, doc.y - 28);
  doc.text(updTexts.currency, left, y);
  doc.y = Math.min(y, doc.y - 74) - 14;

  doc.row(columns, updTexts.columns, { bold: true });
  const rate = document.seller.vatRate;
  const vatTotal = doc.goodsRows(columns, document.lines, rate);
  doc.row(
    columns,
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
    { bold: true },
  );

  doc.ensure(70);
  doc.y -= 4;
  doc.signatures([updTexts.handedOver, updTexts.received]);
  doc.text(updTexts.shipmentDate(longDate(document.date)), margin, doc.y, { size: 7.5 });
  return doc.save();
}
