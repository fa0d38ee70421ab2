import { checkoutTexts, profileTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { profileFixture } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshApiBase } from '../order-details/test-routes';
import { ProfileScreen } from './ProfileScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileScreen', () => {
  it("loads the client's name and saved profile into the form", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/web/client') return { body: { name: 'Анна', receiptEmail: null } };
      if (url.pathname === '/api/web/client/information') {
        return {
          body: {
            receiptEmail: 'anna@example.ru',
            receiptFio: null,
            address: null,
            postIndex: null,
            cdekPvzCode: null,
            phoneNumber: '79101234567',
            vkLink: null,
          },
        };
      }
      return undefined;
    });
    render(<ProfileScreen apiBase={freshApiBase()} />);
    expect(await screen.findByText(profileTexts.client('Анна'))).toBeTruthy();
    const phone = screen.getByLabelText(profileTexts.phoneNumber, { exact: false }) as HTMLInputElement;
    await vi.waitFor(() => expect(phone.value).toBe('+7 (910) 123 45 67'));
  });

  it('finds the CDEK point by city and street and saves its code with the profile', async () => {
    // The saved profile answers GET; the same path's POST (the save) needs only a success.
    const { fetchMock } = mockFetch((url) => {
      if (url.pathname === '/api/web/client') return { body: { name: 'Анна', receiptEmail: null } };
      if (url.pathname === '/api/web/client/information') {
        return { body: profileFixture() };
      }
      if (url.pathname === '/api/cdek/cities') {
        return { body: [{ code: 61, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' }] };
      }
      if (url.pathname === '/api/cdek/delivery-points') {
        const point = { type: 'PVZ', workTime: 'Пн-Вс 10:00-21:00' };
        return {
          body: [
            { ...point, code: 'RYZ3', address: 'ул. Есенина, 13', addressFull: 'Рязань, ул. Есенина, 13' },
            { ...point, code: 'RYZ7', address: 'ул. Ленина, 1', addressFull: 'Рязань, ул. Ленина, 1' },
          ],
        };
      }
      return undefined;
    });
    render(<ProfileScreen apiBase={freshApiBase()} />);
    await screen.findByText(profileTexts.client('Анна'));
    fireEvent.change(screen.getByRole('combobox', { name: checkoutTexts.city }), { target: { value: 'Ряз' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Рязань, Рязанская обл., Россия' }));
    const point = `${checkoutTexts.choosePoint} ${checkoutTexts.pointOfButton('ул. Есенина, 13')}`;
    fireEvent.click(await screen.findByRole('button', { name: point }));
    const code = screen.getByLabelText(profileTexts.cdekPvzCode) as HTMLInputElement;
    expect(code.value).toBe('RYZ3');

    fireEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    await screen.findByText(profileTexts.saved);
    const saved = fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/web/client/information') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(saved).toEqual([expect.objectContaining({ cdekPvzCode: 'RYZ3' })]);
  });
});
