import { TRPCClientError } from '@trpc/client';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing/locale-keys';
import { errorCode, errorParams, parseError, translateError } from './errors';

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

  it('reads a code it does not know as the generic error, a refused field as validation', () => {
    expect(errorCode(trpcError({ appCode: 'errors.fromTheFuture' }))).toBe('errors.internal');
    const refused = trpcError({
      appCode: 'errors.fromTheFuture',
      zodIssues: [{ path: ['email'], message: 'validation.emailInvalid' }],
    });
    expect(errorCode(refused)).toBe('errors.validation');
  });

  it('maps transport failures and anything else', () => {
    expect(errorCode(trpcError(undefined))).toBe('errors.network');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('errors.network');
    expect(parseError(new Error('x'))).toEqual({ code: 'errors.internal', fieldErrors: {}, params: {} });
  });
});

/** A real i18next with the app's resources, as the web initialises it. */
async function translatorFor(locale: keyof typeof LOCALES): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: LOCALES[locale] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('translateError', () => {
  const limit = (limit: string, resource: string, plan = 'Iniciante') => ({ limit, plan, resource });

  it('names the limited resource with the right plural in the three languages', async () => {
    const pt = await translatorFor('pt-BR');
    expect(translateError(pt, 'errors.plans.limitReached', limit('3', 'products'))).toBe(
      'Limite do plano atingido: o plano Iniciante permite até 3 produtos. Faça upgrade para continuar.',
    );
    expect(translateError(pt, 'errors.plans.limitReached', limit('10', 'sellers'))).toBe(
      'Limite do plano atingido: o plano Iniciante permite até 10 revendedores. Faça upgrade para continuar.',
    );
    expect(translateError(pt, 'errors.plans.limitReached', limit('1', 'products'))).toContain(
      'permite até 1 produto.',
    );
    expect(translateError(pt, 'errors.plans.limitReached', limit('1000', 'sellers', 'Visionário'))).toContain(
      'o plano Visionário permite até 1.000 revendedores.',
    );
    const en = await translatorFor('en-US');
    expect(translateError(en, 'errors.plans.limitReached', limit('3', 'products'))).toBe(
      'Plan limit reached: the Iniciante plan allows up to 3 products. Upgrade to continue.',
    );
    expect(translateError(en, 'errors.plans.limitReached', limit('1', 'sellers'))).toContain(
      'allows up to 1 reseller.',
    );
    const es = await translatorFor('es');
    expect(translateError(es, 'errors.plans.limitReached', limit('10', 'sellers'))).toBe(
      'Límite del plan alcanzado: el plan Iniciante permite hasta 10 revendedores. Mejora tu plan para continuar.',
    );
    expect(translateError(es, 'errors.plans.limitReached', limit('1', 'products'))).toContain(
      'permite hasta 1 producto.',
    );
  });

  it('keeps the bare number when the resource is missing or unknown, and leaves other codes alone', async () => {
    const pt = await translatorFor('pt-BR');
    expect(translateError(pt, 'errors.plans.limitReached', { limit: '3', plan: 'Iniciante' })).toContain(
      'permite até 3.',
    );
    const unknown = { limit: '3', plan: 'Iniciante', resource: 'sales' };
    expect(errorParams(pt, 'errors.plans.limitReached', unknown)).toEqual(unknown);
    const other = { limit: '20 MB', resource: 'products' };
    expect(errorParams(pt, 'errors.storage.quotaExceeded', other)).toBe(other);
    expect(translateError(pt, 'errors.plans.alreadyOnPlan')).toBe('Você já está neste plano.');
  });
});
