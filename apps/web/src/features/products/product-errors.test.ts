import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeProductError, isPlanError } from './product-errors';

/** A client error as an `httpBatchLink` builds it from the server's error response. */
function trpcError(data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { code: -32600, message: 'x', data } });
}

/** A t() that shows which key and params it was given. */
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key}:${JSON.stringify(params)}` : key) as unknown as TFunction;

describe('describeProductError', () => {
  it('shows the plan limit naming the products, and flags it for the /plans link', () => {
    const appParams = { limit: '3', plan: 'Iniciante', resource: 'products' };
    const described = describeProductError(
      t,
      trpcError({ appCode: 'errors.plans.limitReached', appParams }),
      'products.toasts.saveError',
    );
    const limit = 'errors.plans.limitResources.products:{"count":3}';
    expect(described).toEqual({
      code: 'errors.plans.limitReached',
      params: appParams,
      description: `errors.plans.limitReached:${JSON.stringify({ ...appParams, limit })}`,
    });
    expect(isPlanError(described.code)).toBe(true);
  });

  it("shows the server's own reason, else the action's generic text", () => {
    const notFound = describeProductError(
      t,
      trpcError({ appCode: 'errors.products.notFound' }),
      'products.toasts.saveError',
    );
    expect(notFound.description).toBe('errors.products.notFound:{}');
    expect(isPlanError(notFound.code)).toBe(false);
    expect(describeProductError(t, new Error('boom'), 'products.toasts.saveError').description).toBe(
      'products.toasts.saveError',
    );
  });
});
