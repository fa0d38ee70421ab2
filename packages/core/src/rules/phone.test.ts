import { describe, expect, it } from 'vitest';
import { checkoutErrors, isCheckoutPhoneValid } from './checkout.js';
import { profileContactErrors } from './contact.js';
import { editPhoneInput, formatPhoneInput, phoneDigitsOf, phoneInputFromDigits } from './phone.js';

const international = { international: true };

describe('phone: what people write or paste', () => {
  it.each([
    '+7 (920) 555-11-22',
    '+7 (920) 555 11 22',
    '+7 920 555-11-22',
    '+7 920 555 11 22',
    '8 920 555 11 22',
    '8 (920) 555-11-22',
    '89205551122',
    '79205551122',
    '9205551122',
    ' +7(920)5551122 ',
  ])('%j is shown as +7 (920) 555 11 22 and sends 79205551122', (typed) => {
    for (const options of [{}, international]) {
      const shown = formatPhoneInput(typed, options);
      expect(shown).toBe('+7 (920) 555 11 22');
      expect(phoneDigitsOf(shown, options)).toBe('79205551122');
      expect(isCheckoutPhoneValid(phoneDigitsOf(shown, options))).toBe(true);
      expect(profileContactErrors({ receiptEmail: null, phoneNumber: shown })).toEqual({});
    }
  });

  it('keeps a foreign number at checkout and makes it Russian in the profile', () => {
    expect(formatPhoneInput('+375 29 123-45-67', international)).toBe('+375291234567');
    expect(phoneDigitsOf('+375291234567', international)).toBe('375291234567');
    expect(formatPhoneInput('+', international)).toBe('+');
    expect(formatPhoneInput('+375 29 123-45-67')).toBe('+7 (375) 291 23 45');
    // at most 15 digits
    expect(phoneDigitsOf(formatPhoneInput('+1 234 567 890 123 456 7', international), international)).toBe(
      '123456789012345',
    );
  });

  it('shows a stored number in the field', () => {
    expect(phoneInputFromDigits('79205551122', international)).toBe('+7 (920) 555 11 22');
    expect(phoneInputFromDigits('9205551122')).toBe('+7 (920) 555 11 22');
    expect(phoneInputFromDigits('375291234567', international)).toBe('+375291234567');
    expect(phoneInputFromDigits(null)).toBe('');
  });

  it.each([
    ['+7 (920) 555', 'profile'],
    ['12345', 'profile'],
    ['+0123', 'checkout'],
    ['+1', 'checkout'],
  ])('rejects %j in the %s', (typed, form) => {
    if (form === 'profile') {
      expect(profileContactErrors({ receiptEmail: null, phoneNumber: formatPhoneInput(typed) }).phoneNumber).toBe(
        'Некорректный номер телефона',
      );
    } else {
      const shown = formatPhoneInput(typed, international);
      expect(checkoutErrors({ receiverCredentials: 'Иванов', phoneNumber: shown, deliveryType: 'Pickup' })).toEqual({
        phoneNumber: 'Некорректный номер телефона',
      });
    }
  });
});

describe('phone: editing keeps the caret sensible', () => {
  const full = '+7 (920) 555 11 22';

  it('formats digits typed one by one, the caret at the end', () => {
    let text = '';
    for (const digit of '9205551122') {
      const edited = editPhoneInput({ previous: text, value: text + digit, caret: text.length + 1 });
      text = edited.text;
      expect(edited.caret).toBe(text.length);
    }
    expect(text).toBe(full);
  });

  // The text before the caret after each edit: the caret stays where the person was typing.
  it.each([
    // "+7 (920) 5|55 11 2" + "0" typed after the first 5
    {
      edit: 'keeps the caret after the digit typed in the middle',
      input: { previous: '+7 (920) 555 11 2', value: '+7 (920) 5055 11 2', caret: 11 },
      text: '+7 (920) 505 51 12',
      beforeCaret: '+7 (920) 50',
    },
    // caret after ") ": the space is deleted by the browser
    {
      edit: 'Backspace right after a bracket or space deletes the digit before it',
      input: { previous: full, value: '+7 (920)555 11 22', caret: 8, inputType: 'deleteContentBackward' },
      text: '+7 (925) 551 12 2',
      beforeCaret: '+7 (92',
    },
    {
      edit: 'Delete right before a space deletes the digit after it',
      input: { previous: full, value: '+7 (920) 55511 22', caret: 12, inputType: 'deleteContentForward' },
      text: '+7 (920) 555 12 2',
      beforeCaret: '+7 (920) 555',
    },
  ])('$edit', ({ input, text, beforeCaret }) => {
    const edited = editPhoneInput(input);
    expect(edited.text).toBe(text);
    expect(edited.text.slice(0, edited.caret)).toBe(beforeCaret);
  });

  it('a paste replaces the text and leaves the caret at the end', () => {
    const edited = editPhoneInput({ previous: '', value: '8 920 555 11 22', caret: 15 });
    expect(edited).toEqual({ text: full, caret: full.length });
  });
});
