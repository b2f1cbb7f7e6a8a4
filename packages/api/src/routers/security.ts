import { changePasswordInput, deactivateAccountInput, sessionIdInput } from '@afilia/validators';
import { changePassword, deactivateAccount, endSession, listSessions } from '../services/account/security';
import { refuseCommonPassword } from '../services/auth/common-passwords';
import { requestPasswordReset } from '../services/auth/password-reset';
import { authedProcedure, router, strictAuthedProcedure } from '../trpc';
import { mailingDeps } from './context-deps';

/** The reset email sent from Settings → Security leads back there. */
const SETTINGS_SECURITY_PATH = '/dashboard/settings?tab=security';

export const securityRouter = router({
  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.actor.id, ctx.session.session.id)),

  endSession: authedProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    await endSession(ctx.db, ctx.actor.id, input.sessionId);
    const endedCurrent = input.sessionId === ctx.session.session.id;
    if (endedCurrent) ctx.cookies.clear();
    return { ok: true as const, endedCurrent };
  }),

  requestPasswordReset: strictAuthedProcedure.mutation(async ({ ctx }) => {
    await requestPasswordReset(mailingDeps(ctx), ctx.session.user.email, {
      returnTo: SETTINGS_SECURITY_PATH,
    });
    return { ok: true as const };
  }),

  changePassword: strictAuthedProcedure
    .input(changePasswordInput.superRefine(refuseCommonPassword('newPassword')))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.actor.id, ctx.session.session.id, input);
      return { ok: true as const };
    }),

  deactivate: strictAuthedProcedure.input(deactivateAccountInput).mutation(async ({ ctx, input }) => {
    await deactivateAccount(ctx.db, ctx.actor.id, input.password);
    ctx.cookies.clear();
    return { ok: true as const };
  }),
});
