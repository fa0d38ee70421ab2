import type { ReactNode } from 'react';
import { fieldClass } from './classes';
import { part } from './parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** The chosen option's picture, drawn over the control's end (pictures/part.tsx places it). */
  picture?: ReactNode;
}

/** A labelled select; the label wraps the control so screen readers announce it. */
export function SelectField({ label, value, options, onChange, picture }: SelectFieldProps) {
  return (
    <label part={part.label} className={fieldClass.label}>
      {label}
      <select
        part={part.input}
        className={fieldClass.control}
        value={value}
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
