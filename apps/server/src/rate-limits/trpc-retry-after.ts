import { AppError } from '@afilia/api/server';
import type { TRPCError } from '@trpc/server';

/** What a client is told to wait when the database was unavailable: about as long as a restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * tRPC's `responseMeta`: a `Retry-After` header (the longest wait among the refused calls) when a call was
 * refused by a rate limit that knows its wait, or a few seconds when the database was unavailable. The JSON body
 * still carries the error's code.
 */
export function retryAfterResponseMeta({ errors }: { errors: readonly TRPCError[] }) {
  let seconds = 0;
  for (const error of errors) {
    if (error.code === 'SERVICE_UNAVAILABLE') seconds = Math.max(seconds, DATABASE_RETRY_AFTER_SECONDS);
    if (error.code !== 'TOO_MANY_REQUESTS' || !(error.cause instanceof AppError)) continue;
    const wait = Number(error.cause.params?.retryAfterSeconds);
    if (wait > seconds) seconds = wait;
  }
  return seconds > 0 ? { headers: { 'retry-after': String(seconds) } } : {};
}
