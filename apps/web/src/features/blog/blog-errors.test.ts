import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isArticleNotFound } from './blog-errors';

function trpcError(data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { code: -32600, message: 'x', data } });
}

describe('isArticleNotFound', () => {
  it('is true for the 404 of an unknown article or a refused reference', () => {
    expect(isArticleNotFound(trpcError({ appCode: 'errors.blog.notFound', httpStatus: 404 }))).toBe(true);
    expect(
      isArticleNotFound(
        trpcError({ httpStatus: 400, zodIssues: [{ path: ['idOrSlug'], message: 'errors.blog.notFound' }] }),
      ),
    ).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isArticleNotFound(trpcError({ appCode: 'errors.internal', httpStatus: 500 }))).toBe(false);
    expect(isArticleNotFound(trpcError({ appCode: 'errors.validation', httpStatus: 400 }))).toBe(false);
    expect(isArticleNotFound(new TRPCClientError('Failed to fetch'))).toBe(false);
    expect(isArticleNotFound(new Error('boom'))).toBe(false);
  });
});
