import { APP_ERROR_STATUS, type AppErrorCode } from '@afilia/validators';

/** The one error type services throw. The code is an i18n key; the tRPC layer maps it to an HTTP status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Interpolation values for the translated message, e.g. `{ limit: '3' }`. */
  readonly params: Record<string, string> | undefined;

  constructor(code: AppErrorCode, options?: { cause?: unknown; params?: Record<string, string> }) {
    super(code, options);
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
    this.params = options?.params;
  }
}

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
