import { useStore } from '@nanostores/react';
import { type EmbeddableWidget, embeddableWidgetNames, partnerTexts, partnerWidgets } from '@stickers62/core/texts';
import { buttonClass, CheckboxField, cardClass, fieldClass } from '@stickers62/widgets';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Page, Spinner } from '../page-frame';
import {
  attributesOf,
  type BuilderOptions,
  defaultBuilderOptions,
  type ElementsManifest,
  type EmbedChoice,
  elementTag,
  frameSnippet,
  type ManifestScript,
  pinnedScriptSnippet,
  scriptSnippet,
} from '../partner-snippets';
import { shop } from '../shop';

/** Only the widgets that work on another site: the layout picker is shop-only
 * (docs/decisions/0053-order-carries-the-configuration-picker-shop-only.md). */
const widgets = partnerWidgets;
/** The brand indigo: where the colour picker starts when the partner turns the accent on. */
const startingAccent = '#4f46e5';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/** The shop's published element scripts (addresses and SRI hashes), as partners see them. */
function useElementsManifest(): Loaded<ElementsManifest> {
  const [state, setState] = useState<Loaded<ElementsManifest>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetch('/elements/manifest.json')
      .then((response) => (response.ok ? (response.json() as Promise<ElementsManifest>) : Promise.reject()))
      .then(
        (value) => current && setState({ status: 'ready', value }),
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** Loads an element script the way the pinned snippet does; resolves when its element is defined. */
const loadedScripts = new Map<string, Promise<void>>();
function loadElementScript(script: ManifestScript, tag: string): Promise<void> {
  let loading = loadedScripts.get(script.pinnedUrl);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.type = 'module';
      element.src = script.pinnedUrl;
      element.integrity = script.integrity;
      element.crossOrigin = 'anonymous';
      element.onload = () => resolve();
      element.onerror = () => reject(new Error(script.pinnedUrl));
      document.head.append(element);
    }).then(() => customElements.whenDefined(tag).then(() => undefined));
    loadedScripts.set(script.pinnedUrl, loading);
  }
  return loading;
}

/**
 * The widget itself, as the partner's page will have it: the real element from the shop's
 * script, rebuilt with every change of the options. The box has a transform, so the floating
 * contact button stays inside it instead of covering the page.
 */
function LivePreview({ choice, script }: { choice: EmbedChoice; script: ManifestScript }) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const tag = elementTag(choice.widget);
  useEffect(() => {
    let current = true;
    setStatus('loading');
    loadElementScript(script, tag).then(
      () => current && setStatus('ready'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [script, tag]);
  useEffect(() => {
    const element = document.createElement(tag);
    for (const [name, value] of choice.attributes) element.setAttribute(name, value === true ? '' : value);
    if (choice.accent) element.style.setProperty('--s62-accent', choice.accent);
    box.current?.replaceChildren(element);
  }, [choice, tag]);
  const openPicker = () => box.current?.querySelector(tag)?.setAttribute('open', '');
  return (
    <div className="flex flex-col gap-3">
      {status === 'loading' && <Spinner label={partnerTexts.previewLoading} />}
      {status === 'failed' && (
        <p role="alert" className="text-red-700">
          {partnerTexts.previewFailed}
        </p>
      )}
      {choice.widget === 'layout-picker' && status === 'ready' && (
        <button type="button" className={`${buttonClass.secondary} self-start`} onClick={openPicker}>
          {partnerTexts.openPicker}
        </button>
      )}
      <div
        ref={box}
        data-testid="partner-preview"
        className={`relative shrink-0 translate-x-0 rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-2 sm:p-3 ${
          choice.widget === 'contact-button' ? 'min-h-[120px]' : ''
        }`}
      />
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A snippet with its copy button; the result is said in a status line (and by the button for a moment). */
function Snippet({ title, hint, code }: { title: string; hint: string; code: string }) {
  const headingId = useId();
  const codeRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy !== 'copied') return;
    const reset = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(reset);
  }, [copy]);
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      // Selected, so Ctrl+C copies it as the message says.
      const selection = getSelection();
      if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
      setCopy('failed');
    }
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h3>
        <button
          type="button"
          className={buttonClass.secondary}
          aria-label={partnerTexts.copyLabel(title)}
          onClick={copyCode}
        >
          {copy === 'copied' ? `✓ ${partnerTexts.copied}` : partnerTexts.copy}
        </button>
      </div>
      <p className="text-sm text-gray-600">{hint}</p>
      <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-xl bg-gray-900 p-4 text-sm leading-relaxed text-gray-50">
        <code ref={codeRef}>{code}</code>
      </pre>
      <p role="status" className="min-h-[1.25rem] text-sm text-gray-700">
        {copy === 'copied' ? partnerTexts.copied : copy === 'failed' ? partnerTexts.copyFailed : ''}
      </p>
    </section>
  );
}

