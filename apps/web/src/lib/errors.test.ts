import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, parseError } from './errors';

/** A client error as an `httpBatchLink` builds it from the server's error response. */
function trpcError(data: Record<string, unknown> | undefined) {
  if (!data) return new TRPCClientError('Failed to fetch');
  return TRPCClientError.from({ error: { code: -32600, message: 'x', data } });
}

describe('parseError', () => {
  it('reads the app code and its interpolation values', () => {
    const parsed = parseError(
      trpcError({
        appCode: 'errors.payments.providerError',
        appParams: { provider: 'Stripe', message: 'boom', limit: 3, skip: { nested: true } },
      }),
    );
    expect(parsed).toEqual({
      code: 'errors.payments.providerError',
      fieldErrors: {},
      params: { provider: 'Stripe', message: 'boom', limit: '3' },
    });
  });

  it('has empty params when the server sent none', () => {
    expect(
      parseError(trpcError({ appCode: 'errors.plans.trialAlreadyUsed', appParams: null })).params,
    ).toEqual({});
  });

  it('collects field errors from zod issues', () => {
    const parsed = parseError(
      trpcError({ zodIssues: [{ path: ['customer', 'email'], message: 'validation.emailInvalid' }] }),
    );
    expect(parsed.code).toBe('errors.validation');
    expect(parsed.fieldErrors).toEqual({ 'customer.email': 'validation.emailInvalid' });
  });

  it('maps transport failures and anything else', () => {
    expect(errorCode(trpcError(undefined))).toBe('errors.network');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('errors.network');
    expect(parseError(new Error('x'))).toEqual({ code: 'errors.internal', fieldErrors: {}, params: {} });
  });
});
