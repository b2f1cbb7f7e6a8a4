import { MIN_PASSWORD_LENGTH } from '@afilia/validators';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * ASVS 6.2.4: a password on the list of the most common ones is refused. The list (zxcvbn's ranked
 * password frequency list) ships with the server only; the web bundle never loads it.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

export const COMMON_PASSWORD_MESSAGE = 'validation.passwordCommon';

let commonPasswords: ReadonlySet<string> | undefined;

/** True when the password, ignoring case, is one of the 10 000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * A `superRefine` for a procedure input: a common password becomes a field issue on `field`, which
 * the web forms show under that field like any other validation message.
 */
export function refuseCommonPassword<Field extends string>(field: Field) {
  return (input: Record<Field, string>, ctx: z.RefinementCtx) => {
    // The object's own rules may have failed already: a missing or too short password is reported there.
    const password: unknown = input[field];
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return;
    if (isCommonPassword(password)) {
      ctx.addIssue({ code: 'custom', path: [field], message: COMMON_PASSWORD_MESSAGE });
    }
  };
}
