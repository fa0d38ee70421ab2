import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StartAddress, type StartUpHost, startUp, type VkReturnState, vkFailureDisplayMs } from './start-up.js';

type SignInResult = { success: boolean };

function fakeSession(result: SignInResult = { success: true }) {
  return {
    start: vi.fn(async () => {}),
    loginWithAccessKey: vi.fn(async (_key: string) => result as never),
    loginWithVk: vi.fn(async (_query: unknown) => result as never),
  };
}

function fakeHost() {
  const host = {
    routes: { home: '/', dashboard: '/dashboard', login: '/login', vkLoginFailed: '/login?error=vk_auth_failed' },
    redirect: vi.fn((_path: string) => {}),
    replaceAddress: vi.fn((_address: string) => {}),
  } satisfies StartUpHost;
  return host;
}

function address(text: string): StartAddress {
  const url = new URL(text, 'https://shop.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up', () => {
  it('restores the saved session when the address asks for nothing', () => {
    const session = fakeSession();
    const host = fakeHost();
    startUp(session, address('/orders?filter=archive'), host, vi.fn());
    expect(session.start).toHaveBeenCalledTimes(1);
    expect(session.loginWithAccessKey).not.toHaveBeenCalled();
    expect(host.replaceAddress).not.toHaveBeenCalled();
  });

  it('signs in with access_key, drops it from the address and goes to the dashboard', async () => {
    const session = fakeSession();
    const host = fakeHost();
    startUp(session, address('/?access_key=key-1&utm=vk'), host, vi.fn());
    expect(session.loginWithAccessKey).toHaveBeenCalledWith('key-1');
    expect(host.replaceAddress).toHaveBeenCalledWith('/?utm=vk');
    await vi.waitFor(() => expect(host.redirect).toHaveBeenCalledWith('/dashboard'));
    expect(session.start).not.toHaveBeenCalled();
  });

  it('an access key on the order-link page signs in and stays on that page, without the key', async () => {
    const session = fakeSession();
    const host = fakeHost();
    startUp(session, address('/order/abc/payment?access_key=key-2'), host, vi.fn());
    expect(session.loginWithAccessKey).toHaveBeenCalledWith('key-2');
    expect(host.replaceAddress).toHaveBeenCalledWith('/order/abc/payment');
    await vi.waitFor(() => expect(host.redirect).toHaveBeenCalledWith('/order/abc/payment'));
  });

  it('sends an invalid access key to the login page', async () => {
    const host = fakeHost();
    startUp(fakeSession({ success: false }), address('/?access_key=bad'), host, vi.fn());
    await vi.waitFor(() => expect(host.redirect).toHaveBeenCalledWith('/login'));
  });

  it('handles the VK ID return first and goes home on success', async () => {
    const session = fakeSession();
    const host = fakeHost();
    const states: VkReturnState[] = [];
    startUp(session, address('/auth/vk/callback?code=c&state=s&device_id=d&access_key=ignored'), host, (state) =>
      states.push(state),
    );
    expect(session.loginWithVk).toHaveBeenCalledWith({ code: 'c', state: 's', device_id: 'd' });
    expect(session.loginWithAccessKey).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(host.redirect).toHaveBeenCalledWith('/'));
    expect(states).toEqual(['signing-in']);
  });

  it('shows the VK failure, then goes to the login page that says so', async () => {
    vi.useFakeTimers();
    const session = fakeSession();
    const host = fakeHost();
    const states: VkReturnState[] = [];
    startUp(session, address('/auth/vk/callback?error=access_denied'), host, (state) => states.push(state));
    expect(session.loginWithVk).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(states).toEqual(['signing-in', 'failed']));
    expect(host.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(vkFailureDisplayMs);
    expect(host.redirect).toHaveBeenCalledWith('/login?error=vk_auth_failed');
  });
});
