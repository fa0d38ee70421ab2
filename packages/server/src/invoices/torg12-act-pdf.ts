import { amountInWords } from '@stickers62/core/rules';
import { actTexts, invoiceTexts, torg12Texts, updTexts } from '@stickers62/core/texts';
import { ClosingPdf, gray } from './document-pdf.js';
import { includedVat, longDate, money, partyLine } from './pdf.js';
import type { ClosingDocumentFields, InvoiceLine, InvoiceSeller } from './types.js';

/**
 * The товарная накладная (the fields of the unified form ТОРГ-12) for the goods of an order paid
 * by invoice, and the акт for its services (the delivery): made after shipment instead of the УПД
 * when the shop is set to `CLOSING_DOCUMENTS=torg12-act`. Each lists only its own lines and
 * totals them in figures and in words; the parties are the invoice's.
 */

/** A накладная or an акт: its `lines` are the document's own, the goods for the накладная, the services for the акт. */
export type PartDocument = ClosingDocumentFields;

const totalOf = (lines: readonly InvoiceLine[]) => lines.reduce((sum, line) => sum + line.amountKopecks, 0);
const vatLine = (seller: InvoiceSeller, kopecks: number) =>
  seller.vatRate === null
    ? `${invoiceTexts.withoutVat}`
    : `${invoiceTexts.vatIncludedShort(seller.vatRate)}: ${money(includedVat(kopecks, seller.vatRate))}`;

const torg12Columns = [22, 260, 40, 42, 75, 90, 55, 70, 127.89];

/** The товарная накладная as PDF bytes. */
export async function renderTorg12Pdf(document: PartDocument): Promise<Uint8Array> {
  const heading = torg12Texts.heading(document.number, longDate(document.date));
  const doc = await ClosingPdf.create(heading, document.date);
  const { margin } = doc;
  doc.text(torg12Texts.formNote, margin + doc.width - 190, doc.y - 6, { size: 7, color: gray });
  const basis = updTexts.basis(document.invoiceNumber, longDate(document.invoiceDate), document.orderNumber);
  doc.y = doc.details(
    [
      [torg12Texts.shipper, partyLine(document.seller)],
      [torg12Texts.consignee, partyLine(document.buyer)],
      [torg12Texts.supplier, partyLine(document.seller)],
      [torg12Texts.payer, partyLine(document.buyer)],
      [torg12Texts.basisLabel, basis],
    ],
    margin,
    110,
    doc.width - 110,
    doc.y - 20,
  );
  doc.y -= 6;
  doc.text(heading, margin, doc.y - 12, { size: 12, bold: true });
  doc.y -= 22;

  const rate = document.seller.vatRate;
  doc.row(torg12Columns, torg12Texts.columns, { bold: true });
  const vatTotal = doc.goodsRows(torg12Columns, document.lines, rate);
  const total = totalOf(document.lines);
  const count = document.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc.row(
    torg12Columns,
    [
      '',
      torg12Texts.total,
      '',
      String(count),
      '',
      money(total - vatTotal),
      '',
      rate === null ? updTexts.withoutVat : money(vatTotal),
      money(total),
    ],
    { bold: true },
  );
  doc.y -= 8;
  doc.paragraph(torg12Texts.released(document.lines.length, amountInWords(total)), { bold: true });
  doc.paragraph(vatLine(document.seller, total));
  doc.signatures([
    torg12Texts.releaseAllowed,
    torg12Texts.releasedBy,
    torg12Texts.receivedBy,
    torg12Texts.consigneeReceived,
  ]);
  doc.text(`${torg12Texts.stamp}   ${updTexts.shipmentDate(longDate(document.date))}`, margin, doc.y, { size: 7.5 });
  return doc.save();
}

const actColumns = [22, 421.89, 60, 50, 110, 118];

/** The акт of the services as PDF bytes. */
export async function renderActPdf(document: PartDocument): Promise<Uint8Array> {
  const heading = actTexts.heading(document.number, longDate(document.date));
  const doc = await ClosingPdf.create(heading, document.date);
  const { margin } = doc;
  doc.text(heading, margin, doc.y - 14, { size: 14, bold: true });
  doc.y -= 28;
  doc.y = doc.details(
    [
      [actTexts.contractor, partyLine(document.seller)],
      [actTexts.customer, partyLine(document.buyer)],
      [
        actTexts.basisLabel,
        updTexts.basis(document.invoiceNumber, longDate(document.invoiceDate), document.orderNumber),
      ],
    ],
    margin,
    90,
    doc.width - 90,
  );
  doc.y -= 10;
  const right = (index: number) => index === 2 || index >= 4;
  doc.row(actColumns, actTexts.columns, { bold: true });
  document.lines.forEach((line, index) => {
    doc.row(
      actColumns,
      [
        String(index + 1),
        line.name,
        String(line.quantity),
        line.unit,
        money(Math.round(line.amountKopecks / line.quantity)),
        money(line.amountKopecks),
      ],
      { right },
    );
  });
  const total = totalOf(document.lines);
  doc.row(actColumns, ['', actTexts.total, '', '', '', money(total)], { bold: true });
  doc.y -= 8;
  doc.paragraph(vatLine(document.seller, total));
  doc.paragraph(actTexts.rendered(document.lines.length, money(total)));
  doc.paragraph(amountInWords(total), { bold: true });
  doc.y -= 4;
  doc.paragraph(actTexts.noClaims);
  doc.signatures([actTexts.contractorSign, actTexts.customerSign]);
  return doc.save();
}
