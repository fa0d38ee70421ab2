import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('storage configuration', () => {
  it('keeps files on the local disk when STORAGE is not set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads every S3 variable', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_REGION: 'ru-central1',
      S3_BUCKET: 'stickers62-layouts',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      bucket: 'stickers62-layouts',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves credentials to the SDK when no key is given, with AWS defaults', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'layouts' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'layouts',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('names each invalid storage variable', () => {
    const incomplete = () => loadConfig({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'id' });
    expect(incomplete).toThrow(ConfigError);
    expect(incomplete).toThrow(/S3_BUCKET: обязателен при STORAGE=s3/);
    expect(incomplete).toThrow(/S3_SECRET_ACCESS_KEY: задается вместе с S3_ACCESS_KEY_ID/);
    const malformed = () => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'yes' });
    expect(malformed).toThrow(/S3_ENDPOINT/);
    expect(malformed).toThrow(/S3_FORCE_PATH_STYLE: true или false/);
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE: local или s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: имя бакета/);
  });
});
