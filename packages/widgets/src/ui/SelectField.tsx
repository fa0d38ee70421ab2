import type { ReactNode } from 'react';
import { fieldClass } from './classes';
import { part } from './parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  /** The chosen value; '' (or null) is the placeholder's, when there is one. */
  value: string | null;
  options: readonly SelectOption[];
  /** The chosen option's value; '' is the placeholder. */
  onChange: (value: string) => void;
  /** A first, empty option («Выберите…») for a value not chosen yet. */
  placeholder?: string;
  /** Marks the control invalid (aria-invalid). */
  invalid?: boolean;
  /**
   * The control's classes, fieldClass.control unless given: the forms that refuse values pass
   * controlClass(invalid) from invalid-control.ts, which the calculators' element scripts do not
   * carry (its ring rules cost them bytes).
   */
  controlClassName?: string;
  /** The chosen option's picture, drawn over the control's end (pictures/part.tsx places it). */
  picture?: ReactNode;
  className?: string;
}

/**
 * The one select of the widgets: the label wraps the control, so screen readers announce it and
 * a page styles both through ::part(label) and ::part(input) (the calculators' published parts).
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  invalid,
  controlClassName,
  picture,
  className,
}: SelectFieldProps) {
  return (
    <label part={part.label} className={className ? `${fieldClass.label} ${className}` : fieldClass.label}>
      {label}
      <select
        part={part.input}
        className={controlClassName ?? fieldClass.control}
        aria-invalid={invalid || undefined}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
