import { routes } from '@stickers62/core/contract';
import { type EmbeddableWidget, embeddableWidgetNames, embedFrameHeights, embedTexts } from '@stickers62/core/texts';

/** What the partner chose in the builder. */
export interface EmbedChoice {
  widget: EmbeddableWidget;
  /** The element's attributes, in order; a boolean attribute that is on has the value `true`. */
  attributes: readonly (readonly [name: string, value: string | true])[];
  /** A CSS colour for `--s62-accent`, or null for the widget's own. */
  accent: string | null;
}

/** One script as `/elements/manifest.json` lists it. */
export interface ManifestScript {
  url: string;
  pinnedUrl: string;
  integrity: string;
  bytes: number;
  gzipBytes: number;
}

export interface ElementsManifest {
  scripts: Record<string, ManifestScript>;
}

export const elementTag = (widget: EmbeddableWidget) => `s62-${widget}` as const;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function attributeText(name: string, value: string | true): string {
  return value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
}

/** `<s62-sticker-calculator film-types="Белая" style="--s62-accent: #e11d48"></s62-sticker-calculator>` */
export function elementMarkup(choice: EmbedChoice): string {
  const tag = elementTag(choice.widget);
  const attributes = choice.attributes.map(([name, value]) => attributeText(name, value)).join('');
  const style = choice.accent ? attributeText('style', `--s62-accent: ${choice.accent}`) : '';
  return `<${tag}${attributes}${style}></${tag}>`;
}

/** What a calculator reads before its first price: one answer from the shop (issue 33, item 1). */
const calculatorLookupsPaths: Partial<Record<EmbeddableWidget, string>> = {
  'sticker-calculator': routes.stickerCalculatorLookups.path,
  'acryl-calculator': routes.acrylCalculatorLookups.path,
};

/**
 * For a calculator, a preload of its lookups from the script's shop, so the browser fetches them
 * beside the script instead of after it (the first price ~50 ms sooner, bench/first-price.mjs);
 * the element's own request then takes the preloaded answer (same address, credentials included).
 */
function lookupsPreload(choice: EmbedChoice, scriptUrl: string): string {
  const path = calculatorLookupsPaths[choice.widget];
  if (!path) return '';
  const href = `${new URL(scriptUrl).origin}${path}`;
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">\n`;
}

/** Always the current version: the script tag, then the element (a calculator's lookups preloaded first). */
export function scriptSnippet(choice: EmbedChoice, script: Pick<ManifestScript, 'url'>): string {
  return `${lookupsPreload(choice, script.url)}<script type="module" src="${escapeAttribute(script.url)}"></script>\n${elementMarkup(choice)}`;
}

/** This version for good: the browser checks the bytes against `integrity` (which needs CORS, hence `crossorigin`). */
export function pinnedScriptSnippet(
  choice: EmbedChoice,
  script: Pick<ManifestScript, 'pinnedUrl' | 'integrity'>,
): string {
  return (
    lookupsPreload(choice, script.pinnedUrl) +
    `<script type="module" src="${escapeAttribute(script.pinnedUrl)}"\n` +
    `        integrity="${escapeAttribute(script.integrity)}" crossorigin="anonymous"></script>\n` +
    elementMarkup(choice)
  );
}

/** `/embed/<widget>?<options>&accent=…` on the shop: the options the frame script reads (widgets' embed-frame.ts). */
export function frameUrl(shopOrigin: string, choice: EmbedChoice): string {
  const query = new URLSearchParams();
  for (const [name, value] of choice.attributes) query.set(name, value === true ? 'true' : value);
  // A frame is there to show the picker: it opens at once (the parent hears s62:select and s62:close).
  if (choice.widget === 'layout-picker') query.set('open', 'true');
  if (choice.accent) query.set('accent', choice.accent);
  const search = query.toString();
  return `${shopOrigin}/embed/${choice.widget}${search ? `?${search}` : ''}`;
}

/**
 * The iframe and, after it, the few lines that set its height from the frame's `s62:resize`
 * messages (only from the shop's origin, only for the frame that sent it).
 */
export function frameSnippet(shopOrigin: string, choice: EmbedChoice): string {
  const title = embedTexts.pageTitle(embeddableWidgetNames[choice.widget]);
  return [
    `<iframe src="${escapeAttribute(frameUrl(shopOrigin, choice))}"`,
    `        title="${escapeAttribute(title)}"`,
    `        style="width: 100%; border: 0" height="${embedFrameHeights[choice.widget]}" loading="lazy"></iframe>`,
    '<script>',
    "  addEventListener('message', (event) => {",
    `    if (event.origin !== '${shopOrigin}' || event.data?.type !== 's62:resize') return;`,
    "    for (const frame of document.querySelectorAll('iframe')) {",
    "      if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';",
    '    }',
    '  });',
    '</script>',
  ].join('\n');
}

/** Everything the builder's form holds; each widget takes its own part. */
export interface BuilderOptions {
  filmTypes: readonly string[];
  /** The calculators' `order-url`: where «Заказать» leads instead of the shop's cart. */
  orderUrl: string;
  kind: 'stickers' | 'acryl';
  multiple: boolean;
  orderId: string;
  homeHref: string;
  chatHref: string;
  /** Every widget's `theme` attribute; `light` is the default and is left out. */
  theme: 'light' | 'dark' | 'auto';
  /** The contact button's `position`; `fixed` is the default and is left out. */
  position: 'fixed' | 'top-layer' | 'inline';
}

export const defaultBuilderOptions: BuilderOptions = {
  filmTypes: [],
  orderUrl: '',
  kind: 'stickers',
  multiple: false,
  orderId: '',
  homeHref: '',
  chatHref: '',
  theme: 'light',
  position: 'fixed',
};

/**
 * The element's attributes from the form: only what differs from the widget's defaults, so the
 * snippet stays as short as the partner's choice.
 */
export function attributesOf(
  widget: EmbeddableWidget,
  options: BuilderOptions,
): (readonly [name: string, value: string | true])[] {
  const theme = options.theme === 'light' ? [] : [['theme', options.theme] as const];
  return [...ownAttributesOf(widget, options), ...theme];
}

/** The attributes of the builder's options of a widget; one without options of its own has none but its theme. */
function ownAttributesOf(
  widget: EmbeddableWidget,
  options: BuilderOptions,
): (readonly [name: string, value: string | true])[] {
  const text = (name: string, value: string) => (value.trim() ? [[name, value.trim()] as const] : []);
  switch (widget) {
    case 'sticker-calculator':
      return [...text('film-types', options.filmTypes.join(',')), ...text('order-url', options.orderUrl)];
    case 'acryl-calculator':
      return text('order-url', options.orderUrl);
    case 'layout-picker':
      return [
        ...(options.kind === 'acryl' ? [['kind', 'acryl'] as const] : []),
        ...(options.multiple ? [['multiple', true] as const] : []),
      ];
    case 'payment-card':
      return [...text('order-id', options.orderId), ...text('home-href', options.homeHref)];
    case 'contact-button':
      return [
        ...text('href', options.chatHref),
        ...(options.position === 'fixed' ? [] : [['position', options.position] as const]),
      ];
    default:
      return [];
  }
}
