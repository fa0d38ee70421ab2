import { describe, expect, it } from 'vitest';
import { defaultPreviewWorkers, loadFilesConfig } from '../../src/files/config.js';

const gib = 1024 ** 3;

describe('files configuration', () => {
  it('starts a preview worker per core, bounded by memory and by 8, and never fewer than 2', () => {
    expect(defaultPreviewWorkers(4, 16 * gib)).toBe(4);
    expect(defaultPreviewWorkers(64, 256 * gib)).toBe(8);
    expect(defaultPreviewWorkers(16, 3 * gib)).toBe(3);
    expect(defaultPreviewWorkers(1, 16 * gib)).toBe(2);
    expect(defaultPreviewWorkers(8, gib / 2)).toBe(2);
  });

  it('reads the worker count and the pending cap per customer from the environment', () => {
    const { preview } = loadFilesConfig('/data', { PREVIEW_WORKERS: '3', PREVIEW_PENDING_PER_CUSTOMER: '5' });
    expect(preview).toMatchObject({ workers: 3, pendingPerCustomer: 5 });
    expect(loadFilesConfig('/data', {}).preview.pendingPerCustomer).toBe(20);
    expect(() => loadFilesConfig('/data', { PREVIEW_PENDING_PER_CUSTOMER: '0' })).toThrow(
      /PREVIEW_PENDING_PER_CUSTOMER/,
    );
  });
});
