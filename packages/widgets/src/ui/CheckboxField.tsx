import { fieldClass } from './classes';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A label long enough to wrap: the box stays by its first line instead of the middle. */
  multiline?: boolean;
  /** Added to the label's classes (a margin where it stands). */
  className?: string;
}

/**
 * A checkbox and its text, both in one label so a click on the text ticks it: the one checkbox of
 * the widgets (a dialog's yes/no field, a list of columns, statuses or films to choose from).
 */
export function CheckboxField({ label, checked, onChange, disabled, multiline, className }: CheckboxFieldProps) {
  return (
    <label
      className={`flex ${multiline ? 'items-start' : 'items-center'} gap-2 text-sm text-gray-800 ${className ?? ''}`}
    >
      <input
        type="checkbox"
        className={fieldClass.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
