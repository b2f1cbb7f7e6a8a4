import { SELLER_FILTERS } from '@afilia/validators';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  blockActionFor,
  blockOutcome,
  blockOutcomeDescriptionKey,
  describeSellerError,
  FILTER_MENU,
  isPlanError,
  managesAccounts,
  pageRange,
  parseFilter,
  parseTab,
} from './seller-logic';

/** A client error as an `httpBatchLink` builds it from the server's error response. */
function trpcError(data: Record<string, unknown> | undefined) {
  if (!data) return new TRPCClientError('Failed to fetch');
  return TRPCClientError.from({ error: { code: -32600, message: 'x', data } });
}

/** A stand-in `t` that shows which key (and values) it was asked for; `defaultValue` is an option, not a value. */
const t = ((key: string, { defaultValue: _defaultValue, ...params }: Record<string, unknown> = {}) =>
  Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction;

describe('block button', () => {
  it('blocks an active seller and brings any other status back to active', () => {
    expect(blockActionFor('active')).toBe('block');
    expect(blockActionFor('suspended')).toBe('unblock');
    expect(blockActionFor('pending')).toBe('activate');
    expect(blockActionFor('deactivated')).toBe('activate');
  });

  it('names the outcome from the status before and after', () => {
    expect(blockOutcome('active', 'suspended')).toBe('blocked');
    expect(blockOutcome('suspended', 'active')).toBe('unblocked');
    expect(blockOutcome('pending', 'active')).toBe('activated');
  });

  it("describes an admin's block as the account's, a producer's as the relationship's", () => {
    expect(managesAccounts('admin')).toBe(true);
    expect(managesAccounts('producer')).toBe(false);
    expect(blockOutcomeDescriptionKey('blocked', true)).toBe('sellers.block.blockedDescription');
    expect(blockOutcomeDescriptionKey('blocked', false)).toBe('sellers.block.blockedReferralDescription');
    expect(blockOutcomeDescriptionKey('unblocked', false)).toBe('sellers.block.unblockedReferralDescription');
    expect(blockOutcomeDescriptionKey('activated', false)).toBe('sellers.block.activatedDescription');
  });
});

describe('list controls', () => {
  it('accepts only known filters and tabs', () => {
    expect(parseFilter('suspended')).toBe('suspended');
    expect(parseFilter('banned')).toBe('all');
    expect(parseTab('pending')).toBe('pending');
    expect(parseTab('suspended')).toBe('all');
  });

  it('lists the seven filters once each, "show all" last', () => {
    expect([...FILTER_MENU].sort()).toEqual([...SELLER_FILTERS].sort());
    expect(FILTER_MENU.at(-1)).toBe('all');
    expect(FILTER_MENU[0]).toBe('admins');
  });

  it('computes the from–to range of a page', () => {
    expect(pageRange(1, 20, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(pageRange(3, 20, 5, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(pageRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('describeSellerError', () => {
  const fallback = 'sellers.add.error';

  it('shows the plan limit naming the resource, and flags it for the /plans link', () => {
    const view = describeSellerError(
      t,
      trpcError({
        appCode: 'errors.plans.limitReached',
        appParams: { limit: 10, plan: 'Iniciante', resource: 'sellers' },
      }),
      fallback,
    );
    expect(view.plan).toBe(true);
    const limit = 'errors.plans.limitResources.sellers {"count":10}';
    expect(view.description).toBe(
      `errors.plans.limitReached ${JSON.stringify({ limit, plan: 'Iniciante', resource: 'sellers' })}`,
    );
    expect(view.fields).toEqual({});
  });

  it('flags a missing subscription as a plan error too', () => {
    const view = describeSellerError(
      t,
      trpcError({ appCode: 'errors.plans.subscriptionRequired' }),
      fallback,
    );
    expect(view.plan).toBe(true);
    expect(view.description).toBe('errors.plans.subscriptionRequired');
    expect(isPlanError('errors.team.emailInUse')).toBe(false);
  });

  it('puts an email already in use under the email field', () => {
    const view = describeSellerError(t, trpcError({ appCode: 'errors.team.emailInUse' }), fallback);
    expect(view.plan).toBe(false);
    expect(view.fields).toEqual({ email: 'errors.team.emailInUse' });
    expect(view.description).toBe('errors.team.emailInUse');
  });

  it('maps zod issues to the dialog fields and reads the first one in the toast', () => {
    const view = describeSellerError(
      t,
      trpcError({
        appCode: 'errors.validation',
        zodIssues: [
          { path: ['phone'], message: 'validation.seller.phoneInvalid' },
          { path: ['id'], message: 'errors.notFound' },
        ],
      }),
      fallback,
    );
    expect(view.fields).toEqual({ phone: 'validation.seller.phoneInvalid' });
    expect(view.description).toBe('validation.seller.phoneInvalid');
  });

  it('falls back to the generic text for unexplained failures', () => {
    expect(describeSellerError(t, trpcError({ appCode: 'errors.internal' }), fallback).description).toBe(
      fallback,
    );
    expect(describeSellerError(t, new Error('boom'), fallback).description).toBe(fallback);
    expect(describeSellerError(t, trpcError(undefined), fallback).description).toBe('errors.network');
  });
});
