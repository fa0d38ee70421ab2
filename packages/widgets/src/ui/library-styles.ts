import { attachStyles as attachTwindStyles } from './twind';

/**
 * How the React library styles its widgets' shadow roots. Read from the sources (tests, the
 * site's dev server and build) this is twind at run time; the library build (vite.config.ts)
 * puts stylesheets twind generates at build time in its place, as the element scripts have,
 * so that a consumer's bundle carries no twind and its install brings no twind packages (nor
 * twind's TypeScript peer). Typed on their own, so that the declaration files name no twind
 * module either.
 *
 * `attachStyles` has the rules of every widget's classes (for a host's own environment or
 * StyleScope); each exported widget has its own stylesheet with only the rules of the classes
 * its own modules write, so that a consumer's bundle carries no other widget's CSS. The names
 * are those vite.config.ts fills (`libraryStylesheets`).
 */
export const attachStyles: (root: ShadowRoot) => void = attachTwindStyles;
export const stickerCalculatorStyles: (root: ShadowRoot) => void = attachTwindStyles;
export const acrylCalculatorStyles: (root: ShadowRoot) => void = attachTwindStyles;
export const layoutPickerStyles: (root: ShadowRoot) => void = attachTwindStyles;
export const paymentCardStyles: (root: ShadowRoot) => void = attachTwindStyles;
export const contactButtonStyles: (root: ShadowRoot) => void = attachTwindStyles;
