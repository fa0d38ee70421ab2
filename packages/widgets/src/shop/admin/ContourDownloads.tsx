import { type ApiClient, fileContourUrl } from '@stickers62/core/api';
import type { ContourDownloadFormat, ContourResult } from '@stickers62/core/contract';
import type { ItemFile } from '@stickers62/core/stores';
import { contourTexts } from '@stickers62/core/texts';
import type { MouseEvent } from 'react';

const downloads: readonly [Exclude<ContourDownloadFormat, 'json'>, string][] = [
  ['pdf', contourTexts.downloadPdf],
  ['svg', contourTexts.downloadSvg],
  ['artwork-pdf', contourTexts.downloadArtworkPdf],
];

/** A contour the server can draw: traced from the layout's transparency (`ready`, or with findings). */
export const hasTracedContour = (contour: ContourResult | undefined): contour is ContourResult =>
  Boolean(contour?.pathMm) && (contour?.status === 'ready' || contour?.status === 'needs-attention');

/**
 * The downloads of a traced cut contour for the plotter: the line as PDF with the `CutContour`
 * spot colour, as SVG, and with the artwork. Plain links: the browser saves the file under the
 * server's name; each is named with its item.
 */
export function ContourLinks({ api, file }: { api: ApiClient; file: ItemFile }) {
  // The address carries the access token (a link sends no header); taken again on the click, so
  // a screen left open for a while still downloads with a current one.
  const refresh = (format: Exclude<ContourDownloadFormat, 'json'>) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = fileContourUrl(api, file, format);
  };
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={contourTexts.downloadsTitle}>
      {downloads.map(([format, label]) => (
        <li key={format}>
          <a
            className="text-brand underline"
            href={fileContourUrl(api, file, format)}
            download
            aria-label={contourTexts.downloadOf(label, file.itemName)}
            onClick={refresh(format)}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A sticker item's cut contour in the manager's item row: its status, and once traced its downloads. */
export function ContourDownloads({
  api,
  file,
  contour,
}: {
  api: ApiClient;
  file: ItemFile;
  contour: ContourResult | undefined;
}) {
  if (!contour) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="contour-downloads">
      <span className="text-gray-700" data-status={contour.status}>
        {contourTexts.statusNames[contour.status]}
      </span>
      {hasTracedContour(contour) && <ContourLinks api={api} file={file} />}
    </div>
  );
}
