import { profileTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { cleanup, render, screen } from '@testing-library/react';
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
});
