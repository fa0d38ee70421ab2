import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/log-redaction.js';

describe('log redaction', () => {
  it('hides access keys and sign-in codes in logged URLs', () => {
    expect(redactUrl('/api/auth/login?accessKey=abc123')).toBe('/api/auth/login?accessKey=***');
    expect(redactUrl('/api/web/auth/vkauth?code=c&state=s&device_id=d&ext_id=e')).toBe(
      '/api/web/auth/vkauth?code=***&state=***&device_id=***&ext_id=e',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/web/orders/list?active=true')).toBe('/api/web/orders/list?active=true');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
