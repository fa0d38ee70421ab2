import { type InputHTMLAttributes, useId } from 'react';
import { FieldShell, type FieldShellProps, fieldControlProps } from './field-shell';
import { controlClass } from './invalid-control';

export interface TextFieldProps
  extends FieldShellProps,
    Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** A two-line textarea instead of an input. */
  multiline?: boolean;
}

/** A labelled text input (or textarea) in the field shell: its error and hint tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  invalid,
  markRequired,
  className,
  multiline,
  ...input
}: TextFieldProps) {
  const id = useId();
  const shell = { label, hint, error, invalid, markRequired, className };
  const control = {
    ...fieldControlProps(id, shell),
    className: controlClass(Boolean(invalid || error)),
    value,
    ...input,
  };
  return (
    <FieldShell id={id} {...shell}>
      {multiline ? (
        <textarea rows={2} {...control} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldShell>
  );
}
