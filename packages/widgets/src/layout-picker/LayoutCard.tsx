import type { ItemKind, LayoutTemplateEntry } from '@stickers62/core/contract';
import { formatDate } from '@stickers62/core/format';
import { cuttingNames, laminationNames, layoutPickerTexts } from '@stickers62/core/texts';
import { fieldClass } from '../ui/classes';

const labels = layoutPickerTexts.labels;

function shown(value: string | null | undefined): string {
  return value ? value : layoutPickerTexts.missing;
}

function fromNames(names: Record<string, string>, code: string | null | undefined): string {
  return code ? (names[code] ?? code) : layoutPickerTexts.missing;
}

/** The label/value rows of a card: acrylic or sticker parameters, '-' where a value is missing. */
export function layoutCardRows(kind: ItemKind, item: LayoutTemplateEntry['item']): [string, string][] {
  const count: [string, string] = [labels.count, String(item.count)];
  if (kind === 'acryl') {
    return [
      [labels.acrylType, shown(item.acrylType)],
      [labels.materialType, shown(item.materialType)],
      [labels.printType, shown(item.printType)],
      [
        labels.fittings,
        item.fittings && item.fittings.length > 0 ? item.fittings.join(', ') : layoutPickerTexts.missing,
      ],
      count,
    ];
  }
  return [
    [labels.cuttingType, fromNames(cuttingNames, item.cuttingType)],
    [labels.filmType, shown(item.filmType)],
    [labels.laminationType, fromNames(laminationNames, item.laminationType)],
    count,
  ];
}

export interface LayoutCardProps {
  entry: LayoutTemplateEntry;
  kind: ItemKind;
  previewUrl: string;
  multiple: boolean;
  selected: boolean;
  quantity: number;
  onActivate: () => void;
  onPreview: () => void;
  onQuantity: (value: string) => void;
}

/** One layout: lazy preview (opens the lightbox), title, parameters and, when selected in multi mode, a quantity. */
export function LayoutCard(props: LayoutCardProps) {
  const { entry, kind, multiple, selected } = props;
  const title = layoutPickerTexts.cardTitle(entry.item.name, entry.orderNumber, formatDate(entry.created));
  return (
    <li
      className={`flex gap-3 rounded-xl border p-3 ${selected ? 'border-brand bg-brand-light' : 'border-gray-200 bg-white'}`}
      data-selected={selected ? 'true' : 'false'}
    >
      <button
        type="button"
        className="h-20 w-20 shrink-0 overflow-hidden sm:h-[120px] sm:w-[120px] rounded-lg bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        aria-label={`${layoutPickerTexts.openPreview}: ${entry.item.name}`}
        onClick={props.onPreview}
      >
        <img src={props.previewUrl} alt="" loading="lazy" width={120} className="h-full w-full object-contain" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <button
          type="button"
          className="break-words text-left text-sm font-semibold text-gray-900 hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-pressed={multiple ? selected : undefined}
          onClick={props.onActivate}
        >
          {title}
        </button>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-gray-600">
          {layoutCardRows(kind, entry.item).map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        {multiple && selected && (
          <label className={`${fieldClass.label} flex-row items-center`}>
            {layoutPickerTexts.quantity}
            <input
              type="number"
              min={1}
              step={1}
              value={props.quantity}
              className={`${fieldClass.control} w-24`}
              onChange={(event) => props.onQuantity(event.target.value)}
            />
          </label>
        )}
      </div>
    </li>
  );
}
