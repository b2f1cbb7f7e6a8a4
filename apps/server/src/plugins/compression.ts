import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this a response goes out as it is: the headers and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Routes answered uncompressed whatever their size: probes, polled often and read by machines. */
const UNCOMPRESSED_ROUTES = new Set(['/healthz', '/readyz']);
/**
 * Stored files (images, PDFs, videos up to hundreds of MB) are mostly compressed already; compressing them
 * on the fly would cost CPU per download and drop their Content-Length (no progress bar, no resume).
 */
const UNCOMPRESSED_PREFIXES = ['/files/'];

/**
 * Compresses dynamic responses (tRPC JSON, server-rendered HTML) above the threshold, brotli at quality 4 or
 * gzip at level 5: a fraction of a millisecond for a page, most of the gain of the slow settings. The web
 * build's files are compressed at build time instead (apps/web/scripts/precompress.mjs, served by
 * @fastify/static's `preCompressed`); their routes, and responses already encoded, are left alone here.
 * Register before the routes: it applies to routes added after it.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before @fastify/compress's own onRoute hook (registered next), which reads `compress`.
  app.addHook('onRoute', (route) => {
    const servesBuiltFile =
      typeof route.config === 'object' && route.config !== null && 'file' in route.config;
    if (
      servesBuiltFile ||
      UNCOMPRESSED_ROUTES.has(route.url) ||
      UNCOMPRESSED_PREFIXES.some((prefix) => route.url.startsWith(prefix))
    )
      route.compress = false;
  });
  // tRPC answers with a fetch Response, which @fastify/compress treats as a stream and compresses whatever
  // its size; as a buffer it gets the threshold (and the cheaper synchronous path). Only for clients that
  // accept an encoding, so the rest pay nothing.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Response) || !request.headers['accept-encoding']) return payload;
    if (!payload.headers.get('content-type')?.startsWith('application/json')) return payload;
    return bufferFetchResponse(reply, payload);
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 5 },
  });
}

/** The Response's status, headers and body moved onto the reply, the body as a buffer. */
async function bufferFetchResponse(reply: FastifyReply, response: Response): Promise<Buffer> {
  reply.code(response.status);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return Buffer.from(await response.arrayBuffer());
}

/** A built file's precompressed variants (`.br`, `.gz` next to it), read once. */
export interface PrecompressedVariants {
  br?: Buffer;
  gzip?: Buffer;
}

export function readPrecompressedVariants(filePath: string): PrecompressedVariants {
  const read = (variantPath: string) => (existsSync(variantPath) ? readFileSync(variantPath) : undefined);
  const br = read(`${filePath}.br`);
  const gzip = read(`${filePath}.gz`);
  return { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

/** The encodings an Accept-Encoding header allows (q > 0), lower-cased. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The precompressed variant of a built file the client accepts (brotli first), with `Content-Encoding` and
 * `Vary` set on the reply; undefined when none fits (then send the original, which @fastify/compress may
 * still compress).
 */
export function pickPrecompressed(reply: FastifyReply, variants: PrecompressedVariants | undefined) {
  if (!variants || (!variants.br && !variants.gzip)) return undefined;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const accepted = acceptedEncodings(reply.request.headers['accept-encoding']);
  const any = accepted.has('*');
  if (variants.br && (accepted.has('br') || any)) {
    reply.header('content-encoding', 'br');
    return variants.br;
  }
  if (variants.gzip && (accepted.has('gzip') || any)) {
    reply.header('content-encoding', 'gzip');
    return variants.gzip;
  }
  return undefined;
}
