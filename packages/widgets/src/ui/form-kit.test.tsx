import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { SelectField } from './SelectField';
import { TextField, type TextFieldProps } from './text-field';

afterEach(cleanup);

function Field(props: Omit<TextFieldProps, 'value' | 'onChange' | 'label'>) {
  const [value, setValue] = useState('');
  return <TextField label="Название" value={value} onChange={setValue} {...props} />;
}

const field = () => screen.getByLabelText(/Название/) as HTMLInputElement;
const describedBy = () => (field().getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
const textsOf = (ids: string[]) => ids.map((id) => document.getElementById(id)?.textContent);

describe('the field shell (TextField)', () => {
  it('is a plain labelled field without a hint or an error', async () => {
    const { container } = render(<Field />);
    await userEvent.type(field(), 'Кот');
    expect(field().value).toBe('Кот');
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(field().hasAttribute('aria-describedby')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('marks the field invalid and names the error, then the hint, for screen readers', async () => {
    const { container } = render(<Field hint="До 200 знаков" error="Укажите название" />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(textsOf(describedBy())).toEqual(['Укажите название', 'До 200 знаков']);
    await expectNoAxeViolations(container);
  });

  it('may be marked invalid without a message (a highlighted field after a blocked save)', () => {
    render(<Field invalid />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the red star only when asked, and required stays the control’s own attribute', () => {
    render(<Field required />);
    expect(field().required).toBe(true);
    expect(screen.queryByText('*')).toBeNull();
    cleanup();
    render(<Field required markRequired />);
    expect(field().required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('SelectField', () => {
  function Choice({ invalid }: { invalid?: boolean }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <SelectField
          label="Плёнка"
          value={value}
          options={[
            { value: '', label: 'Выберите' },
            { value: 'Белая', label: 'Белая' },
            { value: 'Прозрачная', label: 'Прозрачная' },
          ]}
          aria-invalid={invalid}
          onChange={(next) => setValue(next || null)}
        />
        <output>{value ?? 'ничего'}</output>
      </>
    );
  }
  const select = () => screen.getByLabelText('Плёнка') as HTMLSelectElement;

  it('wraps its control in the label (the elements’ ::part(label)) and reports the chosen value', async () => {
    const { container } = render(<Choice />);
    expect(select().closest('label')?.getAttribute('part')).toBe('label');
    expect(select().getAttribute('part')).toBe('input');
    expect(select().value).toBe('');
    await userEvent.selectOptions(select(), 'Прозрачная');
    expect(screen.getByText('Прозрачная', { selector: 'output' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('passes the rest of its props to the control (a form marks it invalid there)', async () => {
    render(<Choice invalid />);
    expect(select().getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(select(), 'Белая');
    await userEvent.selectOptions(select(), 'Выберите');
    expect(screen.getByText('ничего', { selector: 'output' })).toBeTruthy();
  });
});
