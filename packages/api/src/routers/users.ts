import {
  adminUserUpdateInput,
  invitationIdInput,
  inviteInput,
  sendMessageInput,
  updateRoleInput,
  updateStatusInput,
  userIdInput,
  userListInput,
} from '@afilia/validators';
import { inviteUser } from '../services/team/invite-user';
import { listUsers } from '../services/team/list-users';
import { listSentInvitations, resendInvitation, revokeInvitation } from '../services/team/sent-invitations';
import {
  adminUpdateUser,
  removeUser,
  sendMessageToUser,
  updateUserRole,
  updateUserStatus,
} from '../services/team/user-admin';
import { capabilityProcedure, router } from '../trpc';
import { accountRemovalDeps, mailingDeps, namedActor } from './context-deps';

const adminProcedure = capabilityProcedure('users.administer');

/** User management: admins manage everyone; a producer reads their referred resellers and invites more. */
export const usersRouter = router({
  list: capabilityProcedure('team.view')
    .input(userListInput)
    .query(({ ctx, input }) => listUsers(ctx.db, ctx.actor, input)),

  updateRole: adminProcedure.input(updateRoleInput).mutation(async ({ ctx, input }) => {
    const member = await updateUserRole(ctx.db, ctx.actor.id, input.userId, input.role);
    await ctx.sessionCache.invalidateUser(input.userId);
    return member;
  }),

  updateStatus: adminProcedure.input(updateStatusInput).mutation(async ({ ctx, input }) => {
    const member = await updateUserStatus(ctx.db, ctx.actor.id, input.userId, input.status);
    await ctx.sessionCache.invalidateUser(input.userId);
    return member;
  }),

  deleteUser: adminProcedure.input(userIdInput).mutation(async ({ ctx, input }) => {
    const linkCodes = await removeUser(accountRemovalDeps(ctx), ctx.actor.id, input.userId);
    for (const code of linkCodes) ctx.affiliateLinks.invalidate(code);
    await ctx.sessionCache.invalidateUser(input.userId);
    return { ok: true as const };
  }),

  update: adminProcedure.input(adminUserUpdateInput).mutation(async ({ ctx, input }) => {
    const member = await adminUpdateUser(mailingDeps(ctx), input);
    await ctx.sessionCache.invalidateUser(input.userId);
    return member;
  }),

  sendMessage: adminProcedure.input(sendMessageInput).mutation(async ({ ctx, input }) => {
    await sendMessageToUser(mailingDeps(ctx), namedActor(ctx), input);
    return { ok: true as const };
  }),

  invite: capabilityProcedure('users.invite')
    .input(inviteInput)
    .mutation(async ({ ctx, input }) => {
      await inviteUser(mailingDeps(ctx), namedActor(ctx), input);
      return { ok: true as const };
    }),

  /** The invitations sent and not accepted yet: a producer's own, or every one for an admin. */
  invitations: capabilityProcedure('users.invite').query(({ ctx }) => listSentInvitations(ctx.db, ctx.actor)),

  resendInvitation: capabilityProcedure('users.invite')
    .input(invitationIdInput)
    .mutation(({ ctx, input }) => resendInvitation(mailingDeps(ctx), ctx.actor, input.invitationId)),

  revokeInvitation: capabilityProcedure('users.invite')
    .input(invitationIdInput)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.db, ctx.actor, input.invitationId);
      return { ok: true as const };
    }),
});
