import { type ApiClient, loadReferenceList } from '@stickers62/core/api';
import {
  type AcrylItem,
  type ItemKind,
  itemLimits,
  type ManagerItemChange,
  type ReferenceListName,
  type StickerItem,
} from '@stickers62/core/contract';
import type { ItemPriceResult } from '@stickers62/core/stores';
import { cuttingNames, itemTexts, laminationNames, managerItemTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmButtons } from '../../ui/ConfirmButtons';
import { buttonClass, fieldClass } from '../../ui/classes';

/** One option of the item a manager may change, and the reference list its names come from. */
interface OptionField {
  field: Exclude<keyof ManagerItemChange, 'count' | 'fittings'>;
  label: string;
  list: ReferenceListName;
  names?: Record<string, string>;
}

const optionFields: Record<ItemKind, OptionField[]> = {
  stickers: [
    { field: 'filmType', label: itemTexts.filmType, list: 'filmTypes' },
    { field: 'laminationType', label: itemTexts.laminationType, list: 'laminationTypes', names: laminationNames },
    { field: 'cuttingType', label: itemTexts.cuttingType, list: 'cuttingTypes', names: cuttingNames },
  ],
  acryl: [
    { field: 'acrylType', label: itemTexts.acrylType, list: 'acrylTypes' },
    { field: 'materialType', label: itemTexts.materialType, list: 'acrylMaterialTypes' },
    { field: 'printType', label: itemTexts.printType, list: 'acrylPrintTypes' },
  ],
};

type Values = Record<OptionField['field'], string> & { count: string };

function valuesOf(kind: ItemKind, item: StickerItem | AcrylItem): Values {
  const stored = item as unknown as Record<string, string | null | undefined>;
  const values = { count: String(item.count) } as Values;
  for (const { field } of optionFields[kind]) values[field] = stored[field] ?? '';
  return values;
}

/** What differs from the item as stored: only that is sent. */
function changeOf(kind: ItemKind, item: StickerItem | AcrylItem, values: Values): ManagerItemChange {
  const before = valuesOf(kind, item);
  const change: ManagerItemChange = {};
  if (values.count !== before.count) change.count = Number(values.count);
  for (const { field } of optionFields[kind]) {
    if (values[field] !== before[field] && values[field] !== '') change[field] = values[field];
  }
  return change;
}

const validCount = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= itemLimits.maxCount;

export interface ItemEditorProps {
  api: ApiClient;
  kind: ItemKind;
  item: StickerItem | AcrylItem;
  onChange: (change: ManagerItemChange) => Promise<ItemPriceResult>;
  onRemove: () => Promise<ItemPriceResult>;
}

/**
 * The manager's change of an item before payment (beyond the spec): «Изменить позицию» opens the
 * item's count and options in place; «Удалить позицию» asks once more. The server prices the
 * order again; its answer (the new sums) replaces the order in the dialog, so the row shows the
 * new cost. Focus goes into the form when it opens and back to the button when it closes.
 */
export function ItemEditor({ api, kind, item, onChange, onRemove }: ItemEditorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState(() => valuesOf(kind, item));
  const [lists, setLists] = useState<Partial<Record<ReferenceListName, string[]>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ItemPriceResult | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const countInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    countInput.current?.focus();
    let current = true;
    for (const { list } of optionFields[kind]) {
      void loadReferenceList(api, list).then((outcome) => {
        if (current) setLists((known) => ({ ...known, [list]: outcome.value as string[] }));
      });
    }
    return () => {
      current = false;
    };
  }, [api, kind, open]);

  const close = () => {
    setOpen(false);
    setConfirming(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const countValid = validCount(values.count);
  const change = changeOf(kind, item, values);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!countValid) return;
    if (Object.keys(change).length === 0) {
      setResult({ ok: true, notice: managerItemTexts.unchanged });
      return;
    }
    setBusy(true);
    const outcome = await onChange(change);
    setBusy(false);
    setResult(outcome);
    if (outcome.ok) close();
  };
  const remove = async () => {
    setBusy(true);
    const outcome = await onRemove();
    setBusy(false);
    setResult(outcome);
    if (!outcome.ok) setConfirming(false);
  };

  const message = result && (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`text-xs font-medium ${result.ok ? 'text-green-800' : 'text-red-700'}`}
    >
      {result.ok ? result.notice : result.message}
    </p>
  );

  if (!open) {
    return (
      <div className="flex flex-col gap-1">
        <button
          ref={openButton}
          type="button"
          className="self-start text-brand underline"
          aria-label={managerItemTexts.editOf(item.name)}
          onClick={() => {
            setValues(valuesOf(kind, item));
            setResult(null);
            setOpen(true);
          }}
        >
          {managerItemTexts.edit}
        </button>
        {message}
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-gray-50 p-3"
      aria-label={managerItemTexts.editOf(item.name)}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // The dialog around would close on Escape: this closes only the item's form.
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <label className={fieldClass.label}>
          {managerItemTexts.count}
          <input
            ref={countInput}
            className={`${fieldClass.control} w-full min-w-0`}
            inputMode="numeric"
            value={values.count}
            maxLength={6}
            aria-invalid={!countValid}
            aria-describedby={`${id}-count-hint`}
            onChange={(event) => setValues({ ...values, count: event.currentTarget.value.trim() })}
          />
        </label>
        {optionFields[kind].map(({ field, label, list, names }) => {
          const known = lists[list] ?? [];
          const options = values[field] && !known.includes(values[field]) ? [values[field], ...known] : known;
          return (
            <label key={field} className={fieldClass.label}>
              {label}
              <select
                className={`${fieldClass.control} w-full min-w-0`}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
              >
                {values[field] === '' && <option value="">{managerItemTexts.noChoice}</option>}
                {options.map((option) => (
                  <option key={option} value={option}>
                    {names?.[option] ?? option}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
      <p id={`${id}-count-hint`} className={`text-xs ${countValid ? 'text-gray-600' : 'text-red-700'}`}>
        {countValid ? managerItemTexts.hint : managerItemTexts.countInvalid(itemLimits.maxCount)}
      </p>
      {message}
      {confirming ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm text-gray-800">{managerItemTexts.confirmRemove(item.name)}</legend>
          <ConfirmButtons
            confirmText={managerItemTexts.confirm}
            cancelText={managerItemTexts.cancel}
            busy={busy}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary} disabled={busy || !countValid} aria-busy={busy}>
            {managerItemTexts.save}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={close}>
            {managerItemTexts.cancel}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(true)}>
            {managerItemTexts.remove}
          </button>
        </div>
      )}
    </form>
  );
}
