import { itemsTypeFilters, orderStatusList } from '@stickers62/core/contract';
import { emptyOrderListFilters, type OrderListFilterKey, type OrderListFilters } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts, navTexts } from '@stickers62/core/texts';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { buttonClass, fieldClass } from '../../ui/classes';
import { plainOptions, SelectField, type SelectOption } from '../../ui/SelectField';
import { useDialogKeyboard } from '../../ui/use-dialog-keyboard';

export interface FilterPanelProps {
  filters: OrderListFilters;
  onApply: (filters: OrderListFilters) => void;
  onClose: () => void;
}

type DateRange = 'orderDate' | 'confirmedDate' | 'deliveryDate';
const dateRanges: DateRange[] = ['orderDate', 'confirmedDate', 'deliveryDate'];
type Flag = 'isFixedDate' | 'isUrgent' | 'isPayed' | 'paymentMismatch';
const flags: Flag[] = ['isFixedDate', 'isUrgent', 'isPayed', 'paymentMismatch'];

/** A filter's first choice: no filter. */
const anyOption = { value: '', label: adminTexts.any };
const yesNoOptions = [anyOption, { value: 'true', label: adminTexts.yes }, { value: 'false', label: adminTexts.no }];
const itemsTypeOptions = [
  anyOption,
  ...itemsTypeFilters.map((type) => ({ value: type, label: adminTexts.itemsTypes[type] })),
];
const statusOptions = [anyOption, ...plainOptions(orderStatusList)];

/**
 * The side panel with every filter of section 9. Edits stay in the panel until 'Применить':
 * the server filters, so each change would otherwise be a request.
 */
export function FilterPanel({ filters, onApply, onClose }: FilterPanelProps) {
  const [draft, setDraft] = useState<OrderListFilters>(filters);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useDialogKeyboard(panel, onClose);
  const set = (key: OrderListFilterKey) => (value: string) => setDraft({ ...draft, [key]: value });
  const field = { draft, set };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; keyboard users have Escape and the close button
    <div
      className="fixed inset-0 z-40 flex justify-end bg-black/30 font-sans"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={onKeyDown}
      role="presentation"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex h-full w-full max-w-sm flex-col bg-white text-gray-900 shadow-xl"
      >
        <header className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {adminTexts.filters}
          </h2>
          <button type="button" className={buttonClass.icon} aria-label={navTexts.close} onClick={onClose}>
            ×
          </button>
        </header>
        <form className="flex min-h-0 flex-1 flex-col" onSubmit={submit}>
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-3">
            <FilterInput label={adminFormTexts.orderNumber} name="orderNumber" {...field} numeric />
            <FilterInput label={adminFormTexts.clientName} name="clientName" {...field} />
            {dateRanges.map((range) => (
              <fieldset key={range} className="flex flex-col gap-1">
                <legend className="text-sm font-medium text-gray-700">{adminFormTexts[range]}</legend>
                <div className="grid grid-cols-2 gap-2">
                  <FilterInput
                    label={<span className="text-xs text-gray-600">{adminFormTexts.dateFrom}</span>}
                    name={`${range}From`}
                    {...field}
                    type="date"
                  />
                  <FilterInput
                    label={<span className="text-xs text-gray-600">{adminFormTexts.dateTo}</span>}
                    name={`${range}To`}
                    {...field}
                    type="date"
                  />
                </div>
              </fieldset>
            ))}
            <FilterInput label={adminFormTexts.insertedBy} name="insertedBy" {...field} />
            <div className="grid grid-cols-2 gap-2">
              {flags.map((flag) => (
                <FilterChoice key={flag} name={flag} options={yesNoOptions} {...field} />
              ))}
            </div>
            <FilterChoice name="itemsType" options={itemsTypeOptions} {...field} />
            <FilterChoice name="status" options={statusOptions} {...field} />
          </div>
          <footer className="flex justify-between gap-2 border-t border-gray-200 px-4 py-3">
            <Button onClick={() => setDraft(emptyOrderListFilters)}>{adminTexts.clearFilters}</Button>
            <Button kind="primary" type="submit">
              {adminTexts.apply}
            </Button>
          </footer>
        </form>
      </div>
    </div>
  );
}

/** The panel's draft and how a filter's control changes it. */
interface DraftBinding {
  draft: OrderListFilters;
  set: (key: OrderListFilterKey) => (value: string) => void;
}

/** A chosen filter, «Любой» first: the select is named by its filter key, bound to the draft. */
function FilterChoice(props: DraftBinding & { name: Flag | 'itemsType' | 'status'; options: readonly SelectOption[] }) {
  return (
    <SelectField
      label={adminFormTexts[props.name]}
      name={props.name}
      value={props.draft[props.name]}
      options={props.options}
      onChange={props.set(props.name)}
    />
  );
}

/** A typed filter: the input is named by its filter key (the form's values), bound to the draft. */
function FilterInput(
  props: DraftBinding & { label: ReactNode; name: OrderListFilterKey; type?: 'date'; numeric?: boolean },
) {
  return (
    <label className={fieldClass.label}>
      {props.label}
      <input
        type={props.type}
        className={fieldClass.control}
        inputMode={props.numeric ? 'numeric' : undefined}
        pattern={props.numeric ? '\\d*' : undefined}
        value={props.draft[props.name]}
        onChange={(event) => props.set(props.name)(event.currentTarget.value)}
        name={props.name}
      />
    </label>
  );
}
