import { AppError } from '@afilia/api';
import type { TRPCError } from '@trpc/server';

/**
 * tRPC's `responseMeta`: a `Retry-After` header (the longest wait among the refused calls) when a call was
 * refused by a rate limit that knows its wait. The JSON body still carries `errors.rateLimited`.
 */
export function retryAfterResponseMeta({ errors }: { errors: readonly TRPCError[] }) {
  let seconds = 0;
  for (const error of errors) {
    if (error.code !== 'TOO_MANY_REQUESTS' || !(error.cause instanceof AppError)) continue;
    const wait = Number(error.cause.params?.retryAfterSeconds);
    if (wait > seconds) seconds = wait;
  }
  return seconds > 0 ? { headers: { 'retry-after': String(seconds) } } : {};
}
