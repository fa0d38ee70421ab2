import { defineConfig } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';
import { themePresets } from './theme-preset';

/**
 * The widgets' look as one twind configuration, shared by the element scripts (whose CSS is
 * generated from it at build time, scripts/widget-css.ts), the React components (twind at run
 * time in their shadow roots, ui/twind.ts) and the shop's site (its own page). No DOM here, so
 * the build script can import it.
 */

/** The system font stack the widgets use unless `--s62-font` names another. */
const systemFonts = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/**
 * The public theme: CSS custom properties a page sets on the element (or any ancestor: custom
 * properties cross the shadow boundary), with their defaults. The manifest's `cssProperties`
 * and the README's theme table are made from this list.
 */
export const themeProperties = [
  { name: '--s62-accent', default: '#4f46e5', description: 'accent colour: primary buttons, links, focus outline' },
  { name: '--s62-accent-text', default: '#fff', description: 'text on the accent colour' },
  { name: '--s62-surface', default: '#fff', description: 'background of cards, dialogs and fields' },
  {
    name: '--s62-text',
    default: '#111827',
    description: 'text colour; borders and muted text are mixed from it and the surface',
  },
  { name: '--s62-radius', default: '16px', description: 'corner radius of cards; buttons and fields take half of it' },
  { name: '--s62-font', default: systemFonts, description: 'font family' },
  {
    name: '--s62-color-scheme',
    default: 'light',
    description: 'colour scheme of native controls (select lists, scrollbars)',
  },
] as const;

/** The `theme` attribute's presets: `dark`, or `auto` (dark when the visitor's system is). */
export const themeAttribute = {
  name: 'theme',
  values: themePresets,
  description: 'colour preset: "dark", or "auto" to follow the visitor\'s system (prefers-color-scheme)',
} as const;

const fallback = (name: (typeof themeProperties)[number]['name']) =>
  `var(${name},${themeProperties.find((property) => property.name === name)?.default})`;
const accent = fallback('--s62-accent');
const surface = fallback('--s62-surface');
const text = fallback('--s62-text');

/**
 * Tailwind's grays as shares of the text colour mixed into the surface: with the default text
 * (#111827) on white they come within a shade of Tailwind's own, and on a dark surface with
 * light text they turn over by themselves, so a dark theme is two properties. (No 400: no
 * widget uses it.)
 */
const grayShares = { 50: 2.5, 100: 5, 200: 11, 300: 19, 500: 62, 600: 76, 700: 84, 800: 94, 900: 100 };
const grayKeys = Object.keys(grayShares) as unknown as (keyof typeof grayShares)[];

/**
 * The theme as short internal properties, computed once on each widget's host (`:host`) from
 * the public ones and their defaults; the utilities read these. Short names and no fallbacks
 * in every rule: the element scripts carry this CSS, and bytes count.
 */
const hostTheme: Record<string, string> = {
  '--s62-a': accent,
  '--s62-at': fallback('--s62-accent-text'),
  '--s62-s': surface,
  '--s62-t': text,
  '--s62-r': fallback('--s62-radius'),
  '--s62-f': fallback('--s62-font'),
  '--s62-ad': 'color-mix(in srgb,var(--s62-a) 85%,#000)',
  '--s62-al': 'color-mix(in srgb,var(--s62-a) 10%,var(--s62-s))',
  ...Object.fromEntries(
    grayKeys.map((key) => [
      `--s62-g${key}`,
      grayShares[key] === 100 ? 'var(--s62-t)' : `color-mix(in srgb,var(--s62-t) ${grayShares[key]}%,var(--s62-s))`,
    ]),
  ),
};

/** The brand and gray palettes of the widgets' utilities, themed; Tailwind's other palettes stay. */
const themedColors = {
  brand: { DEFAULT: 'var(--s62-a)', dark: 'var(--s62-ad)', light: 'var(--s62-al)', text: 'var(--s62-at)' },
  white: 'var(--s62-s)',
  gray: Object.fromEntries(grayKeys.map((key) => [key, `var(--s62-g${key})`])),
};

/** Radii follow `--s62-radius` (the cards'); `rounded` and `rounded-full` stay as Tailwind has them. */
const themedRadii = {
  lg: 'calc(var(--s62-r)/2)',
  xl: 'calc(var(--s62-r)*.75)',
  '2xl': 'var(--s62-r)',
};

