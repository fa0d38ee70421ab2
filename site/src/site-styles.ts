import { twindConfig } from '@stickers62/widgets/twind';
import { install } from '@twind/core';

/**
 * The page's styles read from the sources (dev server, tests): twind at run time with the
 * widgets' Tailwind configuration, so shop blocks in light DOM use the same classes (embeddable
 * widgets keep their own sheet in their shadow roots). The site's build loads this module as
 * the stylesheet generated at build time from the same configuration instead (site-css.ts), so
 * the page carries no twind and compiles no class on the visitor's phone.
 */
install(twindConfig);
