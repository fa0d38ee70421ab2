import type { SessionStore } from '@stickers62/core/stores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $vkCallback, startUp, vkFailureDisplayMs } from './start-up';

type SignInResult = { success: boolean };

function fakeSession(result: SignInResult = { success: true }) {
  return {
    start: vi.fn(async () => {}),
    loginWithAccessKey: vi.fn(async (_key: string) => result),
    loginWithVk: vi.fn(async (_query: unknown) => result),
  };
}

function open(address: string) {
  window.history.replaceState(null, '', address);
  return window.location;
}

const asStore = (session: ReturnType<typeof fakeSession>) => session as unknown as SessionStore;

beforeEach(() => {
  $vkCallback.set('signing-in');
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('start-up', () => {
  it('restores the saved session when the address asks for nothing', () => {
    const session = fakeSession();
    startUp(asStore(session), open('/orders?filter=archive'));
    expect(session.start).toHaveBeenCalledTimes(1);
    expect(session.loginWithAccessKey).not.toHaveBeenCalled();
  });

  it('signs in with access_key, drops it from the address and goes to /dashboard', async () => {
    const session = fakeSession();
    startUp(asStore(session), open('/?access_key=key-1&utm=vk'));
    expect(session.loginWithAccessKey).toHaveBeenCalledWith('key-1');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?utm=vk');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(session.start).not.toHaveBeenCalled();
  });

  it('sends an invalid access key to /login', async () => {
    const session = fakeSession({ success: false });
    startUp(asStore(session), open('/?access_key=bad'));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('handles the VK ID return first and goes home on success', async () => {
    const session = fakeSession();
    startUp(asStore(session), open('/auth/vk/callback?code=c&state=s&device_id=d&access_key=ignored'));
    expect(session.loginWithVk).toHaveBeenCalledWith({ code: 'c', state: 's', device_id: 'd' });
    expect(session.loginWithAccessKey).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows the VK failure, then goes to /login?error=vk_auth_failed', async () => {
    vi.useFakeTimers();
    const session = fakeSession();
    startUp(asStore(session), open('/auth/vk/callback?error=access_denied'));
    expect(session.loginWithVk).not.toHaveBeenCalled();
    await vi.waitFor(() => expect($vkCallback.get()).toBe('failed'));
    expect(window.location.pathname).toBe('/auth/vk/callback');
    vi.advanceTimersByTime(vkFailureDisplayMs);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?error=vk_auth_failed');
  });
});