/** A labelled control with an optional hint the control is described by. */
function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (control: { id: string; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={fieldClass.label}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': hint ? hintId : undefined })}
      {hint && (
        <span id={hintId} className="text-xs font-normal text-gray-500">
          {hint}
        </span>
      )}
    </div>
  );
}

/** Film types that have prices: what the sticker calculator can offer. */
function FilmTypeChoice({ chosen, onChange }: { chosen: readonly string[]; onChange: (films: string[]) => void }) {
  const prices = useStore(shop.stickerPrices.$state);
  const films = useMemo(() => [...new Set(prices.value.map((entry) => entry.filmType))], [prices.value]);
  const toggle = (film: string, on: boolean) =>
    onChange(
      on ? films.filter((name) => name === film || chosen.includes(name)) : chosen.filter((name) => name !== film),
    );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-700">{partnerTexts.filmTypes}</legend>
      {prices.status === 'loading' || prices.status === 'idle' ? (
        <p className="text-sm text-gray-500">{partnerTexts.filmTypesLoading}</p>
      ) : prices.status === 'failed' ? (
        <p className="text-sm text-red-700">{partnerTexts.filmTypesFailed}</p>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {films.map((film) => (
            <CheckboxField
              key={film}
              label={film}
              checked={chosen.includes(film)}
              onChange={(checked) => toggle(film, checked)}
            />
          ))}
        </div>
      )}
      <p className="text-xs text-gray-500">{partnerTexts.filmTypesHint}</p>
    </fieldset>
  );
}

