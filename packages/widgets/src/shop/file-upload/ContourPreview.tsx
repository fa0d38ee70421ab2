import type { ContourResult } from '@stickers62/core/contract';
import { contourTexts } from '@stickers62/core/texts';

/** The cut line's colour: the magenta cutting RIPs show a `CutContour` line in. */
const cutLineColour = '#ec008c';

/**
 * The buyer's layout as it will be cut: its preview placed at the print size inside the
 * artwork + bleed box, with the traced cut line over it (dashed, constant width at any scale).
 * A `pending` contour shows the layout with a note until the line arrives; a vector layout says
 * its line is expected in the file.
 */
export function ContourPreview(props: { contour: ContourResult; previewUrl: string }) {
  const { contour, previewUrl } = props;
  const { widthMm, heightMm, bleedMm } = contour;
  const traced = contour.pathMm !== '' && widthMm > 0 && heightMm > 0;
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="contour-preview" data-status={contour.status}>
      {traced && (
        <svg
          viewBox={`0 0 ${widthMm} ${heightMm}`}
          className="max-h-64 w-full rounded-lg bg-gray-100"
          role="img"
          aria-label={contourTexts.overlayLabel}
        >
          <image
            href={previewUrl}
            x={bleedMm}
            y={bleedMm}
            width={widthMm - 2 * bleedMm}
            height={heightMm - 2 * bleedMm}
            preserveAspectRatio="none"
          />
          <path
            d={contour.pathMm}
            fill="none"
            stroke={cutLineColour}
            strokeWidth={2}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
            data-testid="cut-line"
          />
        </svg>
      )}
      <figcaption className="text-sm text-gray-800">{contourTexts.statusNames[contour.status]}</figcaption>
    </figure>
  );
}
