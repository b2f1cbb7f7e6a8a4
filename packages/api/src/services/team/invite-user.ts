import type { Database } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import type { Role } from '@afilia/validators';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import type { MailService } from '../../integrations/mail/mail-service';
import { createInvitation } from '../auth/invitations';
import { assertWithinPlanLimit } from '../plans/plan-limits';

/**
 * An admin invites anyone with any role; a producer invites resellers only, who become theirs on
 * acceptance, and within the plan's seller limit.
 */
export async function inviteUser(
  deps: { db: Database; config: ApiConfig; mail: MailService; locale: SupportedLocale },
  inviter: { id: string; name: string; role: Role },
  input: { email: string; role: Role },
) {
  if (inviter.role === 'producer') {
    if (input.role !== 'reseller') throw new AppError('errors.team.producerInvitesResellers');
    await assertWithinPlanLimit(deps.db, inviter.id, 'sellers');
  }
  try {
    await createInvitation(deps, inviter, {
      email: input.email,
      role: input.role,
      locale: deps.locale,
      roleLabel: translate(deps.locale, `emails.roles.${input.role}`),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'errors.auth.emailExists') {
      throw new AppError('errors.team.emailInUse', { cause: error });
    }
    throw error;
  }
}
