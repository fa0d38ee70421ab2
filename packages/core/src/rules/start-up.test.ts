import { describe, expect, it } from 'vitest';
import {
  accessKeyOf,
  addressWithoutAccessKey,
  convertAccountSearch,
  isVkLoginFailure,
  signInModeOf,
  vkCallbackQueryOf,
  vkLoginFailedSearch,
} from './start-up.js';

describe('access key of the start address', () => {
  it('reads access_key and ignores an empty one', () => {
    expect(accessKeyOf('?access_key=abc123')).toBe('abc123');
    expect(accessKeyOf('?other=1&access_key=%20k%20')).toBe('k');
    expect(accessKeyOf('?access_key=')).toBeNull();
    expect(accessKeyOf('')).toBeNull();
  });

  it('removes only the key from the address', () => {
    expect(addressWithoutAccessKey({ pathname: '/', search: '?access_key=abc', hash: '' })).toBe('/');
    expect(addressWithoutAccessKey({ pathname: '/order/5', search: '?a=1&access_key=abc&b=2', hash: '#x' })).toBe(
      '/order/5?a=1&b=2#x',
    );
  });
});

describe('VK ID return parameters', () => {
  it('takes code, state, device_id and the optional ext_id', () => {
    expect(vkCallbackQueryOf('?code=c&state=s&device_id=d&ext_id=e&type=code_v2')).toEqual({
      code: 'c',
      state: 's',
      device_id: 'd',
      ext_id: 'e',
    });
    expect(vkCallbackQueryOf('?code=c&state=s&device_id=d')).toEqual({ code: 'c', state: 's', device_id: 'd' });
  });

  it('is null when a required parameter is missing', () => {
    expect(vkCallbackQueryOf('?code=c&state=s')).toBeNull();
    expect(vkCallbackQueryOf('?error=access_denied&state=s')).toBeNull();
  });
});

describe('login page address', () => {
  it('opens in the mode the query asks for; convert only for a temporary session', () => {
    expect(signInModeOf('', false)).toBe('login');
    expect(signInModeOf('?mode=register', false)).toBe('register');
    expect(signInModeOf(convertAccountSearch, true)).toBe('convert');
    expect(signInModeOf(convertAccountSearch, false)).toBe('login');
    expect(signInModeOf('?mode=other', true)).toBe('login');
  });

  it('knows the failed VK ID return', () => {
    expect(isVkLoginFailure(vkLoginFailedSearch)).toBe(true);
    expect(isVkLoginFailure('?error=vk_auth_failed&x=1')).toBe(true);
    expect(isVkLoginFailure('?error=other')).toBe(false);
    expect(isVkLoginFailure('')).toBe(false);
  });
});
