import { z } from 'zod';

/** Where layouts and previews are kept: the local disk under DATA_DIR, or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);

export interface S3StorageConfig {
  /** The service's address (Yandex Object Storage, MinIO); absent means AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Absent: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

const text = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Spread into the server's environment schema. */
export const storageEnvironmentShape = {
  STORAGE: text.pipe(z.enum(['local', 's3'], 'local или s3').default('local')),
  S3_ENDPOINT: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: text.pipe(z.string().default('us-east-1')),
  S3_BUCKET: text.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'имя бакета: 3–63 символа a-z, 0-9, точка, дефис')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: text.pipe(z.enum(['true', 'false'], 'true или false').default('false')),
};

type StorageEnvironment = z.output<z.ZodObject<typeof storageEnvironmentShape>>;

/** For the environment schema's `superRefine`: S3 needs a bucket, and a key id goes with its secret. */
export function checkStorageSettings(env: StorageEnvironment, context: z.RefinementCtx<unknown>): void {
  if (env.STORAGE !== 's3') return;
  if (!env.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'обязателен при STORAGE=s3' });
  const [id, secret] = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (Boolean(env[id]) !== Boolean(env[secret])) {
    context.addIssue({
      code: 'custom',
      path: [env[id] ? secret : id],
      message: `задается вместе с ${env[id] ? id : secret}`,
    });
  }
}

export function storageConfigFrom(env: StorageEnvironment): StorageConfig {
  if (env.STORAGE !== 's3' || !env.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}
