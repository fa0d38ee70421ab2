import { readFile, stat } from 'node:fs/promises';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import { PreviewRefusedError } from '../preview/refusal.js';
import type { PdfFacts } from './facts.js';
import { OverLimitError } from './over-limit.js';

/**
 * The PDFium calls preflight needs. The wrapper's classes expose sizes and rendering only;
 * its `module` (the Emscripten build, private in the typings) has the whole C API, so page
 * boxes, image resolutions and font embedding are read through it directly.
 */
interface Pdfium {
  HEAPU8: Uint8Array;
  HEAPF32: Float32Array;
  HEAP32: Int32Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  _FPDF_CloseDocument(document: number): void;
  _FPDF_GetPageCount(document: number): number;
  _FPDF_LoadPage(document: number, index: number): number;
  _FPDF_ClosePage(page: number): void;
  _FPDF_GetPageWidthF(page: number): number;
  _FPDF_GetPageHeightF(page: number): number;
  _FPDFPage_GetRotation(page: number): number;
  _FPDFPage_GetTrimBox(page: number, left: number, bottom: number, right: number, top: number): number;
  _FPDFPage_CountObjects(page: number): number;
  _FPDFPage_GetObject(page: number, index: number): number;
  _FPDFPageObj_GetType(object: number): number;
  _FPDFFormObj_CountObjects(form: number): number;
  _FPDFFormObj_GetObject(form: number, index: number): number;
  _FPDFImageObj_GetImageMetadata(image: number, page: number, metadata: number): number;
  _FPDFTextObj_GetFont(text: number): number;
  _FPDFFont_GetIsEmbedded(font: number): number;
  _FPDFFont_GetBaseFontName(font: number, buffer: number, length: number): number;
}

const objectTypes = { text: 1, image: 3, form: 5 } as const;
const mmPerPoint = 25.4 / 72;
/** Pages and page objects looked at: enough for any real layout, bounded for hostile ones. */
const maxPages = 50;
const maxObjects = 50_000;
/** FPDF_IMAGEOBJ_METADATA: width, height (uint32), horizontal_dpi, vertical_dpi (float), bpp, colorspace, marked id. */
const imageMetadataSize = 28;

let pdfium: Promise<Pdfium> | null = null;

function library(): Promise<Pdfium> {
  pdfium ??= PDFiumLibrary.init().then((instance) => (instance as unknown as { module: Pdfium }).module);
  return pdfium;
}

/** Scratch memory in PDFium's heap for out-parameters, freed when the reading ends. */
class Scratch {
  readonly pointer: number;

  constructor(
    private readonly module: Pdfium,
    size: number,
  ) {
    this.pointer = module._malloc(size);
  }

  float(index: number): number {
    return this.module.HEAPF32[(this.pointer >> 2) + index] as number;
  }

  free(): void {
    this.module._free(this.pointer);
  }
}

/** The first page's size as printed: its trim box when the file has one, else the visible page. */
function pageSizeMm(module: Pdfium, page: number, scratch: Scratch): { widthMm: number; heightMm: number } {
  const at = (index: number) => scratch.pointer + index * 4;
  let width = module._FPDF_GetPageWidthF(page);
  let height = module._FPDF_GetPageHeightF(page);
  if (module._FPDFPage_GetTrimBox(page, at(0), at(1), at(2), at(3))) {
    const trimWidth = Math.abs(scratch.float(2) - scratch.float(0));
    const trimHeight = Math.abs(scratch.float(3) - scratch.float(1));
    // The trim box is in unrotated page space; the page's width and height already are rotated.
    const quarterTurn = module._FPDFPage_GetRotation(page) % 2 === 1;
    if (trimWidth > 0 && trimHeight > 0)
      [width, height] = quarterTurn ? [trimHeight, trimWidth] : [trimWidth, trimHeight];
  }
  return { widthMm: width * mmPerPoint, heightMm: height * mmPerPoint };
}

