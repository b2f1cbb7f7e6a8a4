import { invalidateSession } from '@afilia/auth';
import {
  acceptInvitationInput,
  answerEmailChangeInput,
  confirmEmailChangeInput,
  confirmEmailInput,
  forgotPasswordInput,
  invitationLookupInput,
  loginInput,
  registerInput,
  resendConfirmationInput,
  resetPasswordInput,
} from '@afilia/validators';
import { answerEmailChange, confirmEmailChange } from '../services/account/email-change';
import { refuseCommonPassword } from '../services/auth/common-passwords';
import { confirmEmail, resendEmailConfirmation } from '../services/auth/email-confirmation';
import { acceptInvitation, lookupInvitation } from '../services/auth/invitations';
import { loginUser } from '../services/auth/login';
import { requestPasswordReset, resetPassword } from '../services/auth/password-reset';
import { roleOf, toProfileDto } from '../services/auth/profile-dto';
import { registerUser } from '../services/auth/register';
import { publicProcedure, router, strictPublicProcedure } from '../trpc';
import { mailingDeps } from './context-deps';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => {
    const session = ctx.session;
    if (!session) return null;
    return {
      user: {
        id: session.user.id,
        email: session.user.email,
        emailConfirmed: session.user.emailConfirmedAt !== null,
      },
      profile: toProfileDto(session.profile),
      role: roleOf(session.profile),
    };
  }),

  register: strictPublicProcedure
    .input(registerInput.superRefine(refuseCommonPassword('password')))
    .mutation(({ ctx, input }) =>
      registerUser({ ...mailingDeps(ctx), paymentProvider: ctx.payments.name }, input),
    ),

  confirmEmail: strictPublicProcedure.input(confirmEmailInput).mutation(async ({ ctx, input }) => {
    const { userId, email, tab } = await confirmEmail(ctx.db, input.token);
    await ctx.sessionCache.invalidateUser(userId);
    // Where to sign in next: the login page with this email and the account's tab.
    return { ok: true as const, login: { email, tab } };
  }),

  resendConfirmation: strictPublicProcedure
    .input(resendConfirmationInput)
    .mutation(async ({ ctx, input }) => {
      await resendEmailConfirmation(mailingDeps(ctx), input.email);
      return { ok: true as const };
    }),

  // The current address approves or declines a login-email change someone else asked for.
  answerEmailChange: strictPublicProcedure
    .input(answerEmailChangeInput)
    .mutation(({ ctx, input }) => answerEmailChange(mailingDeps(ctx), input.token, input.decision)),

  confirmEmailChange: strictPublicProcedure
    .input(confirmEmailChangeInput)
    .mutation(async ({ ctx, input }) => {
      const userId = await confirmEmailChange(ctx.db, input.token);
      await ctx.sessionCache.invalidateUser(userId);
      // The change ended every session of that user; a browser signed in as them drops its cookie.
      if (ctx.session?.user.id === userId) ctx.cookies.clear();
      return { ok: true as const };
    }),

  login: strictPublicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { session, role, userId } = await loginUser(
      { db: ctx.db, config: ctx.config, ip: ctx.request.ip, userAgent: ctx.request.userAgent },
      input,
    );
    // The sign-in may have corrected the role flags that the user's other sessions carry.
    await ctx.sessionCache.invalidateUser(userId);
    ctx.cookies.set(session.token, session.expiresAt);
    return { role, redirectTo: '/dashboard' as const };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.session.id);
    ctx.cookies.clear();
    return { ok: true as const };
  }),

  forgotPassword: strictPublicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(mailingDeps(ctx), input.email);
    return { ok: true as const };
  }),

  resetPassword: strictPublicProcedure
    .input(resetPasswordInput.superRefine(refuseCommonPassword('password')))
    .mutation(async ({ ctx, input }) => {
      const userId = await resetPassword(ctx.db, input.token, input.password);
      await ctx.sessionCache.invalidateUser(userId);
      if (ctx.session) ctx.cookies.clear();
      return { ok: true as const };
    }),

  invitation: publicProcedure
    .input(invitationLookupInput)
    .query(({ ctx, input }) => lookupInvitation(ctx.db, input.token, input.email)),

  acceptInvitation: strictPublicProcedure
    .input(acceptInvitationInput.superRefine(refuseCommonPassword('password')))
    .mutation(async ({ ctx, input }) => {
      const { session, role } = await acceptInvitation(
        { db: ctx.db, userAgent: ctx.request.userAgent, locale: ctx.request.locale },
        input,
      );
      ctx.cookies.set(session.token, session.expiresAt);
      return { success: true as const, role };
    }),
});
