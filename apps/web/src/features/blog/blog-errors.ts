import { type ErrorCode, parseError } from '@/lib/errors';
import { errorHttpStatus } from '@/lib/trpc';

/**
 * An article that does not exist for the caller (unknown id or slug, a visitor's draft) or a reference the
 * server refused as malformed: the page redirects to /blog with 'Artigo não encontrado'.
 */
export function isArticleNotFound(error: unknown): boolean {
  const status = errorHttpStatus(error);
  if (status === 404) return true;
  if (status !== 400) return false;
  const { code, fieldErrors } = parseError(error);
  const notFound = 'errors.blog.notFound' satisfies ErrorCode;
  return code === notFound || Object.values(fieldErrors).includes(notFound);
}
