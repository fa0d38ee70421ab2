import type { ApiClient } from '@stickers62/core/api';
import {
  type AcrylItem,
  generalAcrylFileItemName,
  type ItemKind,
  type ManagerItemChange,
  type PreflightResult,
  type StickerItem,
} from '@stickers62/core/contract';
import { formatItemOptions, formatItemQuantity, formatStoredItemCost } from '@stickers62/core/format';
import { hasShownLayout, offersItemPrice, parseItemPriceInput } from '@stickers62/core/rules';
import { type ItemFile, type ItemPriceResult, loadItemLayout, loadItemPreview } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts, fileTexts, managerPriceTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { buttonClass, fieldClass } from '../../ui/classes';
import { PreflightDetails } from '../../ui/PreflightDetails';
import { saveBlob } from '../../ui/save-blob';
import { ContourDownloads } from './ContourDownloads';
import { ItemEditor } from './ItemEditor';

function ItemPreview({ api, orderId, kind, itemName }: { api: ApiClient } & ItemFile) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    const file = { orderId, kind, itemName };
    let url: string | null = null;
    let current = true;
    loadItemPreview(api, file)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setSource(url);
      })
      // No preview is only a missing picture; the download link still works.
      .catch(() => undefined);
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, orderId, kind, itemName]);
  return (
    <div className="flex h-[72px] w-[72px] shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100">
      {source && (
        <img src={source} alt={adminFormTexts.previewOf(itemName)} className="max-h-full max-w-full object-contain" />
      )}
    </div>
  );
}

/** Sets the manager's price of an item (`ItemListProps.onPrice`). */
type PriceItem = (kind: ItemKind, itemId: number, typed: string) => Promise<ItemPriceResult>;

/** The manager's change or removal of an item before payment (`ItemListProps.itemChanges`). */
export interface ItemChanges {
  change: (kind: ItemKind, itemId: number, change: ManagerItemChange) => Promise<ItemPriceResult>;
  remove: (kind: ItemKind, itemId: number) => Promise<ItemPriceResult>;
}

/** An amount as the manager would type it: '1500', '1500,5'. */
const typedAmount = (amount: number | null | undefined) => (amount ? String(amount).replace('.', ',') : '');

/**
 * The price field of an item core cannot price (or one the manager priced): the position's total,
 * parsed as the delivery cost field is; an empty field clears the manager's price. A paid order's
 * prices are what was paid: the field is shown, not editable.
 */
function ItemPriceField({
  kind,
  item,
  payed,
  onPrice,
}: {
  kind: ItemKind;
  item: StickerItem | AcrylItem;
  payed: boolean;
  onPrice: PriceItem;
}) {
  const id = useId();
  const [typed, setTyped] = useState(() => typedAmount(item.managerPrice));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ItemPriceResult | null>(null);
  const invalid = parseItemPriceInput(typed) === undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    const outcome = await onPrice(kind, item.id, typed);
    setSaving(false);
    setResult(outcome);
  };
  return (
    <form className="flex flex-col gap-1" onSubmit={submit} data-testid="item-price-form">
      <div className="flex flex-wrap items-end gap-2">
        <label className={fieldClass.label}>
          {managerPriceTexts.input}
          <input
            className={`${fieldClass.control} w-36`}
            inputMode="decimal"
            value={typed}
            maxLength={14}
            aria-invalid={invalid || (result !== null && !result.ok)}
            aria-describedby={`${id}-hint`}
            disabled={payed || saving}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setResult(null);
            }}
          />
        </label>
        <button type="submit" className={buttonClass.secondary} disabled={payed || saving}>
          {managerPriceTexts.save}
        </button>
      </div>
      {result && !result.ok ? (
        <p id={`${id}-hint`} role="alert" className="text-xs font-medium text-red-700">
          {result.message}
        </p>
      ) : result?.ok ? (
        <p id={`${id}-hint`} role="status" className="text-xs font-medium text-green-800">
          {result.notice}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {payed ? managerPriceTexts.paid : managerPriceTexts.hint}
        </p>
      )}
    </form>
  );
}

interface ItemRowProps {
  api: ApiClient;
  orderId: string;
  kind: ItemKind;
  item: StickerItem | AcrylItem;
  payed: boolean;
  onPrice: PriceItem | undefined;
  itemChanges: ItemChanges | undefined;
}

