// The process itself: where it listens and stores, its database and Redis, its jobs, logs and metrics.
import { z } from 'zod';
import { optionalUrl } from './env-values';

export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl(),
  DATA_DIR: z.string().default('./.data'),
  APP_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  BILLING_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(600),
  ORPHAN_FILES_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(60).default(3600),
  CLICK_FLUSH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  REDIS_URL: optionalUrl(),
  REPORT_EXPORT_MAX_PER_USER: z.coerce.number().int().min(1).default(1),
  REPORT_EXPORT_MAX_CONCURRENT: z.coerce.number().int().min(1).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
