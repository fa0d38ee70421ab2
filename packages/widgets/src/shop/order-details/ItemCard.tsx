import type { AcrylItem, ItemKind, StickerItem } from '@stickers62/core/contract';
import { formatItemQuantity, formatQuotedItemCost } from '@stickers62/core/format';
import { savedStickerSheetView, type UploadProgress } from '@stickers62/core/stores';
import { fileTexts, itemTexts, orderScreenTexts } from '@stickers62/core/texts';
import { useState } from 'react';
import { ItemPicturePart } from '#item-pictures-part';
import { Button } from '../../ui/Button';
import { PreflightDetails } from '../../ui/PreflightDetails';
import { FileActions } from './FileActions';
import { itemParameters, itemSizes } from './item-labels';

export interface ItemCardProps {
  kind: ItemKind;
  item: StickerItem | AcrylItem;
  cost: number;
  /** Why the item has no price (what to do); `null` when priced. */
  noPrice: { title: string; action: string } | null;
  fileStatus: string;
  /** The 120 px preview address; absent when no layout is stored. */
  thumbnailUrl: string | null;
  upload: UploadProgress | undefined;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onUpload: () => void;
  onDownload: () => void;
  onDeleteFile: () => void;
}

/** One item of an editable order: its parameters, cost, file status, preview and file actions. */
export function ItemCard(props: ItemCardProps) {
  const { kind, item, upload } = props;
  const hasFile = Boolean(item.fileName);
  // A repeated item's source may be gone: then the card says there is no file, not a broken picture.
  const [brokenThumbnail, setBrokenThumbnail] = useState<string | null>(null);
  // A saved sticker size lays the item's sheet out: the same numbers as its form showed.
  const sheet = kind === 'stickers' ? savedStickerSheetView({ ...(item as StickerItem), cost: props.cost }) : null;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row">
      {props.thumbnailUrl && brokenThumbnail !== props.thumbnailUrl ? (
        <button
          type="button"
          className="flex h-[120px] w-[120px] shrink-0 items-center justify-center self-center overflow-hidden rounded-xl bg-gray-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light sm:self-start"
          aria-label={orderScreenTexts.openPreview(item.name)}
          onClick={props.onPreview}
        >
          {/* The layout on the item's sheet or acrylic piece with its cut line; the plain thumbnail while it loads. */}
          <ItemPicturePart
            kind={kind}
            item={item}
            imageUrl={props.thumbnailUrl}
            size={120}
            onImageError={() => setBrokenThumbnail(props.thumbnailUrl)}
            fallback={
              <img
                src={props.thumbnailUrl}
                alt=""
                loading="lazy"
                width={120}
                height={120}
                className="h-full w-full object-contain"
                onError={() => setBrokenThumbnail(props.thumbnailUrl)}
              />
            }
          />
        </button>
      ) : (
        <div className="flex h-[120px] w-[120px] shrink-0 items-center justify-center self-center rounded-xl border border-dashed border-gray-300 bg-gray-50 p-2 text-center text-xs text-gray-600 sm:self-start">
          {orderScreenTexts.noFile}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="break-words text-base font-semibold text-gray-900">{item.name}</h2>
          <span className="text-right text-base font-semibold text-gray-900" data-testid="item-cost">
            {formatQuotedItemCost(props.cost, item, props.noPrice !== null)}
          </span>
        </div>
        {props.noPrice && (
          <p className="text-sm" data-testid="item-no-price">
            <span className="font-medium text-red-700">{props.noPrice.title}.</span>{' '}
            <span className="text-gray-700">{props.noPrice.action}</span>
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          {[
            ...itemParameters(kind, item),
            [itemTexts.count, formatItemQuantity(kind, item.count)] as [string, string],
            [orderScreenTexts.sizeLabel, itemSizes(item)] as [string, string],
          ].map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        {sheet && (
          <p className={sheet.tooLarge ? 'text-sm text-red-600' : 'text-sm text-gray-700'} data-testid="sheet-fit">
            {sheet.lines.join(' · ')}
          </p>
        )}
        {item.comment && <p className="break-words text-sm text-gray-700">{item.comment}</p>}
        <p className="text-sm font-medium text-gray-800" data-testid="file-status">
          {props.fileStatus}
        </p>
        {hasFile && item.preflight && <PreflightDetails preflight={item.preflight} />}
        {upload && (
          <progress
            className="h-2 w-full accent-brand"
            max={100}
            value={upload.percent}
            aria-label={fileTexts.uploading(upload.percent)}
          />
        )}
        <FileActions
          stored={hasFile}
          uploadText={fileTexts.upload}
          uploadKind="primary"
          onUpload={props.onUpload}
          onDownload={props.onDownload}
          onDelete={props.onDeleteFile}
        >
          <Button onClick={props.onEdit}>{itemTexts.edit}</Button>
          <Button className="text-red-700" onClick={props.onDelete}>
            {itemTexts.delete}
          </Button>
        </FileActions>
      </div>
    </li>
  );
}
