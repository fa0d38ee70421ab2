/**
 * The colour presets a widget takes: the elements' `theme` attribute and the React components'
 * `theme` prop, both read by the same CSS (`:host([theme=dark])`, ui/widget-theme.ts). Apart
 * from widget-theme.ts, which imports twind, so that the components and their declaration
 * files name no twind module.
 */
export const themePresets = ['light', 'dark', 'auto'] as const;

/** `light` (the default), `dark`, or `auto`: dark when the visitor's system is (prefers-color-scheme). */
export type WidgetTheme = (typeof themePresets)[number];

export interface WidgetThemeProps {
  /**
   * Colour preset, like the elements' `theme` attribute: `'dark'`, or `'auto'` to follow the
   * visitor's system (prefers-color-scheme); light when absent. The `--s62-*` custom
   * properties, set on any ancestor, theme further (packages/widgets/README.md, «Theme»).
   */
  theme?: WidgetTheme;
}