/** The dark preset: the two ends of the palette and the native controls' scheme. */
const darkTheme = { '--s62-surface': '#111827', '--s62-text': '#f3f4f6', '--s62-color-scheme': 'dark' };

/**
 * Tailwind sizes in rem follow the root font size of whatever page a widget lands on (8 px
 * selects on a page with `:root { font-size: 8px }`); every rem becomes px at 16 px a rem, so a
 * widget looks the same on any page. Declarations otherwise as twind writes them.
 */
export function stringifyInPx(property: string, value: unknown): string {
  const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
  const text = String(value).replace(/(-?\d*\.?\d+)rem\b/g, (_match, amount: string) => `${Number(amount) * 16}px`);
  return `${name}:${text}`;
}

/**
 * The properties the host must keep whatever the page says. A page's own rules win over
 * `:host` rules unless those are `!important` (then the shadow root's win): so a page with
 * `* { all: unset }` or `body { font-size: 62.5% }` cannot change the widget's display, font
 * or colours. The inherited properties a page is likeliest to set (and display) are pinned: a
 * page can still place and
 * size the element (margin, width), and hide it with `hidden`.
 */
const pinnedHost = {
  display: 'block',
  fontFamily: 'var(--s62-f)',
  fontSize: '16px',
  fontWeight: '400',
  fontStyle: 'normal',
  lineHeight: '1.5',
  letterSpacing: 'normal',
  textAlign: 'start',
  textTransform: 'none',
  whiteSpace: 'normal',
  color: 'var(--s62-t)',
  colorScheme: fallback('--s62-color-scheme'),
};
const important = (declarations: Record<string, string>) =>
  Object.fromEntries(Object.entries(declarations).map(([property, value]) => [property, `${value} !important`]));

/**
 * What the widgets need of a reset, instead of Tailwind's whole preflight (about 4 kB of CSS
 * in every script): the host pinned as above, the theme's derived colours, the dark presets.
 */
export const widgetPreflight = {
  ':host': { all: 'initial', ...important(pinnedHost), ...hostTheme },
  ':host([hidden])': { display: 'none !important' },
  ':host([theme=dark])': darkTheme,
  '@media (prefers-color-scheme:dark)': { ':host([theme=auto])': darkTheme },
  '*,::before,::after': {
    boxSizing: 'border-box',
    borderWidth: '0',
    borderStyle: 'solid',
    borderColor: 'var(--s62-g200)',
  },
  'h1,h2,h3,p,dl,dd,ul,figure': { margin: '0' },
  'h1,h2,h3': { fontSize: 'inherit', fontWeight: 'inherit' },
  ul: { padding: '0', listStyle: 'none' },
  'button,input,select': { font: 'inherit', color: 'inherit', margin: '0' },
  button: { backgroundColor: 'transparent', backgroundImage: 'none', padding: '0', cursor: 'pointer' },
  ':disabled': { cursor: 'default' },
  'img,svg': { display: 'block', maxWidth: '100%' },
  img: { height: 'auto' },
  a: { color: 'inherit', textDecoration: 'inherit' },
} as const;

const themeExtension = {
  colors: themedColors,
  borderRadius: themedRadii,
  fontFamily: { sans: 'var(--s62-f)' },
};

/**
 * The widgets' configuration: Tailwind's utilities in px, themed, with the compact reset above.
 * The element scripts' CSS is generated from it at build time, the React components' at run time.
 */
export const widgetTwindConfig = defineConfig({
  presets: [presetTailwind({ disablePreflight: true })],
  theme: { extend: themeExtension },
  preflight: widgetPreflight,
  stringify: stringifyInPx,
});

/** The shop's own colour on the site's page, beside Tailwind's palettes (the page is not themed). */
export const brandColors = { DEFAULT: '#4f46e5', dark: '#4338ca', light: '#eef2ff', text: '#fff' };

/**
 * The configuration of the shop's site page (light DOM): Tailwind's whole preflight and the
 * same utilities in px, the brand in fixed colours (no widget host defines the theme there).
 */
export const twindConfig = defineConfig({
  presets: [presetTailwind()],
  theme: { extend: { colors: { brand: brandColors } } },
  stringify: stringifyInPx,
});
