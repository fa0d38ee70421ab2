import { acrylShape, type FittingLook, fittingLook, materialLook, metalColour, solidColour } from './looks';
import { Artwork, type Box } from './motifs';
import { MaterialPaint, PictureSvg, Sheen, usePaintId } from './paint';

export interface AcrylPictureProps {
  /** The acrylic type's catalogue name («Брелок», «Значок», «Стенд», «Подставка»). */
  type: string;
  /** The fitting's catalogue name, drawn on the piece; none without it. */
  fitting?: string | null;
  /** The material's catalogue name («Прозрачный 3 мм», «Зеркальный золотой 3 мм»); clear without it. */
  material?: string | null;
  imageUrl?: string | null;
  onImageError?: () => void;
  /** Draws the cut line in red around the piece, as the laser will cut it. */
  cutLine?: boolean;
  width: number;
  label?: string;
}

/** A fitting drawn in a 100×100 picture, hanging from the hole at (50, 26) or behind the piece. */
function Fitting({ look, colour }: { look: FittingLook; colour: string }) {
  const metal = { fill: 'none', stroke: colour, strokeWidth: 3, strokeLinecap: 'round' as const };
  switch (look) {
    case 'carabiner':
      return <path d="M44 27V10a6 6 0 0 1 12 0v17M44 13l12 6" {...metal} />;
    case 'chain':
      return (
        <g {...metal} strokeWidth={2}>
          <circle cx="50" cy="20" r="5" />
          <ellipse cx="50" cy="10" rx="2.6" ry="4" />
          <ellipse cx="50" cy="2" rx="2.6" ry="4" />
        </g>
      );
    case 'strap':
      return <path d="M50 27C38 8 40-2 50-2s12 10 0 29" {...metal} strokeWidth={4} />;
    case 'pin':
      // Behind the piece, its ends and head showing past the edge.
      return (
        <g data-behind>
          <path d="M8 44h86" {...metal} strokeWidth={2.4} />
          <circle cx="8" cy="44" r="3.5" fill={colour} />
        </g>
      );
    case 'magnet':
      // Behind the piece, peeking out below its edge.
      return <circle cx="76" cy="80" r="13" fill={colour} data-behind />;
    default:
      return <circle cx="50" cy="15" r="11" {...metal} />;
  }
}

/** The outline of each shape in a 100×100 picture, and where its artwork goes. */
const shapes = {
  keyRing: {
    d: 'M32 20h36a12 12 0 0 1 12 12v46a12 12 0 0 1-12 12H32a12 12 0 0 1-12-12V32a12 12 0 0 1 12-12z',
    art: { x: 27, y: 36, width: 46, height: 48 },
    hole: true,
  },
  badge: { d: 'M50 16a36 36 0 1 1 0 72a36 36 0 1 1 0-72z', art: { x: 27, y: 29, width: 46, height: 46 }, hole: false },
  stand: {
    d: 'M34 6h32a10 10 0 0 1 10 10v60H24V16A10 10 0 0 1 34 6z',
    art: { x: 28, y: 14, width: 44, height: 56 },
    hole: false,
  },
  base: { d: 'M14 74h72a6 6 0 0 1 6 6v6a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6v-6a6 6 0 0 1 6-6z', art: null, hole: false },
} satisfies Record<string, { d: string; art: Box | null; hole: boolean }>;

const baseOutline = shapes.base.d;

/**
 * An acrylic piece: a key ring with its fitting through the hole, a badge with its pin or
 * magnet behind, a stand in its base, or the base alone; in its material, with the buyer's
 * layout (or a sample motif) printed on it and, on the buyer's layout, the cut line in red.
 */
export function AcrylPicture(props: AcrylPictureProps) {
  const id = usePaintId();
  const shape = acrylShape(props.type);
  const material = props.material ?? '';
  const outline = shapes[shape];
  const fitting = props.fitting ? fittingLook(props.fitting) : null;
  const behind = fitting === 'pin' || fitting === 'magnet';
  const fittingPart = fitting && <Fitting look={fitting} colour={metalColour(props.fitting ?? '')} />;
  const piece = { fill: `url(#${id}m)`, stroke: '#7dd3fc', strokeWidth: 1 };
  return (
    <PictureSvg
      viewBox="0 -4 100 100"
      width={props.width}
      label={props.label}
      data={{ 'data-shape': shape, 'data-fitting': fitting ?? 'none' }}
    >
      <defs>
        <MaterialPaint
          id={`${id}m`}
          look={materialLook(material)}
          colour={materialLook(material) === 'solid' ? solidColour(material) : metalColour(material)}
        />
        <Sheen id={`${id}s`} strength={0.8} />
      </defs>
      {behind && fittingPart}
      <path d={outline.d} transform="translate(1.5 2)" fill="#0f172a" fillOpacity=".12" />
      {shape === 'stand' && <path d={baseOutline} {...piece} />}
      <path d={outline.d} {...piece} />
      {outline.art && (
        <Artwork
          box={outline.art}
          index={shape === 'badge' ? 1 : 0}
          imageUrl={props.imageUrl}
          onImageError={props.onImageError}
        />
      )}
      <path d={outline.d} fill={`url(#${id}s)`} />
      {outline.hole && <circle cx="50" cy="26" r="3.5" fill="#fff" stroke="#94a3b8" strokeWidth=".8" />}
      {shape === 'base' && <path d="M30 80h40" stroke="#475569" strokeWidth="2" strokeLinecap="round" />}
      {!behind && fittingPart}
      {props.cutLine && <path d={outline.d} fill="none" stroke="#e11d48" strokeWidth="1.2" data-testid="cut-line" />}
    </PictureSvg>
  );
}
