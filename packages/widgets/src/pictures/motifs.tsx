/**
 * Sample artwork for a sticker when no layout is given: a face, a star, a heart, a badge, in
 * turn, each drawn in a 40×40 box and scaled into its tile.
 */
const motifs = [
  <g key="face">
    <circle cx="20" cy="20" r="17" fill="#6366f1" />
    <circle cx="14" cy="16" r="2.4" fill="#fff" />
    <circle cx="26" cy="16" r="2.4" fill="#fff" />
    <path d="M12 24q8 8 16 0" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
  </g>,
  <polygon key="star" points="20,2 25,14.5 38,15 28,23.5 31.5,37 20,29.5 8.5,37 12,23.5 2,15 15,14.5" fill="#f59e0b" />,
  <path key="heart" d="M20 36C4 25 2 14 9 8c5-4 9-2 11 3 2-5 6-7 11-3 7 6 5 17-11 28z" fill="#ec4899" />,
  <g key="badge">
    <rect x="3" y="3" width="34" height="34" rx="10" fill="#14b8a6" />
    <path d="M11 21l6 6 12-13" stroke="#fff" strokeWidth="3.4" fill="none" strokeLinecap="round" />
  </g>,
];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The motif number `index` (in turn) fitted into `box`, or the buyer's image when given. */
export function Artwork({
  box,
  index,
  imageUrl,
  onImageError,
}: {
  box: Box;
  index: number;
  imageUrl?: string | null;
  onImageError?: () => void;
}) {
  if (imageUrl)
    return (
      <image
        href={imageUrl}
        {...box}
        preserveAspectRatio="xMidYMid meet"
        onError={onImageError}
        data-testid="layout-on-product"
      />
    );
  return (
    <svg {...box} viewBox="0 0 40 40" preserveAspectRatio="xMidYMid meet" aria-hidden>
      {motifs[index % motifs.length]}
    </svg>
  );
}
