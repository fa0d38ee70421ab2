import { type InputHTMLAttributes, useId } from 'react';
import { FieldShell, type FieldShellProps, fieldControlProps } from './field-shell';
import { controlClass } from './invalid-control';

export interface TextFieldProps
  extends FieldShellProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input in the field shell: its error and hint tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  invalid,
  markRequired,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const shell = { label, hint, error, invalid, markRequired, className };
  return (
    <FieldShell id={id} {...shell}>
      <input
        {...fieldControlProps(id, shell)}
        className={controlClass(Boolean(invalid || error))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </FieldShell>
  );
}
