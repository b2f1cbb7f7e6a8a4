import { contactInfoInput, notificationPreferencesInput } from '@afilia/validators';
import { getContactInfo, saveContactInfo } from '../services/account/contact-info';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../services/account/notification-preferences';
import { getBranding } from '../services/branding/get-branding';
import { saveBranding } from '../services/branding/save-branding';
import { authedProcedure, capabilityProcedure, router } from '../trpc';

export const settingsRouter = router({
  notifications: authedProcedure.query(({ ctx }) => getNotificationPreferences(ctx.db, ctx.actor.id)),

  saveNotifications: authedProcedure
    .input(notificationPreferencesInput)
    .mutation(({ ctx, input }) => saveNotificationPreferences(ctx.db, ctx.actor.id, input)),

  contactInfo: authedProcedure.query(({ ctx }) => getContactInfo(ctx.db, ctx.actor.id)),

  saveContactInfo: authedProcedure
    .input(contactInfoInput)
    .mutation(({ ctx, input }) => saveContactInfo(ctx.db, ctx.actor.id, input)),

  /** The platform's public contact data (/contact), edited by admins. */
  branding: capabilityProcedure('branding.manage').query(({ ctx }) => getBranding(ctx.db)),

  saveBranding: capabilityProcedure('branding.manage')
    .input(contactInfoInput)
    .mutation(({ ctx, input }) => saveBranding(ctx.db, input)),
});
