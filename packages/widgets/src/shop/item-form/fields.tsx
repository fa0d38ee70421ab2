import { itemTexts, orderScreenTexts } from '@stickers62/core/texts';
import { type ReactNode, useId, useState } from 'react';
import { fieldClass } from '../../ui/classes';
import { controlClass } from '../../ui/invalid-control';

interface FieldShell {
  label: string;
  invalid?: boolean;
  /** A message under the field (an error when `invalid`). */
  message?: string | null;
  className?: string;
}

function Shell({ label, message, invalid, className, id, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {message && (
        <p id={`${id}-message`} className={`text-xs ${invalid ? 'text-red-700' : 'text-gray-600'}`}>
          {message}
        </p>
      )}
    </div>
  );
}

function controlProps(id: string, invalid: boolean | undefined, message: string | null | undefined) {
  return {
    id,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': message ? `${id}-message` : undefined,
    className: `${controlClass(invalid === true)} disabled:bg-gray-100 disabled:text-gray-600`,
  } as const;
}

export function TextField(
  props: FieldShell & { value: string; onChange: (value: string) => void; multiline?: boolean },
) {
  const id = useId();
  const control = controlProps(id, props.invalid, props.message);
  return (
    <Shell {...props} id={id}>
      {props.multiline ? (
        <textarea {...control} rows={2} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input {...control} type="text" value={props.value} onChange={(event) => props.onChange(event.target.value)} />
      )}
    </Shell>
  );
}

/** The number a field's text stands for: an emptied field is 0. */
const numberOfText = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * A number field; an emptied field counts as 0 (and is highlighted as not above 0) but stays
 * empty, so typing 10 into it shows «10», not «010». What was typed is shown while it still
 * means the value; a value set otherwise (or corrected: below 0, rounded) is shown as it is.
 */
export function NumberField(
  props: FieldShell & { value: number; onChange: (value: number) => void; disabled?: boolean; step?: number },
) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const value = Number.isFinite(props.value) ? props.value : 0;
  const shown = typed !== null && numberOfText(typed) === value ? typed : String(value);
  return (
    <Shell {...props} id={id}>
      <input
        {...controlProps(id, props.invalid, props.message)}
        type="number"
        inputMode="numeric"
        min={0}
        step={props.step ?? 1}
        disabled={props.disabled}
        value={shown}
        onChange={(event) => {
          const typedValue = event.target.valueAsNumber;
          setTyped(event.target.value);
          props.onChange(Number.isFinite(typedValue) ? Math.max(0, typedValue) : 0);
        }}
      />
    </Shell>
  );
}

export function SelectField(
  props: FieldShell & {
    value: string | null;
    options: readonly { value: string; label: string }[];
    onChange: (value: string | null) => void;
    /** The chosen option's picture, beside the control (pictures/part.tsx). */
    picture?: ReactNode;
  },
) {
  const id = useId();
  return (
    <Shell {...props} id={id}>
      <select
        {...controlProps(id, props.invalid, props.message)}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{orderScreenTexts.choose}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.picture}
    </Shell>
  );
}

export function CheckboxField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <input
        type="checkbox"
        className={fieldClass.checkbox}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

/** Options from a list of names shown as they are, or through a display-name table. */
export function optionsOf(values: readonly string[], names?: Record<string, string>) {
  return values.map((value) => ({ value, label: names?.[value] ?? value }));
}

export const mustBePositive = itemTexts.mustBePositive;
