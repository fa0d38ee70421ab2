import type { ContourResult } from '@stickers62/core/contract';
import { contourTexts } from '@stickers62/core/texts';

/** The cut line's colour: the magenta cutting RIPs show a `CutContour` line in. */
const cutLineColour = '#ec008c';
/** The picture is at most this tall (rem); a wide contour is as wide as the dialog allows. */
const tallestRem = 16;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The buyer's layout as it will be cut: its preview placed at the print size inside the
 * artwork + bleed box, with the traced cut line over it (dashed, constant width at any scale).
 * A `pending` contour shows only a note until the line arrives; a vector layout says its line
 * is expected in the file.
 */
export function ContourPreview(props: { contour: ContourResult; previewUrl: string }) {
  const { contour, previewUrl } = props;
  const { widthMm, heightMm, bleedMm } = contour;
  const traced = contour.pathMm !== '' && widthMm > 0 && heightMm > 0;
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="contour-preview" data-status={contour.status}>
      {traced && (
        <div
          className="relative rounded-lg bg-gray-100"
          style={{
            aspectRatio: `${widthMm} / ${heightMm}`,
            width: `min(100%, ${(tallestRem * widthMm) / heightMm}rem)`,
          }}
        >
          {/* The layout at its print size: the bleed is the margin around it. */}
          <img
            src={previewUrl}
            alt=""
            className="absolute"
            style={{
              left: percent(bleedMm, widthMm),
              top: percent(bleedMm, heightMm),
              width: percent(widthMm - 2 * bleedMm, widthMm),
              height: percent(heightMm - 2 * bleedMm, heightMm),
            }}
          />
          <svg
            viewBox={`0 0 ${widthMm} ${heightMm}`}
            className="absolute inset-0 h-full w-full"
            role="img"
            aria-label={contourTexts.overlayLabel}
          >
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
        </div>
      )}
      <figcaption className="text-sm text-gray-800">{contourTexts.statusNames[contour.status]}</figcaption>
    </figure>
  );
}
