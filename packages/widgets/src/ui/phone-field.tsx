import { editPhoneInput, type PhoneInputOptions } from '@stickers62/core/rules';
import { phoneFieldTexts } from '@stickers62/core/texts';
import { type ChangeEvent, useId } from 'react';
import { FieldShell, fieldControlProps } from './field-shell';
import { controlClass } from './invalid-control';

export interface PhoneFieldProps {
  label: string;
  /** The formatted text (`+7 (920) 555 11 22`); the form sends its digits. */
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
  /** Marked with a red star and `required`. */
  required?: boolean;
  /** The checkout keeps a foreign `+<code>…` number; the profile is Russian only. */
  international?: boolean;
  name?: string;
  className?: string;
}

/**
 * The one phone input of the shop (profile and checkout): formats as it is typed or pasted with
 * core's phone rules, keeps the caret after the digit it followed, and lets Backspace over a
 * bracket or space delete the digit before it. Its hint tells what may be typed.
 */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  required,
  international,
  name,
  className,
}: PhoneFieldProps) {
  const id = useId();
  const options: PhoneInputOptions = { international: international === true };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const native = event.nativeEvent as InputEvent;
    const edited = editPhoneInput(
      {
        previous: value,
        value: input.value,
        caret: input.selectionStart ?? input.value.length,
        inputType: native.inputType,
      },
      options,
    );
    // Set at once: when the formatted text equals the old value no re-render would put it back.
    input.value = edited.text;
    if (document.activeElement === input) input.setSelectionRange(edited.caret, edited.caret);
    onChange(edited.text);
  };
  const shell = {
    label,
    error,
    markRequired: required,
    className,
    hint: international ? phoneFieldTexts.hintInternational : phoneFieldTexts.hint,
  };
  return (
    <FieldShell id={id} {...shell}>
      <input
        {...fieldControlProps(id, shell)}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phoneFieldTexts.placeholder}
        required={required}
        className={controlClass(Boolean(error))}
        value={value}
        onChange={onInput}
      />
    </FieldShell>
  );
}