function fontName(module: Pdfium, font: number): string {
  const length = module._FPDFFont_GetBaseFontName(font, 0, 0);
  if (length <= 1) return '?';
  const buffer = module._malloc(length);
  try {
    module._FPDFFont_GetBaseFontName(font, buffer, length);
    // Subset fonts are named ABCDEF+Name; the prefix means nothing to a customer.
    return Buffer.from(module.HEAPU8.subarray(buffer, buffer + length - 1))
      .toString('latin1')
      .replace(/^[A-Z]{6}\+/, '');
  } finally {
    module._free(buffer);
  }
}

interface Findings {
  lowestImageDpi: number | null;
  hasText: boolean;
  fontsNotEmbedded: Set<string>;
  objectsSeen: number;
}

/** Walks a page's objects, forms included, noting image resolutions and the fonts of text. */
function inspectObjects(
  module: Pdfium,
  page: number,
  count: number,
  objectAt: (index: number) => number,
  findings: Findings,
  metadata: Scratch,
): void {
  for (let index = 0; index < count && findings.objectsSeen < maxObjects; index++) {
    findings.objectsSeen++;
    const object = objectAt(index);
    const type = module._FPDFPageObj_GetType(object);
    if (type === objectTypes.image && module._FPDFImageObj_GetImageMetadata(object, page, metadata.pointer)) {
      const dpi = Math.min(metadata.float(2), metadata.float(3));
      if (dpi > 0) findings.lowestImageDpi = Math.min(findings.lowestImageDpi ?? dpi, dpi);
    } else if (type === objectTypes.text) {
      findings.hasText = true;
      const font = module._FPDFTextObj_GetFont(object);
      if (font && module._FPDFFont_GetIsEmbedded(font) === 0) findings.fontsNotEmbedded.add(fontName(module, font));
    } else if (type === objectTypes.form) {
      const inner = module._FPDFFormObj_CountObjects(object);
      inspectObjects(module, page, inner, (at) => module._FPDFFormObj_GetObject(object, at), findings, metadata);
    }
  }
}

/**
 * Facts of a PDF: page count, the first page's size, the lowest resolution of placed images
 * and the fonts not embedded, over the first pages. Nothing is rendered. PDFium needs the whole
 * document in memory, so a PDF above the preview's byte limit is refused first.
 */
export async function readPdfFacts(path: string, maxPdfBytes: number): Promise<PdfFacts> {
  const { size } = await stat(path);
  if (size > maxPdfBytes) throw new OverLimitError(`PDF of ${size} bytes is above the preview limit`);
  const bytes = await readFile(path);
  const module = await library();
  const data = module._malloc(bytes.length);
  const scratch = new Scratch(module, imageMetadataSize);
  try {
    module.HEAPU8.set(bytes, data);
    const document = module._FPDF_LoadMemDocument(data, bytes.length, 0);
    if (!document) throw new PreviewRefusedError('PDF does not open');
    try {
      const pageCount = module._FPDF_GetPageCount(document);
      if (pageCount < 1) throw new PreviewRefusedError('PDF has no pages');
      const findings: Findings = { lowestImageDpi: null, hasText: false, fontsNotEmbedded: new Set(), objectsSeen: 0 };
      let size = { widthMm: 0, heightMm: 0 };
      for (let index = 0; index < Math.min(pageCount, maxPages); index++) {
        const page = module._FPDF_LoadPage(document, index);
        if (!page) continue;
        try {
          if (index === 0) size = pageSizeMm(module, page, scratch);
          const objects = module._FPDFPage_CountObjects(page);
          inspectObjects(module, page, objects, (at) => module._FPDFPage_GetObject(page, at), findings, scratch);
        } finally {
          module._FPDF_ClosePage(page);
        }
      }
      if (!(size.widthMm > 0 && size.heightMm > 0)) throw new PreviewRefusedError('PDF page has no size');
      return {
        kind: 'pdf',
        pageCount,
        pageWidthMm: size.widthMm,
        pageHeightMm: size.heightMm,
        lowestImageDpi: findings.lowestImageDpi,
        hasText: findings.hasText,
        fontsNotEmbedded: [...findings.fontsNotEmbedded].slice(0, 5),
      };
    } finally {
      module._FPDF_CloseDocument(document);
    }
  } finally {
    scratch.free();
    module._free(data);
  }
}
