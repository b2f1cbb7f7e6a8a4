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

/** Whether a SQLSTATE along the error's cause chain matches (node-postgres and PGlite both expose `code`). */
function hasSqlState(error: unknown, matches: (sqlState: string) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && matches(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, (sqlState) => sqlState === '23505');
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: invalid byte sequence, invalid text representation
 * such as a malformed uuid, string too long, datetime or numeric out of range, ...): the client sent a
 * value the database cannot take, so it is answered as bad input, never as a server error.
 */
export function isDataException(error: unknown): boolean {
  return hasSqlState(error, (sqlState) => sqlState.startsWith('22'));
}

/** SQLSTATEs of a database that went away or refuses connections for now (class 08, shutdown, overload). */
const UNAVAILABLE_SQL_STATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors on the way to the database. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says so in messages only: a connection that ended, broke, or could not be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended)/;

/**
 * Whether the error means the database could not be reached or dropped the connection (a restart, a failover,
 * a network blip). Its transaction either committed before the loss or rolled back, never half; trying again in a
 * few seconds may work, so it is answered 503 `errors.serviceUnavailable`, never 500, and the pool opens new
 * connections by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQL_STATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