function WidgetOptions({
  widget,
  options,
  change,
}: {
  widget: EmbeddableWidget;
  options: BuilderOptions;
  change: (patch: Partial<BuilderOptions>) => void;
}) {
  const url = (label: string, key: 'orderUrl' | 'homeHref' | 'chatHref', hint?: string) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="url"
          inputMode="url"
          className={fieldClass.control}
          value={options[key]}
          placeholder="https://"
          onChange={(event) => change({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
  switch (widget) {
    case 'sticker-calculator':
      return (
        <>
          <FilmTypeChoice chosen={options.filmTypes} onChange={(filmTypes) => change({ filmTypes })} />
          {url(partnerTexts.orderHref, 'orderUrl', partnerTexts.orderHrefHint)}
          <p className="text-sm text-gray-600">{partnerTexts.orderEventHint}</p>
        </>
      );
    case 'acryl-calculator':
      return (
        <>
          {url(partnerTexts.orderHref, 'orderUrl', partnerTexts.orderHrefHint)}
          <p className="text-sm text-gray-600">{partnerTexts.orderEventHint}</p>
        </>
      );
    case 'layout-picker':
      return (
        <>
          <Field label={partnerTexts.kind}>
            {(control) => (
              <select
                {...control}
                className={fieldClass.control}
                value={options.kind}
                onChange={(event) => change({ kind: event.target.value === 'acryl' ? 'acryl' : 'stickers' })}
              >
                <option value="stickers">{partnerTexts.kindStickers}</option>
                <option value="acryl">{partnerTexts.kindAcryl}</option>
              </select>
            )}
          </Field>
          <CheckboxField
            label={partnerTexts.multiple}
            checked={options.multiple}
            onChange={(multiple) => change({ multiple })}
          />
          <p className="text-xs text-gray-500">{partnerTexts.pickerHint}</p>
        </>
      );
    case 'payment-card':
      return (
        <>
          <Field label={partnerTexts.orderId} hint={partnerTexts.orderIdHint}>
            {(control) => (
              <input
                {...control}
                type="text"
                className={fieldClass.control}
                value={options.orderId}
                spellCheck={false}
                onChange={(event) => change({ orderId: event.target.value })}
              />
            )}
          </Field>
          {url(partnerTexts.homeHref, 'homeHref')}
        </>
      );
    case 'contact-button':
      return (
        <>
          {url(partnerTexts.chatHref, 'chatHref')}
          <Field label={partnerTexts.position} hint={partnerTexts.positionHint}>
            {(control) => (
              <select
                {...control}
                className={fieldClass.control}
                value={options.position}
                onChange={(event) => change({ position: event.target.value as BuilderOptions['position'] })}
              >
                {positions.map((position) => (
                  <option key={position} value={position}>
                    {partnerTexts.positions[position]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      );
    // A widget without options of its own: its theme and accent, which every widget has.
    default:
      return null;
  }
}

const positions = ['fixed', 'top-layer', 'inline'] as const satisfies readonly BuilderOptions['position'][];
const themes = ['light', 'dark', 'auto'] as const satisfies readonly BuilderOptions['theme'][];

/** Every widget's colour scheme (its `theme` attribute). */
function ThemeChoice({
  options,
  change,
}: {
  options: BuilderOptions;
  change: (patch: Partial<BuilderOptions>) => void;
}) {
  return (
    <Field label={partnerTexts.theme}>
      {(control) => (
        <select
          {...control}
          className={fieldClass.control}
          value={options.theme}
          onChange={(event) => change({ theme: event.target.value as BuilderOptions['theme'] })}
        >
          {themes.map((theme) => (
            <option key={theme} value={theme}>
              {partnerTexts.themes[theme]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * `/partners`: the embed builder. A partner picks a widget and its options, sees the real element
 * from the shop's script, and copies the code in three forms: the current script, the pinned one
 * with its SRI hash, and an iframe for hosts that allow nothing else.
 */
export function PartnersPage() {
  const manifest = useElementsManifest();
  const [widget, setWidget] = useState<EmbeddableWidget>('sticker-calculator');
  const [options, setOptions] = useState<BuilderOptions>(defaultBuilderOptions);
  const [accentOn, setAccentOn] = useState(false);
  const [accent, setAccent] = useState(startingAccent);
  const change = (patch: Partial<BuilderOptions>) => setOptions((before) => ({ ...before, ...patch }));
  const choice = useMemo<EmbedChoice>(
    () => ({ widget, attributes: attributesOf(widget, options), accent: accentOn ? accent : null }),
    [widget, options, accentOn, accent],
  );
  const script = manifest.status === 'ready' ? manifest.value.scripts[widget] : undefined;

  return (
    <Page title={partnerTexts.title} wide>
      <div className="flex flex-col gap-6">
        <p className="max-w-3xl text-lg text-gray-700">{partnerTexts.intro}</p>
        <div className="grid gap-6 lg:grid-cols-5">
          <section
            aria-labelledby="partner-settings"
            className={`${cardClass} flex min-w-0 flex-col gap-4 lg:col-span-2`}
          >
            <h2 id="partner-settings" className="text-xl font-semibold">
              {partnerTexts.settingsTitle}
            </h2>
            <Field label={partnerTexts.widget}>
              {(control) => (
                <select
                  {...control}
                  className={fieldClass.control}
                  value={widget}
                  onChange={(event) => setWidget(event.target.value as EmbeddableWidget)}
                >
                  {widgets.map((name) => (
                    <option key={name} value={name}>
                      {embeddableWidgetNames[name]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <WidgetOptions widget={widget} options={options} change={change} />
            <ThemeChoice options={options} change={change} />
            <div className="flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className={fieldClass.checkbox}
                  checked={accentOn}
                  onChange={(event) => setAccentOn(event.target.checked)}
                />
                {partnerTexts.customAccent}
              </label>
              {accentOn && (
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  {partnerTexts.accent}
                  <input
                    type="color"
                    className="h-9 w-14 cursor-pointer rounded border border-gray-300 bg-white"
                    value={accent}
                    onChange={(event) => setAccent(event.target.value)}
                  />
                </label>
              )}
            </div>
          </section>
          <section
            aria-labelledby="partner-preview"
            className={`${cardClass} flex min-w-0 flex-col gap-4 lg:col-span-3`}
          >
            <h2 id="partner-preview" className="text-xl font-semibold">
              {partnerTexts.previewTitle}
            </h2>
            {manifest.status === 'loading' && <Spinner label={partnerTexts.previewLoading} />}
            {script && <LivePreview choice={choice} script={script} />}
            {(manifest.status === 'failed' || (manifest.status === 'ready' && !script)) && (
              <p role="alert" className="text-red-700">
                {partnerTexts.scriptsMissing}
              </p>
            )}
          </section>
        </div>
        {script && (
          <section aria-labelledby="partner-code" className={`${cardClass} flex min-w-0 flex-col gap-6`}>
            <h2 id="partner-code" className="text-xl font-semibold">
              {partnerTexts.codeTitle}
            </h2>
            {[
              { title: partnerTexts.scriptTitle, hint: partnerTexts.scriptHint, code: scriptSnippet(choice, script) },
              {
                title: partnerTexts.pinnedTitle,
                hint: partnerTexts.pinnedHint,
                code: pinnedScriptSnippet(choice, script),
              },
              {
                title: partnerTexts.frameTitle,
                hint: partnerTexts.frameHint,
                code: frameSnippet(new URL(script.url).origin, choice),
              },
            ].map((snippet) => (
              // Keyed by the code too: a changed snippet is not "copied" yet.
              <Snippet key={`${snippet.title}\n${snippet.code}`} {...snippet} />
            ))}
            <p className="text-sm text-gray-700">
              {partnerTexts.apiDocsLead}{' '}
              <a href="/api/openapi.json" className="font-semibold text-brand underline-offset-2 hover:underline">
                {partnerTexts.apiDocs}
              </a>
            </p>
          </section>
        )}
      </div>
    </Page>
  );
}
