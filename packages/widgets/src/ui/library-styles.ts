import { attachStyles as attachTwindStyles } from './twind';

/**
 * How the React library styles its widgets' shadow roots. Read from the sources (tests, the
 * site's dev server and build) this is twind at run time; the library build (vite.config.ts)
 * puts the stylesheet twind generates at build time (custom-elements/static-styles.ts) in its
 * place, as the element scripts do, so that a consumer's bundle carries no twind and its
 * install brings no twind packages (nor twind's TypeScript peer). Typed on its own, so that the
 * declaration files name no twind module either.
 */
export const attachStyles: (root: ShadowRoot) => void = attachTwindStyles;
