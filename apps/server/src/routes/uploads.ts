import {
  AppError,
  BUCKET_RULES,
  type RateLimiter,
  resolveActor,
  type SignedIn,
  type StorageBucket,
  type StorageService,
} from '@afilia/api/server';
import { type SessionCache, sessionCookieName } from '@afilia/auth';
import { type Database, STORAGE_BUCKETS } from '@afilia/db';
import { can, UPLOAD_CAPABILITIES } from '@afilia/validators';
import type {} from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';

function sendError(reply: FastifyReply, error: AppError) {
  return reply.code(error.status).send({ error: { appCode: error.code, appParams: error.params ?? null } });
}

/** The signed-in caller, or the refusal a tRPC procedure would give them (same resolver, same errors). */
async function signedInOrRefusal(
  db: Database,
  sessions: Pick<SessionCache, 'validate'>,
  token: string | undefined,
): Promise<SignedIn | AppError> {
  try {
    return await resolveActor(db, sessions, token);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * POST /api/uploads/:bucket (multipart, one file field). Each bucket needs its capability
 * (UPLOAD_CAPABILITIES): product files producers and admins, images (product images and profile photos) every
 * role. The file streams to the storage driver; the bucket's size limit answers 413 and a non-image in product-images 415. Each user may
 * upload RATE_LIMIT_UPLOAD_MAX files per window (429) and store up to their quota (413 quotaExceeded).
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: StorageService;
    secureCookies: boolean;
    uploadRateLimiter: RateLimiter;
    sessionCache: Pick<SessionCache, 'validate'>;
  },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the largest bucket limit: the storage service enforces each bucket's own limit.
      limits: { fileSize: BUCKET_RULES['product-files'].maxBytes + 1, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: false,
    });

    scope.post<{ Params: { bucket: string } }>('/api/uploads/:bucket', async (request, reply) => {
      const bucket = request.params.bucket as StorageBucket;
      if (!(STORAGE_BUCKETS as readonly string[]).includes(bucket))
        return sendError(reply, new AppError('errors.notFound'));
      const token = request.cookies[sessionCookieName(deps.secureCookies)];
      const signedIn = await signedInOrRefusal(deps.db, deps.sessionCache, token);
      if (signedIn instanceof AppError) return sendError(reply, signedIn);
      const { session, actor } = signedIn;
      if (!can(actor.role, UPLOAD_CAPABILITIES[bucket]))
        return sendError(reply, new AppError('errors.forbidden'));
      const throttle = await deps.uploadRateLimiter.hit(`upload:${session.user.id}`);
      if (!throttle.allowed) {
        reply.header('retry-after', String(Math.ceil(throttle.retryAfterMs / 1000)));
        return sendError(reply, new AppError('errors.rateLimited'));
      }
      if (!request.isMultipart()) return sendError(reply, new AppError('errors.storage.noFile'));

      const part = await request.file();
      if (!part) return sendError(reply, new AppError('errors.storage.noFile'));
      try {
        const stored = await deps.storage.upload(deps.db, {
          bucket,
          ownerId: session.user.id,
          body: part.file,
          originalName: part.filename,
          declaredType: part.mimetype,
        });
        return reply.code(201).send(stored);
      } catch (error) {
        // Drain what is left of the request so the client receives the answer.
        part.file.resume();
        if (error instanceof AppError) {
          const limited =
            error.code === 'errors.storage.fileTooLarge'
              ? new AppError('errors.storage.fileTooLarge', {
                  params: { limit: `${BUCKET_RULES[bucket].maxBytes / 1024 / 1024} MB` },
                })
              : error;
          return sendError(reply, limited);
        }
        throw error;
      }
    });
  });
}
