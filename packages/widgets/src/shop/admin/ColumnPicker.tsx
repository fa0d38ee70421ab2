import { useStore } from '@nanostores/react';
import { type ColumnPreferencesStore, orderViewColumns } from '@stickers62/core/stores';
import { adminColumnTexts, adminFormTexts, adminTexts } from '@stickers62/core/texts';
import { CheckboxField } from '../../ui/CheckboxField';
import { compact } from './compact';

/** Which columns the table shows; the choice stays in this browser. */
export function ColumnPicker({ store }: { store: ColumnPreferencesStore }) {
  const visible = useStore(store.$visible);
  return (
    <details className="relative">
      <summary className={`${compact.secondary} cursor-pointer list-none`}>{adminTexts.columns}</summary>
      <fieldset className="absolute right-0 z-30 mt-1 grid max-h-[60vh] w-64 gap-1 overflow-y-auto rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
        <legend className="sr-only">{adminTexts.columns}</legend>
        {orderViewColumns.map((column) => (
          <CheckboxField
            key={column}
            label={adminColumnTexts[column]}
            checked={visible.includes(column)}
            disabled={column === 'orderNumber'}
            onChange={() => store.toggle(column)}
          />
        ))}
        <button type="button" className="mt-2 text-left text-sm text-brand underline" onClick={() => store.reset()}>
          {adminFormTexts.resetColumns}
        </button>
      </fieldset>
    </details>
  );
}
