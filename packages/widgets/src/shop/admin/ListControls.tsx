import { orderStatusList, type PlannedSendFilter } from '@stickers62/core/contract';
import { type OrderListFilterKey, type OrderListFilters, statusesOf } from '@stickers62/core/stores';
import { managerListTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CheckboxField } from '../../ui/CheckboxField';
import { fieldClass } from '../../ui/classes';
import { compact } from './compact';

/** The filters these controls hold (the side panel holds the spec's others). */
export const listControlFilterKeys = ['q', 'statuses', 'plannedSend'] as const satisfies readonly OrderListFilterKey[];

export interface ListControlsProps {
  filters: OrderListFilters;
  /** Moves the list to these filters (through the address, so a reload keeps them). */
  onChange: (filters: OrderListFilters) => void;
}

const pressedClass = (pressed: boolean) => (pressed ? `${compact.primary}` : `${compact.secondary}`);

/** The search box: what is typed is applied on «Найти» or Enter, not on every key (each is a query). */
function SearchBox({ filters, onChange }: ListControlsProps) {
  const id = useId();
  const [typed, setTyped] = useState(filters.q);
  // The address is the source: a back button or a cleared filter shows in the box.
  useEffect(() => setTyped(filters.q), [filters.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: typed.trim() });
  };
  return (
    <form
      aria-label={managerListTexts.searchLabel}
      className="flex min-w-0 flex-1 basis-64 items-center gap-2"
      onSubmit={submit}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {managerListTexts.searchLabel}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={`${fieldClass.control} min-w-0 flex-1 py-1.5`}
        placeholder={managerListTexts.searchPlaceholder}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <button type="submit" className={compact.primary}>
        {managerListTexts.search}
      </button>
    </form>
  );
}

/** Several statuses: a button opening a list of checkboxes; each tick moves the list at once. */
function StatusPicker({ filters, onChange }: ListControlsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const chosen = statusesOf(filters.statuses);
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  const toggle = (status: string, on: boolean) => {
    const next = on ? [...chosen, status] : chosen.filter((candidate) => candidate !== status);
    onChange({ ...filters, statuses: statusesOf(next.join(',')).join(',') });
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className={pressedClass(chosen.length > 0)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {chosen.length > 0 ? managerListTexts.statusesChosen(chosen.length) : managerListTexts.statuses}
      </button>
      {open && (
        <fieldset
          ref={panel}
          id={`${id}-panel`}
          className="absolute left-0 z-20 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          onBlur={(event) => {
            if (
              !event.currentTarget.contains(event.relatedTarget as Node | null) &&
              event.relatedTarget !== button.current
            )
              setOpen(false);
          }}
        >
          <legend className="sr-only">{managerListTexts.statuses}</legend>
          <p className="text-xs text-gray-600">{managerListTexts.statusesHint}</p>
          {orderStatusList.map((status) => (
            <CheckboxField
              key={status}
              label={status}
              checked={chosen.includes(status)}
              onChange={(checked) => toggle(status, checked)}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** «Отправить сегодня» and «Просрочено»: two toggles of one filter, pressing the pressed one clears it. */
function PlannedSendToggles({ filters, onChange }: ListControlsProps) {
  const toggles: [PlannedSendFilter, string][] = [
    ['today', managerListTexts.sendToday],
    ['overdue', managerListTexts.overdue],
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{managerListTexts.plannedSend}</legend>
      {toggles.map(([value, label]) => {
        const pressed = filters.plannedSend === value;
        return (
          <button
            key={value}
            type="button"
            className={pressedClass(pressed)}
            aria-pressed={pressed}
            onClick={() => onChange({ ...filters, plannedSend: pressed ? '' : value })}
          >
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * The list's quick controls above the table (beyond the spec, issue 28): one search box over
 * number, name, phone and track number, several statuses, and the planned send date. They write
 * the address as the filter panel does, so a reload or a shared link shows the same list.
 */
export function ListControls(props: ListControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox {...props} />
      <StatusPicker {...props} />
      <PlannedSendToggles {...props} />
    </div>
  );
}
