import { itemTexts, orderScreenTexts } from '@stickers62/core/texts';
import { useId, useState } from 'react';
import { FieldShell, type FieldShellProps, fieldControlProps } from '../../ui/field-shell';
import { controlClass } from '../../ui/invalid-control';
import type { SelectFieldProps } from '../../ui/SelectField';

/** The number a field's text stands for: an emptied field is 0. */
const numberOfText = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * A number field; an emptied field counts as 0 (and is highlighted as not above 0) but stays
 * empty, so typing 10 into it shows «10», not «010». What was typed is shown while it still
 * means the value; a value set otherwise (or corrected: below 0, rounded) is shown as it is.
 */
export function NumberField(
  props: FieldShellProps & { value: number; onChange: (value: number) => void; disabled?: boolean; step?: number },
) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const value = Number.isFinite(props.value) ? props.value : 0;
  const shown = typed !== null && numberOfText(typed) === value ? typed : String(value);
  return (
    <FieldShell {...props} id={id}>
      <input
        {...fieldControlProps(id, props)}
        className={`${controlClass(Boolean(props.invalid || props.error))} disabled:bg-gray-100 disabled:text-gray-600`}
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
    </FieldShell>
  );
}

/** The control's side of an item form select: the red border and aria-invalid while highlighted after a blocked save. */
export function choiceProps(invalid: boolean): Pick<SelectFieldProps, 'aria-invalid' | 'className'> {
  return { 'aria-invalid': invalid || undefined, className: controlClass(invalid) };
}

/**
 * Options from a list of names shown as they are, or through a display-name table, after
 * «Выберите…»: the empty choice, which stands for null.
 */
export function optionsOf(values: readonly string[], names?: Record<string, string>) {
  return [
    { value: '', label: orderScreenTexts.choose },
    ...values.map((value) => ({ value, label: names?.[value] ?? value })),
  ];
}

export const mustBePositive = itemTexts.mustBePositive;
