import { defaultParcelEstimate } from '@stickers62/core/rules';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('shipment settings', () => {
  it('default to the sandbox office, a half-hour poll and core’s parcel estimate', () => {
    const { providers } = loadConfig({});
    expect(providers).toMatchObject({
      cdekShipmentPoint: 'RYZ3',
      cdekPollIntervalMs: 30 * 60 * 1000,
      cdekParcelEstimate: defaultParcelEstimate,
    });
  });

  it('take the office, the poll interval, the sandbox step and an estimate per format over core’s', () => {
    const { providers } = loadConfig({
      CDEK_SHIPMENT_POINT: 'RYZ12',
      CDEK_POLL_INTERVAL_MS: '600000',
      CDEK_SANDBOX_STEP_MS: '5000',
      CDEK_PARCEL_ESTIMATE: '{"sheetGrams":{"A4":12},"packagingGrams":150}',
    });
    expect(providers).toMatchObject({
      cdekShipmentPoint: 'RYZ12',
      cdekPollIntervalMs: 600_000,
      cdekSandboxStepMs: 5000,
    });
    expect(providers?.cdekParcelEstimate).toEqual({
      ...defaultParcelEstimate,
      packagingGrams: 150,
      sheetGrams: { ...defaultParcelEstimate.sheetGrams, A4: 12 },
    });
  });

  it('refuse an estimate that is not the settings’ JSON, naming the variable', () => {
    for (const wrong of ['{"sheetGrams":{"A4":-1}}', '{"grams":1}', 'not json']) {
      expect(() => loadConfig({ CDEK_PARCEL_ESTIMATE: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ CDEK_PARCEL_ESTIMATE: wrong })).toThrow(/CDEK_PARCEL_ESTIMATE/);
    }
  });
});
