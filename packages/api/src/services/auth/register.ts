import { hashPassword, issueEmailToken } from '@afilia/auth';
import { type Database, profiles, users } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { type registerInput, TRIAL_PLAN } from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import { AppError, isUniqueViolation } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProviderName } from '../../integrations/payments/provider';
import { startSignupTrial } from '../plans/start-signup-trial';
import { emailIsTaken } from './find-user';

interface RegisterDeps {
  db: Database;
  config: ApiConfig;
  mail: MailService;
  locale: SupportedLocale;
  /** The provider a later checkout will use; recorded on the sign-up trial. */
  paymentProvider: PaymentProviderName;
  now?: Date;
}

/**
 * Creates the account and its profile in one transaction. A producer who signs up with the free trial
 * starts the Iniciante trial (its length comes from the plan catalogue, never from the client).
 */
export async function registerUser(deps: RegisterDeps, input: z.output<typeof registerInput>) {
  const { db, config, mail, locale } = deps;
  const now = deps.now ?? new Date();
  if (await emailIsTaken(db, input.email)) throw new AppError('errors.auth.emailExists');

  const passwordHash = await hashPassword(input.password);
  const isProducer = input.userType === 'producer';
  const startsTrial = isProducer && input.freeTrial === true;
  const trialDays = TRIAL_PLAN.freeTrialDays;

  try {
    const { userId, emailId } = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          emailConfirmedAt: config.requireEmailConfirmation ? null : now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      await tx.insert(profiles).values({
        id: user.id,
        email: input.email,
        fullName: input.name,
        isProducer,
        isReseller: !isProducer,
        role: isProducer ? 'producer' : 'reseller',
        status: 'active',
        signupUserType: input.userType,
        signupFreeTrial: startsTrial,
        signupFreeTrialDays: startsTrial ? trialDays : null,
        signupSelectedPlan: input.selectedPlan ?? null,
        freeTrialStartDate: startsTrial ? now : null,
        language: locale,
        createdAt: now,
        updatedAt: now,
      });
      if (startsTrial) await startSignupTrial(tx, user.id, deps.paymentProvider, now);
      if (!config.requireEmailConfirmation) return { userId: user.id, emailId: null };
      const token = await issueEmailToken(tx, user.id, 'email_confirmation', now);
      const emailId = await mail.enqueue(tx, {
        to: input.email,
        locale,
        template: 'confirmation',
        vars: { name: input.name, link: `${config.appUrl}/confirm-email?token=${token}` },
      });
      return { userId: user.id, emailId };
    });
    if (emailId) await mail.deliver(db, [emailId]);
    return { userId, requiresEmailConfirmation: config.requireEmailConfirmation };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('errors.auth.emailExists', { cause: error });
    throw error;
  }
}
