import { type ReactNode, useId } from 'react';
import type { FilmLook, MaterialLook } from './looks';

/**
 * An id for a picture's gradients and patterns, unique in the document (or shadow root): two
 * pictures on a page must not paint with each other's defs. React's ids carry characters
 * (`:`, `«`) that `url(#…)` does not take.
 */
export function usePaintId(): string {
  return `s62p${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

const rainbow = ['#ff9ad5', '#ffd36e', '#b5f5a0', '#7fd3ff', '#c69bff', '#ff9ad5'];

/** A diagonal gradient, top-left to bottom-right, through evenly spaced colours. */
function Diagonal({ id, colours, opacity }: { id: string; colours: readonly string[]; opacity?: readonly number[] }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      {colours.map((colour, index) => (
        <stop
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of stops
          key={index}
          offset={index / (colours.length - 1)}
          stopColor={colour}
          stopOpacity={opacity?.[index] ?? 1}
        />
      ))}
    </linearGradient>
  );
}

/** A light stripe across the surface: the shine of a glossy film or lamination. */
export function Sheen({ id, strength }: { id: string; strength: number }) {
  return (
    <Diagonal id={id} colours={['#fff', '#fff', '#fff', '#fff', '#fff']} opacity={[0, 0, strength, 0, strength / 3]} />
  );
}

/**
 * The film's paint, `url(#<id>)`: white gloss (a cool gradient), matte (flat, fine grain),
 * holographic (a rainbow), kraft (brown fibres) and transparent (a checkerboard showing
 * through, drawn under the film by `FilmSurface`).
 */
export function FilmPaint({ id, look }: { id: string; look: FilmLook }) {
  switch (look) {
    case 'holo':
      return <Diagonal id={id} colours={rainbow} />;
    case 'kraft':
      return (
        <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#c9a47c" />
          <path d="M0 1.5h2.5M3.5 4.2h2.3M1 5.2h1.4M4 .8h1.5" stroke="#a9825a" strokeWidth=".45" />
          <path d="M2.6 2.8h1.6M.3 3.9h.9" stroke="#dcbd97" strokeWidth=".45" />
        </pattern>
      );
    case 'matte':
      return (
        <pattern id={id} width="3" height="3" patternUnits="userSpaceOnUse">
          <rect width="3" height="3" fill="#f3f2ef" />
          <circle cx=".8" cy=".9" r=".28" fill="#e2e0da" />
          <circle cx="2.2" cy="2.1" r=".22" fill="#e7e5df" />
        </pattern>
      );
    case 'clear':
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#fff" />
          <path d="M0 0h4v4H0zM4 4h4v4H4z" fill="#e5e7eb" />
        </pattern>
      );
    default:
      return <Diagonal id={id} colours={['#ffffff', '#f4f6f9', '#e9ecf1']} />;
  }
}

/** Acrylic's paint: clear (a cool tint), mirror (metal bands), holographic (a rainbow), or a solid colour. */
export function MaterialPaint({ id, look, colour }: { id: string; look: MaterialLook; colour: string }) {
  if (look === 'holo') return <Diagonal id={id} colours={rainbow} />;
  if (look === 'mirror') return <Diagonal id={id} colours={[colour, '#ffffff', colour, '#6b7280', colour]} />;
  if (look === 'solid') return <Diagonal id={id} colours={[colour, colour]} />;
  return <Diagonal id={id} colours={['#e0f2fe', '#f8fafc', '#bae6fd']} opacity={[0.75, 0.5, 0.8]} />;
}

/**
 * A picture's svg: with a label an image of that name, without one hidden (its caption or control
 * says what it is); as wide as asked, never wider than its place. `data` names what it shows, for
 * the tests and the page's styles.
 */
export function PictureSvg(props: {
  viewBox: string;
  width: number | undefined;
  label: string | undefined;
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={props.viewBox}
      width={props.width}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : true}
      className="block h-auto min-w-0 max-w-full"
      {...props.data}
    >
      {props.children}
    </svg>
  );
}
