/**
 * What the site's build writes for the server to read, in the server's own formats: the list of
 * prerendered pages, the lazy routes' preloads and the build record. The site's build imports it
 * as `@stickers62/server/site-build` (site/vite.config.ts); nothing else of the server is its.
 */
export { type PrerenderedPage, prerenderedManifestFile } from './prerendered-pages.js';
export { preloadsFor, type RoutePreload, routePreloadsFile, withModulePreloads } from './route-preloads.js';
export { readSiteBuildList } from './site-build-list.js';
export { type SiteBuildRecord, siteBuildRecordFile } from './site-build-record.js';
