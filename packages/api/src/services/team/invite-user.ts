import type { Database, Transaction } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import { type Role, scopeOf } from '@afilia/validators';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { lockProfile } from '../account/lock-profile';
import { createInvitation } from '../auth/invitations';
import { assertWithinPlanLimit } from '../plans/plan-limits';

/**
 * An admin invites anyone with any role; a producer invites resellers only, who become theirs on
 * acceptance, and within the plan's seller limit. An email with an account gets a notice instead, and the
 * inviter the same answer.
 */
export async function inviteUser(
  deps: { db: Database; config: ApiConfig; mail: MailService; locale: SupportedLocale },
  inviter: { id: string; name: string; role: Role },
  input: { email: string; role: Role },
) {
  // Scope 'own': a producer's invitations are for resellers who join their team.
  if (scopeOf(inviter.role, 'users.invite') === 'own' && input.role !== 'reseller') {
    throw new AppError('errors.team.producerInvitesResellers');
  }
  // A producer's pending invitations hold seats of the seller limit; checked under the producer's lock.
  const holdSeat =
    inviter.role === 'producer'
      ? async (tx: Transaction) => {
          await lockProfile(tx, inviter.id);
          await assertWithinPlanLimit(tx, inviter.id, 'sellers');
        }
      : undefined;
  await createInvitation(
    deps,
    inviter,
    {
      email: input.email,
      role: input.role,
      locale: deps.locale,
      roleLabel: translate(deps.locale, `emails.roles.${input.role}`),
    },
    holdSeat,
  );
}
