// biome-ignore-all assist/source/organizeImports: the import order is the element script's module order: sorted,
// `#style-scope` first reorders the script's bytes (docs/decisions/0171-element-modules-by-package-imports.md).
import { useStore } from '@nanostores/react';
import { filePreviewUrl } from '@stickers62/core/api';
import type { ItemKind, LayoutTemplateEntry } from '@stickers62/core/contract';
import { layoutSelectionKey } from '@stickers62/core/rules';
import { createLayoutPickerStore, type PickedLayout } from '@stickers62/core/stores';
import { layoutPickerTexts } from '@stickers62/core/texts';
import { type UIEvent, useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../ui/api-client';
import { Button } from '../ui/Button';
import { fieldClass } from '../ui/classes';
import { Dialog } from '../ui/Dialog';
import { Lightbox } from '../ui/Lightbox';
import { LoadError } from '../ui/LoadError';
import { part } from '../ui/parts';
import { StyleScope } from '#style-scope';
import type { WidgetThemeProps } from '../ui/theme-preset';
import { LayoutCard } from './LayoutCard';

export const thumbnailWidth = 120;
export const lightboxWidth = 1000;
/** Load the next page when the grid is scrolled to within this many pixels of its end. */
const loadAheadPx = 200;

export interface LayoutPickerProps extends WidgetThemeProps {
  /** The shop's API address; the page's own origin when empty. */
  apiBase?: string;
  kind?: ItemKind;
  /** Several layouts with quantities instead of one. */
  multiple?: boolean;
  /** The picker shows while open; every opening starts afresh. */
  open?: boolean;
  /** The chosen layouts (one in single mode). The element fires `s62-select`. */
  onSelect?: (detail: { layouts: PickedLayout[] }) => void;
  /** The picker closed (after a choice, 'Отмена', Escape or the backdrop). The element fires `s62-close`. */
  onClose?: () => void;
}

/** The dialog for choosing earlier layouts to repeat, single or multi select. */
export function LayoutPicker(props: LayoutPickerProps) {
  if (!props.open) return null;
  return (
    <StyleScope theme={props.theme}>
      <LayoutPickerDialog {...props} />
    </StyleScope>
  );
}

function LayoutPickerDialog({ apiBase, kind = 'stickers', multiple = false, onSelect, onClose }: LayoutPickerProps) {
  const client = useApiClient(apiBase);
  const store = useMemo(() => createLayoutPickerStore(client, kind), [client, kind]);
  const state = useStore(store.$state);
  const visible = useStore(store.$visible);
  const [preview, setPreview] = useState<LayoutTemplateEntry | null>(null);
  useEffect(() => {
    void store.open();
  }, [store]);

  const close = () => onClose?.();
  // Escape or a backdrop click that reaches the picker while a preview is open closes the preview
  // only: a key pressed before the lightbox has taken focus arrives at the picker's dialog.
  const closePreviewOrPicker = () => (preview ? setPreview(null) : close());
  const previewUrl = (entry: LayoutTemplateEntry, maxWidth: number) =>
    filePreviewUrl(client, { orderId: entry.orderId, kind, itemName: entry.item.name }, maxWidth);
  const activate = (entry: LayoutTemplateEntry) => {
    if (multiple) {
      store.toggle(entry);
      return;
    }
    onSelect?.({ layouts: [{ ...entry, count: entry.item.count }] });
    close();
  };
  const confirm = () => {
    onSelect?.({ layouts: store.picked() });
    close();
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const grid = event.currentTarget;
    if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - loadAheadPx) void store.loadMore();
  };
  const selectedCount = Object.keys(state.selection).length;

  return (
    <Dialog
      title={multiple ? layoutPickerTexts.titleMulti : layoutPickerTexts.titleSingle}
      onClose={closePreviewOrPicker}
      footer={
        multiple && (
          <>
            <Button part={part.secondary} onClick={close}>
              {layoutPickerTexts.cancel}
            </Button>
            <Button kind="primary" part={part.primary} disabled={selectedCount === 0} onClick={confirm}>
              {layoutPickerTexts.repeat(selectedCount)}
            </Button>
          </>
        )
      }
    >
      <div className="mb-3 flex flex-wrap items-center gap-4">
        <input
          type="search"
          part={part.input}
          className={`${fieldClass.control} min-w-[14rem] flex-1`}
          placeholder={layoutPickerTexts.search}
          aria-label={layoutPickerTexts.search}
          value={state.search}
          onChange={(event) => store.setSearch(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input
            type="checkbox"
            className={fieldClass.checkbox}
            checked={state.hideRepeats}
            onChange={(event) => store.setHideRepeats(event.target.checked)}
          />
          {layoutPickerTexts.hideRepeats}
        </label>
        <span className="text-sm text-gray-600">{layoutPickerTexts.count(visible.length)}</span>
        {multiple && <span className="text-sm text-gray-600">{layoutPickerTexts.selected(selectedCount)}</span>}
      </div>
      {state.failed ? (
        <div className="flex flex-col items-center gap-3 py-6">
          <LoadError
            text={state.shopOnly ? layoutPickerTexts.shopOnly : layoutPickerTexts.loadFailed}
            onRetry={state.shopOnly ? undefined : () => void store.retry()}
          />
        </div>
      ) : (
        <div
          data-testid="layout-grid"
          className="min-h-0 flex-1 overflow-y-auto"
          style={{ maxHeight: '60vh' }}
          onScroll={onScroll}
        >
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {visible.map((entry) => {
              const key = layoutSelectionKey(entry);
              const picked = state.selection[key];
              return (
                <LayoutCard
                  key={key}
                  entry={entry}
                  kind={kind}
                  previewUrl={previewUrl(entry, thumbnailWidth)}
                  multiple={multiple}
                  selected={picked !== undefined}
                  quantity={picked?.count ?? 1}
                  onActivate={() => activate(entry)}
                  onPreview={() => setPreview(entry)}
                  onQuantity={(value) => store.setQuantity(entry, value)}
                />
              );
            })}
          </ul>
          {state.loading && (
            <p role="status" className="py-4 text-center text-sm text-gray-600">
              {layoutPickerTexts.loading}
            </p>
          )}
          {!state.loading && visible.length === 0 && (
            <p className="py-6 text-center text-sm text-gray-600">{layoutPickerTexts.empty}</p>
          )}
        </div>
      )}
      {preview && (
        <Lightbox src={previewUrl(preview, lightboxWidth)} alt={preview.item.name} onClose={() => setPreview(null)} />
      )}
    </Dialog>
  );
}
