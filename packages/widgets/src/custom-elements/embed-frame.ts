import type { AttributeType } from './element-spec';

/** What the iframe page of one element needs to know about it: written at build time from the catalogue. */
export interface FrameElement {
  tag: string;
  attributes: readonly { name: string; type: AttributeType }[];
  /** DOM events the element fires; each is forwarded to the parent page. */
  events: readonly string[];
}

/** Element scripts (`sticker-calculator`, …) to their frame descriptions. */
export type FrameCatalogue = Readonly<Record<string, FrameElement>>;

/**
 * A message the iframe page posts to its parent: `s62:resize` with the content's height in CSS
 * pixels, or `s62:<event>` (the element's `s62-<event>` without its prefix) with the event's detail.
 */
export type FrameMessage =
  | { type: 's62:resize'; widget: string; height: number }
  | { type: `s62:${string}`; widget: string; detail: unknown };

/**
 * `api-base` is never taken from the address: the page's CSP lets it call only its own shop,
 * which the element script already calls by default.
 */
const ignoredAttributes = new Set(['api-base']);

/** A link attribute leads only to a web address: `javascript:` and the like are dropped. */
function isWebAddress(value: string, pageUrl: string): boolean {
  try {
    const { protocol } = new URL(value, pageUrl);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The element's attributes from the page's query string (`?film-types=Белая&order-href=…`):
 * only the element's own attributes, a boolean one present unless it says `false`, a link
 * attribute only when it is a web address. Anything else in the query is ignored.
 */
export function frameAttributes(element: FrameElement, query: URLSearchParams, pageUrl: string): [string, string][] {
  const attributes: [string, string][] = [];
  for (const { name, type } of element.attributes) {
    const value = query.get(name);
    if (value === null || ignoredAttributes.has(name)) continue;
    if (type === 'boolean') {
      if (value !== 'false') attributes.push([name, '']);
      continue;
    }
    if ((name === 'href' || name.endsWith('-href') || name.endsWith('-url')) && !isWebAddress(value, pageUrl)) continue;
    attributes.push([name, value]);
  }
  return attributes;
}

/** `s62-price-change` → `s62:price-change`. */
export function frameMessageType(eventName: string): `s62:${string}` {
  return `s62:${eventName.replace(/^s62-/, '')}`;
}

/** An event's detail as plain data, so that posting it can never throw (undefined stays undefined). */
function plainDetail(detail: unknown): unknown {
  return detail === undefined ? undefined : JSON.parse(JSON.stringify(detail));
}

/**
 * Runs the iframe page `/embed/<widget>`: puts the widget's element alone on the (transparent,
 * margin-free) page with the options of the query string and an accent colour (`accent`, any CSS
 * colour, set as `--s62-accent`), reports the page's height to the parent whenever it changes and
 * forwards the element's events. Messages go to any parent (`*`): a partner's page of any origin
 * frames it, and nothing posted is secret (the parent chose the options it shows).
 */
export function startFrame(catalogue: FrameCatalogue, view: Window & typeof globalThis = window): void {
  const { document, location } = view;
  const widget = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');
  const element = Object.hasOwn(catalogue, widget) ? catalogue[widget] : undefined;
  if (!element) return;
  // Styled through the CSSOM: the page's CSP allows no inline style, and the script sets them anyway.
  document.documentElement.style.background = 'transparent';
  document.body.style.margin = '0';
  // Contains the widget's margins, so the body's height is the whole content's.
  document.body.style.display = 'flow-root';

  const query = new URLSearchParams(location.search);
  const node = document.createElement(element.tag);
  for (const [name, value] of frameAttributes(element, query, location.href)) node.setAttribute(name, value);
  const accent = query.get('accent');
  if (accent && view.CSS.supports('color', accent)) node.style.setProperty('--s62-accent', accent);

  const post = (message: FrameMessage) => {
    if (view.parent !== view) view.parent.postMessage(message, '*');
  };
  for (const event of element.events) {
    node.addEventListener(event, (fired) =>
      post({ type: frameMessageType(event), widget, detail: plainDetail((fired as CustomEvent).detail) }),
    );
  }
  let reported = -1;
  new view.ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    // Nothing in the flow (the floating contact button, a closed picker): the frame keeps the
    // height its page gave it rather than collapsing to nothing.
    if (height === reported || height === 0) return;
    reported = height;
    post({ type: 's62:resize', widget, height });
  }).observe(document.body);
  document.body.append(node);
}
