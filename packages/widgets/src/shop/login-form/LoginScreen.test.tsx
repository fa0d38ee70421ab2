import type { User } from '@stickers62/core/contract';
import { getShopStores, memoryStorage } from '@stickers62/core/stores';
import { loginTexts, paymentTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './LoginScreen';
import { TemporaryAccessBanner } from './TemporaryAccessBanner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let serverNumber = 0;
/** Stores of an API address of the test's own, with a stored token when given. */
function apiBase(accessToken?: string) {
  serverNumber += 1;
  const base = `https://shop-login${serverNumber}.test`;
  getShopStores(base, { storage: memoryStorage(accessToken ? { accessToken } : {}), createXhr: null, log: () => {} });
  return base;
}

const customer: User = { id: 7, username: 'anna', name: 'Анна', role: 'customer', isTemporary: false };

const paths = { home: '/', orders: '/orders', login: '/login' };

function signInServer(url: URL) {
  if (url.pathname === '/api/auth/login') return { body: { token: 'good', refreshToken: 'r' } };
  if (url.pathname === '/api/auth/verify') return { body: customer };
  if (url.pathname === '/api/web/auth/vkauth-params') return { status: 500, body: {} };
  if (url.pathname === '/api/web/auth/check-account') return { body: { hasAccount: true } };
  return undefined;
}

describe('LoginScreen', () => {
  it('signs in and goes home in place of the login page', async () => {
    mockFetch(signInServer);
    const navigate = vi.fn();
    render(<LoginScreen search="" navigate={navigate} paths={paths} apiBase={apiBase()} />);
    await userEvent.type(screen.getByLabelText(loginTexts.username, { exact: false }), 'anna');
    await userEvent.type(screen.getByLabelText(loginTexts.password, { exact: false }), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: loginTexts.submitLogin }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('returns to where a guest was going (?next=) after signing in', async () => {
    mockFetch(signInServer);
    const navigate = vi.fn();
    render(<LoginScreen search="next=%2Fcart" navigate={navigate} paths={paths} apiBase={apiBase()} />);
    await userEvent.type(screen.getByLabelText(loginTexts.username, { exact: false }), 'anna');
    await userEvent.type(screen.getByLabelText(loginTexts.password, { exact: false }), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: loginTexts.submitLogin }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('says why after a failed VK ID return, and when VK ID cannot be reached', async () => {
    mockFetch(signInServer);
    const openUrl = vi.fn();
    render(
      <LoginScreen
        search="error=vk_auth_failed"
        navigate={vi.fn()}
        paths={paths}
        openUrl={openUrl}
        apiBase={apiBase()}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(loginTexts.vkCallbackError);
    await userEvent.click(screen.getByRole('button', { name: loginTexts.vkLogin }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(loginTexts.vkUnknownError));
    expect(openUrl).not.toHaveBeenCalled();
  });
});

describe('TemporaryAccessBanner', () => {
  it('offers the permanent account to a temporary session without one', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/verify') return { body: { ...customer, isTemporary: true } };
      if (url.pathname === '/api/web/auth/check-account') return { body: { hasAccount: false } };
      return undefined;
    });
    const navigate = vi.fn();
    render(<TemporaryAccessBanner navigate={navigate} paths={paths} apiBase={apiBase('temporary')} />);
    const link = await screen.findByRole('link', { name: paymentTexts.createPermanent });
    expect(link.getAttribute('href')).toBe('/login?mode=convert');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/login?mode=convert');
  });
});
