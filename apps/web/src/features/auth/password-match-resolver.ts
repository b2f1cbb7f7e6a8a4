import type { FieldValues, Resolver } from 'react-hook-form';
import type { TranslationKey } from '@/lib/i18n-keys';

/**
 * zod skips an object's `.refine` (password === confirmPassword) while any field still has an issue, so a
 * mismatch would only show after every other error is fixed. This wrapper reports it at once, with the
 * shared schema's own message key.
 */
export function withPasswordMatch<T extends FieldValues & { password: string; confirmPassword: string }>(
  resolver: Resolver<T>,
  message: TranslationKey,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.confirmPassword === '' || values.password === values.confirmPassword) return result;
    if (result.errors && 'confirmPassword' in result.errors) return result;
    return {
      values: {},
      errors: { ...result.errors, confirmPassword: { type: 'custom', message } },
    } as Awaited<ReturnType<Resolver<T>>>;
  };
}
