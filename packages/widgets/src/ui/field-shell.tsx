import type { ReactNode } from 'react';

/** What every labelled field shows around its control. */
export interface FieldShellProps {
  label: string;
  /** Shown under the control; the control is described by it. */
  hint?: ReactNode;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string | null;
  /** Marked invalid without a message (the form's summary says why). */
  invalid?: boolean;
  /** A red star after the label (the control carries `required` apart: the login form's fields have none). */
  markRequired?: boolean;
  className?: string;
}

/**
 * The control's side of a field: its id, aria-invalid while its value is refused, and
 * aria-describedby naming the error first, then the hint (the order screen readers read them).
 */
export function fieldControlProps(id: string, { hint, error, invalid }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return {
    id,
    'aria-invalid': invalid || error ? true : undefined,
    'aria-describedby': error ? `${id}-error${hintId ? ` ${hintId}` : ''}` : hintId,
  } as const;
}

/**
 * The one field shell of the widgets: the label tied to the control by `for`, the control, then
 * the hint and the error with the ids `fieldControlProps` points at. TextField, SelectField,
 * PhoneField and the item form's NumberField all draw it.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  markRequired,
  className,
  children,
}: FieldShellProps & { id: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
