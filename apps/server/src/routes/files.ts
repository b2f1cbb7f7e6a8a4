import type { StorageBucket, StorageService } from '@afilia/api/server';
import type { Database } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

const KEY = /^[A-Za-z0-9._-]{1,100}$/;

function contentDisposition(name: string | null): string {
  if (!name) return 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /files/product-images/:key is public and cached for a year (keys never change content), with the image
 * type its magic bytes showed.
 * GET /files/product-files/:key needs a valid, unexpired signature (see files.signedUrl); otherwise 403. It is
 * always an application/octet-stream attachment, whatever type the uploader declared.
 */
export function registerFileRoutes(app: FastifyInstance, deps: { db: Database; storage: StorageService }) {
  async function serve(
    bucket: StorageBucket,
    key: string,
    reply: import('fastify').FastifyReply,
    download: boolean,
  ) {
    if (!KEY.test(key)) return reply.code(404).send({ error: { appCode: 'errors.storage.notFound' } });
    const object = await deps.storage.open(deps.db, bucket, key);
    if (!object) return reply.code(404).send({ error: { appCode: 'errors.storage.notFound' } });
    // Private files are whatever the uploader sent: never let the browser render them from our origin.
    reply
      .type(download ? 'application/octet-stream' : object.file.mime)
      .header('content-length', String(object.size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', download ? 'private, no-store' : 'public, max-age=31536000, immutable');
    if (download) reply.header('content-disposition', contentDisposition(object.file.originalName));
    return reply.send(object.body);
  }

  app.get<{ Params: { key: string } }>('/files/product-images/:key', (request, reply) =>
    serve('product-images', request.params.key, reply, false),
  );

  app.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
    '/files/product-files/:key',
    (request, reply) => {
      const { expires, signature } = request.query;
      if (!deps.storage.verifySignedUrl('product-files', request.params.key, expires, signature)) {
        return reply.code(403).send({ error: { appCode: 'errors.storage.invalidSignature' } });
      }
      return serve('product-files', request.params.key, reply, true);
    },
  );
}
