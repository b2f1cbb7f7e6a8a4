import { createSession, verifyAgainstDummy, verifyPassword } from '@afilia/auth';
import { type Database, eq, profiles } from '@afilia/db';
import { correctRoleFlags, type loginInput } from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import { findUserByEmail } from './find-user';
import { clearLoginFailures, isLoginThrottled, recordLoginFailure, throttleKeys } from './login-throttle';
import { roleOf } from './profile-dto';

interface LoginDeps {
  db: Database;
  config: ApiConfig;
  ip: string;
  userAgent: string | null;
  now?: Date;
}

/**
 * Checks the password, the account status, the email confirmation and the chosen tab
 * (an admin passes either), applies the profile correction rule, records last_login and opens a session.
 */
export async function loginUser(deps: LoginDeps, input: z.output<typeof loginInput>) {
  const { db, config } = deps;
  const now = deps.now ?? new Date();
  const keys = throttleKeys(input.email, deps.ip);
  const throttle = {
    maxFailures: config.loginMaxFailures,
    maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
    windowMs: config.loginFailureWindowMs,
  };
  if (await isLoginThrottled(db, keys, throttle, now)) throw new AppError('errors.loginRateLimited');

  const found = await findUserByEmail(db, input.email);
  const passwordOk = found
    ? await verifyPassword(found.user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  // A removed account is answered as an unknown one (its password never verifies anyway).
  if (!found || !passwordOk || found.profile.status === 'deleted') {
    await recordLoginFailure(db, keys, now);
    throw new AppError('errors.auth.invalidCredentials');
  }
  const { user, profile } = found;
  if (profile.status === 'suspended') throw new AppError('errors.auth.accountSuspended');
  if (profile.status === 'deactivated') throw new AppError('errors.auth.accountDeactivated');
  if (config.requireEmailConfirmation && !user.emailConfirmedAt)
    throw new AppError('errors.auth.emailNotConfirmed');

  const correction = correctRoleFlags(
    { is_admin: profile.isAdmin, is_producer: profile.isProducer, is_reseller: profile.isReseller },
    profile.signupUserType,
  );
  const flags = {
    isAdmin: profile.isAdmin,
    isProducer: correction?.is_producer ?? profile.isProducer,
    isReseller: correction?.is_reseller ?? profile.isReseller,
  };
  if (!flags.isAdmin) {
    if (input.userType === 'producer' && !flags.isProducer)
      throw new AppError('errors.auth.noProducerPermission');
    if (input.userType === 'reseller' && !flags.isReseller)
      throw new AppError('errors.auth.noResellerPermission');
  }

  const session = await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        lastLogin: now,
        updatedAt: now,
        ...(correction ? { isProducer: flags.isProducer, isReseller: flags.isReseller } : {}),
      })
      .where(eq(profiles.id, user.id));
    await clearLoginFailures(tx, keys);
    return createSession(tx, user.id, deps.userAgent);
  });
  return { session, role: roleOf(flags), userId: user.id };
}
