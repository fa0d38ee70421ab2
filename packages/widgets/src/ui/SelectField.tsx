import type { ReactNode, SelectHTMLAttributes } from 'react';
import { fieldClass } from './classes';
import { part } from './parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  /** The chosen value; null shows the option whose value is '' (a «Выберите…» first option). */
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The chosen option's picture, drawn over the control's end (pictures/part.tsx places it). */
  picture?: ReactNode;
}

/**
 * The one select of the widgets: the label wraps the control, so screen readers announce it and
 * a page styles both through ::part(label) and ::part(input) (the elements' published parts).
 * The rest of the props go to the control: a form that refuses values passes aria-invalid and
 * controlClass(invalid) there (invalid-control.ts, which the calculators' scripts do not carry).
 */
export function SelectField({ label, value, options, onChange, picture, ...select }: SelectFieldProps) {
  return (
    <label part={part.label} className={fieldClass.label}>
      {label}
      <select
        part={part.input}
        className={fieldClass.control}
        {...select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {picture}
    </label>
  );
}

/** Options whose label is the value itself. */
export function plainOptions(values: readonly (string | number)[]): SelectOption[] {
  return values.map((value) => ({ value: String(value), label: String(value) }));
}
