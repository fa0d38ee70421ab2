import type { ItemFormState } from '@stickers62/core/stores';
import { itemTexts } from '@stickers62/core/texts';
import { useId } from 'react';
import { CheckboxField } from '../../ui/CheckboxField';
import { FieldShell, fieldControlProps } from '../../ui/field-shell';
import { controlClass } from '../../ui/invalid-control';
import { TextField } from '../../ui/text-field';
import { mustBePositive, NumberField } from './fields';

/** The values both item kinds edit the same way. */
interface CommonValues {
  name: string;
  count: number;
  width: number;
  height: number;
  comment: string | null;
  isColorProof: boolean;
  isFileInOtherItem: boolean;
}

type PositiveField = 'count' | 'width' | 'height';

/**
 * What a shared field block needs from either kind's form: its state, whether a field is highlighted,
 * and the setter (the forms' own `set`, narrowed to the shared values).
 */
export interface CommonFieldProps {
  state: ItemFormState<CommonValues, string>;
  marked: (field: 'name' | PositiveField) => boolean;
  set<Key extends keyof CommonValues>(field: Key, value: CommonValues[Key]): void;
}

export function NameField({ state, marked, set }: CommonFieldProps) {
  return (
    <TextField
      label={itemTexts.name}
      value={state.values.name}
      invalid={marked('name') || state.nameError !== null}
      error={state.nameError}
      onChange={(value) => set('name', value)}
      className="sm:col-span-2"
    />
  );
}

/** A number that must be above 0, highlighted with the reason after a blocked save. */
function PositiveNumberField(
  props: CommonFieldProps & { field: PositiveField; label: string; disabled?: boolean; whole?: boolean },
) {
  const { field, marked, set } = props;
  return (
    <NumberField
      label={props.label}
      value={props.state.values[field]}
      disabled={props.disabled}
      invalid={marked(field)}
      error={marked(field) ? mustBePositive : null}
      onChange={(value) => set(field, props.whole ? Math.round(value) : value)}
    />
  );
}

/** The count, labelled with what it counts: sheets for stickers, pieces for acrylic. */
export function CountField(props: CommonFieldProps & { label: string }) {
  return <PositiveNumberField {...props} field="count" whole />;
}

/** Width and height; a sticker's standard paper size fixes them (`disabled`). */
export function SizeFields(props: CommonFieldProps & { disabled?: boolean }) {
  return (
    <>
      <PositiveNumberField {...props} field="width" label={itemTexts.width} />
      <PositiveNumberField {...props} field="height" label={itemTexts.height} />
    </>
  );
}

/** The comment, two lines in the field shell. */
function CommentField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const shell = { label: itemTexts.comment, className: 'sm:col-span-2' };
  return (
    <FieldShell id={id} {...shell}>
      <textarea
        {...fieldControlProps(id, shell)}
        className={controlClass(false)}
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

/** The comment and the two flags that close both forms. */
export function CommentAndFlagFields({ state, set }: CommonFieldProps) {
  const { values } = state;
  return (
    <>
      <CommentField value={values.comment ?? ''} onChange={(value) => set('comment', value === '' ? null : value)} />
      <CheckboxField
        label={itemTexts.isColorProof}
        checked={values.isColorProof}
        onChange={(value) => set('isColorProof', value)}
      />
      <CheckboxField
        label={itemTexts.isFileInOtherItem}
        checked={values.isFileInOtherItem}
        onChange={(value) => set('isFileInOtherItem', value)}
      />
    </>
  );
}
