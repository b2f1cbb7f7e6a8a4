import { AppError, BUCKET_RULES, type StorageBucket, type StorageService } from '@afilia/api';
import { SESSION_COOKIE_NAME, validateSessionToken } from '@afilia/auth';
import { type Database, STORAGE_BUCKETS } from '@afilia/db';
import { deriveRole } from '@afilia/validators';
import type {} from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';

function sendError(reply: FastifyReply, error: AppError) {
  return reply.code(error.status).send({ error: { appCode: error.code, appParams: error.params ?? null } });
}

/**
 * POST /api/uploads/:bucket (multipart, one file field). Product files: producers and admins; images (product
 * images and profile photos): every active user. The file streams to the
 * storage driver; the bucket's size limit answers 413 and a non-image in product-images 415.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: StorageService },
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
      const token = request.cookies[SESSION_COOKIE_NAME];
      const session = token ? await validateSessionToken(deps.db, token) : null;
      if (session?.profile.status !== 'active')
        return sendError(reply, new AppError('errors.auth.unauthenticated'));
      const role = deriveRole({
        is_admin: session.profile.isAdmin,
        is_producer: session.profile.isProducer,
        is_reseller: session.profile.isReseller,
      });
      // Resellers upload only images (their profile photo); product files belong to producers.
      if (role === 'reseller' && bucket !== 'product-images')
        return sendError(reply, new AppError('errors.forbidden'));
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
