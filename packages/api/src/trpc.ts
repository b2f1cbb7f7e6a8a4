import { type Capability, scopeOf } from '@afilia/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import { AppError, isDatabaseUnavailable, isDataException } from './errors';
import { type RateLimitDecision, retryAfterSeconds } from './rate-limiter';
import { refusedCallerKey } from './refused-callers';
import { signedInActor } from './services/auth/resolve-actor';

type TrpcCode = ConstructorParameters<typeof TRPCError>[0]['code'];

const STATUS_TO_TRPC: Record<number, TrpcCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

const DEFAULT_APP_CODE: Partial<Record<TrpcCode, string>> = {
  UNAUTHORIZED: 'errors.auth.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  TOO_MANY_REQUESTS: 'errors.rateLimited',
  NOT_FOUND: 'errors.notFound',
  BAD_REQUEST: 'errors.validation',
  PARSE_ERROR: 'errors.validation',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
};

export interface ZodIssueDto {
  path: string[];
  message: string;
}

function zodIssuesOf(cause: unknown): ZodIssueDto[] | undefined {
  if (!cause || typeof cause !== 'object' || (cause as { name?: unknown }).name !== 'ZodError')
    return undefined;
  const issues = (cause as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? [];
  return issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
}

/**
 * Who may call a procedure: anyone ('public', the default), any signed-in user ('signedIn') or the roles
 * with a capability. The authorization matrix test reads it to check each row names the procedure's rule.
 */
export interface ProcedureMeta {
  access: Capability | 'signedIn' | 'public';
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const zodIssues = zodIssuesOf(error.cause);
      const appCode =
        error.cause instanceof AppError
          ? error.cause.code
          : zodIssues
            ? 'errors.validation'
            : (DEFAULT_APP_CODE[error.code] ?? 'errors.internal');
      const { stack: _stack, ...data } = shape.data;
      const appParams = error.cause instanceof AppError ? (error.cause.params ?? null) : null;
      return {
        ...shape,
        message: appCode,
        // The id support asks for: it finds the request's log lines (`reqId`).
        data: {
          ...data,
          appCode,
          appParams,
          zodIssues: zodIssues ?? null,
          requestId: ctx?.request.id ?? null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The TRPCError an AppError maps to: the status its code names, the code as the message. */
function toTrpcError(cause: AppError): TRPCError {
  return new TRPCError({
    code: STATUS_TO_TRPC[cause.status] ?? 'INTERNAL_SERVER_ERROR',
    message: cause.code,
    cause,
  });
}

/** 429 `errors.rateLimited`, carrying the wait in seconds (the server sends it as `Retry-After` too). */
function rateLimited(decision: RateLimitDecision): AppError {
  return new AppError('errors.rateLimited', {
    params: { retryAfterSeconds: String(retryAfterSeconds(decision)) },
  });
}

/**
 * The API tier: per user when signed in, per client IP otherwise, with separate budgets for queries (reads)
 * and mutations (writes), so that people sharing an address (an office, a carrier's CGNAT) do not share a
 * budget once signed in. It runs once per call, so a batch of n calls counts n times. See docs/decisions/016.
 */
async function enforceApiRateLimit(ctx: Context, type: 'query' | 'mutation' | 'subscription') {
  const limits = ctx.apiRateLimits;
  const userId = ctx.session?.user.id;
  const writes = type !== 'query';
  const decision = userId
    ? await (writes ? limits.signedInWrites : limits.signedInReads).hit(`user:${userId}`)
    : await (writes ? limits.anonymousWrites : limits.anonymousReads).hit(`ip:${ctx.request.ip}`);
  if (!decision.allowed) {
    if (!userId)
      limits.anonymousRefused?.remember(refusedCallerKey(writes, ctx.request.ip), decision.retryAfterMs);
    throw toTrpcError(rateLimited(decision));
  }
}

/**
 * Every procedure's first step, one middleware rather than three (each middleware level costs tRPC two
 * copies of the call's options, which showed in the hot path's profile):
 * - the API rate limit (above);
 * - a mutation may change what the caller's own sessions carry (profile, plan, password, logout, …): once it
 *   has run, its transaction committed, the session cache drops them, here and on every instance;
 * - an AppError thrown by a service becomes a TRPCError with the status its code maps to, and a PostgreSQL
 *   data exception (a value the database refused) 400 `errors.invalidInput`, and a lost or unreachable database
 *   503 `errors.serviceUnavailable`.
 */
const apiGate = t.middleware(async ({ ctx, type, next }) => {
  await enforceApiRateLimit(ctx, type);
  const result = await next();
  if (type === 'mutation' && ctx.session) await ctx.sessionCache.invalidateUser(ctx.session.user.id);
  if (result.ok) return result;
  const cause = knownCause(result.error.cause);
  if (cause) throw toTrpcError(cause);
  return result;
});

/** The AppError a procedure's failure stands for, when it is one the client can act on. */
function knownCause(cause: unknown): AppError | null {
  if (cause instanceof AppError) return cause;
  if (isDataException(cause)) return new AppError('errors.invalidInput', { cause });
  if (isDatabaseUnavailable(cause)) return new AppError('errors.serviceUnavailable', { cause });
  return null;
}

export const publicProcedure = t.procedure.use(apiGate);

/** The strict rate-limit tier (per client IP and procedure), for auth, contact and checkout mutations. */
export const strictRateLimit = t.middleware(async ({ ctx, path, next }) => {
  const decision = await ctx.authRateLimiter.hit(`${path}:${ctx.request.ip}`);
  if (!decision.allowed) throw rateLimited(decision);
  return next();
});

export const strictPublicProcedure = publicProcedure.use(strictRateLimit);

/** A signed-in user with an active account is guaranteed (see signedInActor). */
export const authedProcedure = publicProcedure
  .meta({ access: 'signedIn' })
  .use(({ ctx, next }) => next({ ctx: signedInActor(ctx.session) }));

export const strictAuthedProcedure = authedProcedure.use(strictRateLimit);

/**
 * A signed-in user whose role has the capability (any other role gets FORBIDDEN); `ctx.scope` says how far
 * it reaches ('own' or 'any').
 */
export function capabilityProcedure(capability: Capability) {
  // One step for the signed-in check and the role's capability (see apiGate on the cost of a step).
  return publicProcedure.meta({ access: capability }).use(({ ctx, next }) => {
    const signedIn = signedInActor(ctx.session);
    const scope = scopeOf(signedIn.actor.role, capability);
    if (!scope) throw new AppError('errors.forbidden');
    return next({ ctx: { ...signedIn, scope } });
  });
}
