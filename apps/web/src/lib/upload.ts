import { isAppErrorCode } from '@afilia/validators/constants';
import type { ErrorCode } from './errors';
import type { TranslationKey, TranslationValues } from './i18n-keys';

/** The two storage buckets the product form uploads to. */
export type UploadBucket = 'product-images' | 'product-files';

/** `201` answer of `POST /api/uploads/:bucket`. */
export interface UploadedFile {
  bucket: UploadBucket;
  key: string;
  /** Site path to store in the product: `/files/<bucket>/<key>`. */
  path: string;
  size: number;
  mime: string;
  originalName: string;
}

/** A refused or failed upload, with the i18n key (and its params) to show. */
export class UploadError extends Error {
  constructor(
    readonly code: TranslationKey,
    readonly params: TranslationValues = {},
  ) {
    super(code);
    this.name = 'UploadError';
  }
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readParams(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const params: Record<string, string> = {};
  for (const [key, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[key] = String(param);
  }
  return params;
}

function statusCode(status: number): ErrorCode {
  if (status === 0) return 'errors.network';
  if (status === 401) return 'errors.auth.unauthenticated';
  if (status === 403) return 'errors.forbidden';
  if (status === 413) return 'errors.payloadTooLarge';
  if (status === 415) return 'errors.storage.unsupportedType';
  if (status === 429) return 'errors.rateLimited';
  return 'errors.internal';
}

/**
 * Reads the upload answer: the stored file on 201, otherwise an UploadError with the server's
 * `{ error: { appCode, appParams } }` (or a code derived from the status when the body is not ours).
 */
export function parseUploadResponse(status: number, body: string): UploadedFile {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    parsed = undefined;
  }
  if (status >= 200 && status < 300) {
    if (
      isRecord(parsed) &&
      (parsed.bucket === 'product-images' || parsed.bucket === 'product-files') &&
      typeof parsed.key === 'string' &&
      typeof parsed.path === 'string'
    ) {
      return {
        bucket: parsed.bucket,
        key: parsed.key,
        path: parsed.path,
        size: typeof parsed.size === 'number' ? parsed.size : 0,
        mime: typeof parsed.mime === 'string' ? parsed.mime : '',
        originalName: typeof parsed.originalName === 'string' ? parsed.originalName : '',
      };
    }
    throw new UploadError('errors.internal');
  }
  const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : undefined;
  const appCode = error?.appCode;
  const code = isAppErrorCode(appCode) ? appCode : statusCode(status);
  throw new UploadError(code, readParams(error?.appParams));
}

/** 0–100, from the bytes sent so far. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The private file key of an uploaded download (`/files/product-files/<key>`), or null for other links. */
export function privateFileKey(url: string): string | null {
  const match = /^\/files\/product-files\/([A-Za-z0-9._-]{1,100})$/.exec(url.trim());
  return match?.[1] ?? null;
}

/**
 * Sends one file to `POST /api/uploads/<bucket>` as multipart (field `file`) with the session cookie, reporting
 * progress (XMLHttpRequest: fetch has no upload progress). Rejects with an UploadError.
 */
export function uploadFile(
  bucket: UploadBucket,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads/${bucket}`);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(uploadPercent(event.loaded, event.total));
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(parseUploadResponse(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(new UploadError('errors.network')));
    xhr.addEventListener('abort', () => reject(new UploadError('products.upload.cancelled')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
