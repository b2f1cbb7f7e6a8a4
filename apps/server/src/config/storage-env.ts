// Stored files (local disk or S3) and the secrets that sign file links and seal payment keys.
import { z } from 'zod';
import { bool, optionalString, optionalUrl } from './env-values';

export const storageEnvSchema = z.object({
  FILES_SIGNING_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: optionalUrl(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),
  APP_ENCRYPTION_KEY: optionalString,
  APP_ENCRYPTION_PREVIOUS_KEYS: optionalString,
});

type StorageEnv = z.infer<typeof storageEnvSchema>;

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** S3 when its endpoint, bucket and both keys are set; null stores files on the local disk. */
export function s3From(env: StorageEnv): S3Config | null {
  return env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      }
    : null;
}
