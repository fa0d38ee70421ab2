import type { FastifyInstance } from 'fastify';

/**
 * The kinds of answer the server gives, each with its own browser policy: the site's pages
 * (and their assets), pages made to be framed by partners' sites, the element scripts partners'
 * pages load, the JSON API with its file downloads and previews, and the providers' sandbox pages.
 */
export type PageKind = 'site' | 'embed' | 'script' | 'api' | 'sandbox';

/**
 * Which kind a path is: the first prefix that is the path or one of its parent folders.
 * Adding pages of a kind is one line here.
 */
export const pathKinds: ReadonlyArray<readonly [prefix: string, kind: PageKind]> = [
  ['/api/yookassa/sandbox', 'sandbox'],
  ['/api/web/auth/vk-sandbox', 'sandbox'],
  ['/api', 'api'],
  ['/embed', 'embed'],
  ['/elements', 'script'],
  ['/', 'site'],
];

export function pageKindOf(url: string): PageKind {
  const path = url.split('?', 1)[0] ?? '/';
  const match = pathKinds.find(([prefix]) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`));
  return match?.[1] ?? 'site';
}

/**
 * sha-256 of the empty text. twind's production sheet is an empty `<style>` element filled
 * through the CSSOM (insertRule), which CSP does not govern; Chromium still checks the empty
 * element's text against `style-src`, so it needs this hash. No other inline style is allowed.
 */
const emptyStyleHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The site's CSP: nothing inline runs, scripts and styles come from the site's own files
 * (Vite puts none inline). Uploaded layouts are served as attachments or verified images with
 * `nosniff`, so the shop's own origin never serves a customer's bytes as a script.
 */
function sitePolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${emptyStyleHash}`,
    // Previews the admin list shows from fetched blobs; data: for small images in CSS.
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Features the shop never uses: a framed or injected page cannot ask for them either. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers of every answer of each kind. A route that sets one of them itself (a preview
 * placeholder's own CSP, the Swagger UI's hashes) keeps its own.
 */
export function securityHeaders(publicUrl: string): Record<PageKind, Record<string, string>> {
  const publicOrigin = new URL(publicUrl).origin;
  const everywhere: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    // Browsers ignore HSTS sent over http; it is sent only when the shop is reached over https.
    ...(publicUrl.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
  const page = {
    ...everywhere,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
  };
  const document = { ...everywhere, 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' };
  return {
    site: { ...page, 'content-security-policy': sitePolicy("'self'"), 'x-frame-options': 'SAMEORIGIN' },
    // X-Frame-Options cannot say "anyone": frame-ancestors alone speaks for embed pages.
    embed: { ...page, 'content-security-policy': sitePolicy('*') },
    // Scripts run in the loading page's policy; their routes add the cross-origin headers.
    script: everywhere,
    api: {
      ...document,
      'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
    // The sandbox pages are plain HTML forms styled by attributes: no script at all, inline styles
    // only. Their forms answer with a redirect to the site, which form-action also covers.
    sandbox: {
      ...document,
      'content-security-policy': [
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        `form-action 'self' ${publicOrigin}`,
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    },
  };
}

/** Sends each answer with the headers of its page kind (see `pathKinds`). */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headersOf = securityHeaders(publicUrl);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(headersOf[pageKindOf(request.url)])) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}
