import { hashPassword, issueEmailToken } from '@afilia/auth';
import { type Database, profiles, users } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { type registerInput, TRIAL_PLAN } from '@afilia/validators';
import type { z } from 'zod';
import type { ApiConfig } from '../../config';
import { isUniqueViolation } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import type { PaymentProviderName } from '../../integrations/payments/provider';
import { startSignupTrial } from '../plans/start-signup-trial';
import { notifyExistingAccount } from './existing-account-notice';
import { findUserByEmail } from './find-user';

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
 * starts the Iniciante trial (its length comes from the plan catalogue, never from the client). An email
 * that already has an account gets a notice instead, and the caller exactly the answer of a new sign-up,
 * so registering tells nobody which addresses have accounts.
 */
export async function registerUser(deps: RegisterDeps, input: z.output<typeof registerInput>) {
  const { db, config, mail, locale } = deps;
  const now = deps.now ?? new Date();
  const answer = { requiresEmailConfirmation: config.requireEmailConfirmation };
  // Hashed on both paths, so the time taken does not tell whether the email has an account either.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await notifyExistingAccount({ db, config, mail, now }, existing);
    return answer;
  }

  const isProducer = input.userType === 'producer';
  const startsTrial = isProducer && input.freeTrial === true;
  const trialDays = TRIAL_PLAN.freeTrialDays;

  try {
    const emailId = await db.transaction(async (tx) => {
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
      if (!config.requireEmailConfirmation) return null;
      const token = await issueEmailToken(tx, user.id, 'email_confirmation', now);
      return mail.enqueue(tx, {
        to: input.email,
        locale,
        template: 'confirmation',
        vars: { name: input.name, link: `${config.appUrl}/confirm-email?token=${token}` },
      });
    });
    if (emailId) await mail.deliver(db, [emailId]);
    return answer;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same email signed up at the same moment: the other sign-up won; answer as above.
    const winner = await findUserByEmail(db, input.email);
    if (winner) await notifyExistingAccount({ db, config, mail, now }, winner);
    return answer;
  }
}
