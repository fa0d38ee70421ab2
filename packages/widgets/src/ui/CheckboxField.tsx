import { fieldClass } from './classes';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Added to the label's classes (a margin where it stands). */
  className?: string;
}

/** A checkbox and its text, both in one label so a click on the text ticks it. */
export function CheckboxField({ label, checked, onChange, className }: CheckboxFieldProps) {
  return (
    <label className={`flex items-center gap-2 text-sm text-gray-800 ${className ?? ''}`}>
      <input
        type="checkbox"
        className={fieldClass.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
