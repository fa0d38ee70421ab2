import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { PhoneField } from './phone-field';

afterEach(cleanup);

const sent: string[] = [];

function Field({ initial = '', error, international }: { initial?: string; error?: string; international?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      label="Номер телефона"
      value={value}
      international={international}
      error={error}
      onChange={(next) => {
        sent.push(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Номер телефона') as HTMLInputElement;

describe('PhoneField', () => {
  it('formats as the digits are typed, with +7 in front', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(input(), '9205551122');
    expect(input().value).toBe('+7 (920) 555 11 22');
    expect(input().selectionStart).toBe('+7 (920) 555 11 22'.length);
  });

  it.each(['+7 (920) 555-11-22', '+7 920 555-11-22', '8 920 555 11 22', '9205551122'])(
    'takes %j pasted',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Field />);
      await user.click(input());
      await user.paste(pasted);
      expect(input().value).toBe('+7 (920) 555 11 22');
    },
  );

  it('Backspace right after a bracket and space deletes the digit before them', async () => {
    const user = userEvent.setup();
    render(<Field initial="+7 (920) 555 11 22" />);
    // the caret after "+7 (920) " — before the first 5
    input().focus();
    input().setSelectionRange(9, 9);
    await user.keyboard('{Backspace}');
    expect(input().value).toBe('+7 (925) 551 12 2');
    expect(input().value.slice(0, input().selectionStart ?? 0)).toBe('+7 (92');
    await user.keyboard('7');
    expect(input().value).toBe('+7 (927) 555 11 22');
  });

  it('keeps a foreign number at checkout', async () => {
    const user = userEvent.setup();
    render(<Field international />);
    await user.type(input(), '+375291234567');
    expect(input().value).toBe('+375291234567');
  });

  it('is labelled and described for screen readers, and tells its error', async () => {
    const { container } = render(<Field error="Некорректный номер телефона" />);
    const field = screen.getByRole('textbox', {
      name: 'Номер телефона',
      description:
        'Некорректный номер телефона Можно ввести или вставить в любом виде: 8 920 555 11 22, +7 (920) 555-11-22',
    });
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('autocomplete')).toBe('tel');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