function ItemRow({ api, orderId, kind, item, payed, onPrice, itemChanges }: ItemRowProps) {
  const file = { orderId, kind, itemName: item.name };
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await loadItemLayout(api, file), item.fileName ?? item.name);
    } catch {
      // The server logs the reason; the manager can try again.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="flex gap-3 border-b border-gray-100 py-2 last:border-0">
      {/* A repeat shows the layout of the item it repeats (the preview call serves it). */}
      {hasShownLayout(item) ? (
        <ItemPreview api={api} {...file} />
      ) : (
        <div className="h-[72px] w-[72px] shrink-0 rounded-lg bg-gray-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{item.name}</span>
          {item.isColorProof && (
            <span className="text-xs font-semibold text-gray-700">{adminTexts.colorProofMark}</span>
          )}
          {item.status && <span className="text-xs text-gray-600">{item.status}</span>}
        </div>
        <span className="text-gray-700">
          {[
            ...formatItemOptions(kind, item),
            adminFormTexts.size(item.width, item.height),
            `${adminFormTexts.count}: ${formatItemQuantity(kind, item.count)}`,
          ].join(' · ')}
        </span>
        {item.comment && <span className="text-gray-600">{item.comment}</span>}
        {item.fileName && item.preflight && <PreflightDetails preflight={item.preflight} />}
        {kind === 'stickers' && item.fileName && (
          <ContourDownloads api={api} file={file} contour={item.preflight?.contour} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-semibold tabular-nums">
            {/* The server stores 0 for an item of some count exactly when core's pricing found no price. */}
            {formatStoredItemCost(item)}
          </span>
          {item.fileName ? (
            <button type="button" className="text-brand underline" onClick={download} disabled={downloading}>
              {adminFormTexts.downloadLayout}
            </button>
          ) : (
            <span className="text-gray-600">{adminFormTexts.noLayout}</span>
          )}
        </div>
        {onPrice && offersItemPrice(item) && <ItemPriceField kind={kind} item={item} payed={payed} onPrice={onPrice} />}
        {itemChanges && (
          <ItemEditor
            api={api}
            kind={kind}
            item={item}
            onChange={(change) => itemChanges.change(kind, item.id, change)}
            onRemove={() => itemChanges.remove(kind, item.id)}
          />
        )}
      </div>
    </li>
  );
}

export interface ItemListProps {
  api: ApiClient;
  orderId: string;
  stickers: readonly StickerItem[];
  acryl: readonly AcrylItem[];
  /** The order's general acryl file, when it holds one, with its automatic check. */
  generalAcrylFile?: { fileName: string; preflight: PreflightResult | null | undefined } | null;
  /** Sets an item's manager price; without it no price field is offered. */
  onPrice?: PriceItem;
  /** The order is paid: a price field shows the price but takes no change. */
  payed?: boolean;
  /** Changes and removes items (before payment); without it the items are shown as they are. */
  itemChanges?: ItemChanges;
  /** Why the items cannot be changed now (a paid or closed order), said under the list. */
  itemsLockedReason?: string | null;
}

/** The general acryl file: its name, its download and its check, under the acrylic items. */
function GeneralAcrylFileRow({
  api,
  orderId,
  file,
}: {
  api: ApiClient;
  orderId: string;
  file: NonNullable<ItemListProps['generalAcrylFile']>;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(
        await loadItemLayout(api, { orderId, kind: 'acryl', itemName: generalAcrylFileItemName }),
        file.fileName,
      );
    } catch {
      // The server logs the reason; the manager can try again.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-label={fileTexts.generalAcrylTitle} className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold text-gray-800">{fileTexts.generalAcrylTitle}</h3>
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all text-gray-700">{file.fileName}</span>
        <button type="button" className="text-brand underline" onClick={download} disabled={downloading}>
          {adminFormTexts.downloadLayout}
        </button>
      </div>
      {file.preflight && <PreflightDetails preflight={file.preflight} />}
    </section>
  );
}

/** The order's sticker and acrylic items with previews and layout downloads. */
export function ItemList({
  api,
  orderId,
  stickers,
  acryl,
  generalAcrylFile,
  onPrice,
  payed = false,
  itemChanges,
  itemsLockedReason,
}: ItemListProps) {
  // A removed item's row is gone with its own message: the list says it, in a live region that stays.
  const [removedNotice, setRemovedNotice] = useState('');
  const changes = itemChanges && {
    change: itemChanges.change,
    remove: async (kind: ItemKind, itemId: number) => {
      const outcome = await itemChanges.remove(kind, itemId);
      if (outcome.ok) setRemovedNotice(outcome.notice);
      return outcome;
    },
  };
  const liveNotice = (
    <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
      {removedNotice}
    </p>
  );
  if (stickers.length === 0 && acryl.length === 0 && !generalAcrylFile) {
    return (
      <div className="flex flex-col gap-2">
        {liveNotice}
        <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{adminTexts.noItems}</p>
      </div>
    );
  }
  const groups = [
    ['stickers', adminFormTexts.stickers, stickers],
    ['acryl', adminFormTexts.acryl, acryl],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      {groups.map(([kind, title, items]) =>
        items.length === 0 ? null : (
          <section key={kind} aria-label={title}>
            <h3 className="text-sm font-semibold text-gray-800">
              {title} ({items.length})
            </h3>
            <ul>
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  api={api}
                  orderId={orderId}
                  kind={kind}
                  item={item}
                  payed={payed}
                  onPrice={onPrice}
                  itemChanges={changes}
                />
              ))}
            </ul>
          </section>
        ),
      )}
      {generalAcrylFile && <GeneralAcrylFileRow api={api} orderId={orderId} file={generalAcrylFile} />}
      {itemsLockedReason && <p className="text-xs text-gray-600">{itemsLockedReason}</p>}
      {liveNotice}
    </div>
  );
}
