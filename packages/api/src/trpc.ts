import { deriveRole, type Role } from '@afilia/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import { AppError } from './errors';

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

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
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
      data: { ...data, appCode, appParams, zodIssues: zodIssues ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns an AppError thrown by a service into a TRPCError with the status its code maps to. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({
      code: STATUS_TO_TRPC[cause.status] ?? 'INTERNAL_SERVER_ERROR',
      message: cause.code,
      cause,
    });
  }
  return result;
});

export const publicProcedure = t.procedure.use(appErrors);

/** The strict rate-limit tier (per client IP and procedure), for auth, contact and checkout mutations. */
const strictRateLimit = t.middleware(async ({ ctx, path, next }) => {
  const decision = await ctx.authRateLimiter.hit(`${path}:${ctx.request.ip}`);
  if (!decision.allowed) throw new AppError('errors.rateLimited');
  return next();
});

export const strictPublicProcedure = publicProcedure.use(strictRateLimit);

/** A signed-in user with an active account is guaranteed. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  const session = ctx.session;
  if (!session) throw new AppError('errors.auth.unauthenticated');
  if (session.profile.status === 'suspended') throw new AppError('errors.auth.accountSuspended');
  if (session.profile.status === 'deactivated') throw new AppError('errors.auth.accountDeactivated');
  const role = deriveRole({
    is_admin: session.profile.isAdmin,
    is_producer: session.profile.isProducer,
    is_reseller: session.profile.isReseller,
  });
  return next({ ctx: { ...ctx, session, actor: { id: session.user.id, role, profile: session.profile } } });
});

export const strictAuthedProcedure = authedProcedure.use(strictRateLimit);

/** A signed-in user with one of the given roles; any other role gets FORBIDDEN. */
export function roleProcedure(...roles: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.actor.role)) throw new AppError('errors.forbidden');
    return next();
  });
}
