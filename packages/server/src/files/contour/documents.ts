import type { ContourResult } from '@stickers62/core/contract';
import {
  closePath,
  LineJoinStyle,
  lineTo,
  moveTo,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setLineJoin,
  setLineWidth,
  stroke,
} from 'pdf-lib';
import { cutContourColour, ringsOfPath } from './svg.js';

/*
 * The cut contour as files a cutting plotter's RIP reads: SVG, and PDF with the line in a
 * Separation colour named `CutContour` (the name Roland VersaWorks, Mimaki RasterLink, Summa
 * GoSign and Caldera look for), page = artwork + bleed, coordinates in millimetres.
 */

/** Hairline the plotter's RIP ignores the width of; 0.25 pt stays visible on screen. */
const lineWidthPt = 0.25;
const pointsPerMm = 72 / 25.4;

/** An artwork to place under the contour: PNG bytes (transparency kept) or JPEG. */
export interface PlacedArtwork {
  bytes: Uint8Array;
  type: 'png' | 'jpeg';
  /** The artwork's print size (mm); it is placed at (bleed, bleed) from the page's top-left corner. */
  widthMm: number;
  heightMm: number;
}

/**
 * A one-page PDF of the contour (page = artwork + bleed), optionally with the artwork under it.
 * The line is stroked in a Separation colour `CutContour` (100 % magenta as its stand-in), so a
 * RIP cuts it and never prints it. Saved without object streams: the colour space stays legible.
 */
export async function contourPdf(contour: ContourResult, artwork?: PlacedArtwork): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(cutContourColour);
  document.setCreator('Стикеры 62');
  const pageWidth = contour.widthMm * pointsPerMm;
  const pageHeight = contour.heightMm * pointsPerMm;
  const page = document.addPage([pageWidth, pageHeight]);
  if (artwork) {
    const image =
      artwork.type === 'png' ? await document.embedPng(artwork.bytes) : await document.embedJpg(artwork.bytes);
    const bleed = contour.bleedMm * pointsPerMm;
    const height = artwork.heightMm * pointsPerMm;
    page.drawImage(image, { x: bleed, y: pageHeight - bleed - height, width: artwork.widthMm * pointsPerMm, height });
  }
  const { context } = document;
  // Tint 1 is 100 % magenta in CMYK: what a viewer shows; the RIP acts on the name.
  const tint = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 });
  const separation = context.register(
    context.obj([
      PDFName.of('Separation'),
      PDFName.of(cutContourColour),
      PDFName.of('DeviceCMYK'),
      context.register(tint),
    ]),
  );
  const resources = page.node.Resources();
  resources?.set(PDFName.of('ColorSpace'), context.obj({ [cutContourColour]: separation }));
  const x = (mm: number) => mm * pointsPerMm;
  const y = (mm: number) => pageHeight - mm * pointsPerMm;
  const path: PDFOperator[] = [];
  for (const ring of ringsOfPath(contour.pathMm)) {
    const [first, ...rest] = ring;
    if (!first) continue;
    path.push(moveTo(x(first.x), y(first.y)));
    for (const point of rest) path.push(lineTo(x(point.x), y(point.y)));
    path.push(closePath());
  }
  page.pushOperators(
    pushGraphicsState(),
    PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of(cutContourColour)]),
    PDFOperator.of(PDFOperatorNames.StrokingColorN, [PDFNumber.of(1)]),
    setLineWidth(lineWidthPt),
    setLineJoin(LineJoinStyle.Round),
    ...path,
    stroke(),
    popGraphicsState(),
  );
  return document.save({ useObjectStreams: false });
}
