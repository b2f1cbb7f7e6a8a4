import { z } from 'zod';
import { optionalPhone } from './account';
import { MAX_PASSWORD_LENGTH, ROLES } from './constants';
import {
  DEFAULT_TEAM_PAGE_SIZE,
  SELLER_FILTERS,
  SELLER_NAME_MIN,
  SELLER_PASSWORD_MIN,
  SELLER_PHONE_MIN,
  SELLER_TABS,
  USER_TABS,
} from './team-constants';
import { multilineText, singleLineText } from './text';

// The 'Adicionar revendedor' / 'Editar revendedor' forms. Messages are i18n keys; the limits are in team-constants.ts.
export * from './team-constants';

const sellerName = singleLineText()
  .trim()
  .min(SELLER_NAME_MIN, 'validation.seller.fullNameMin')
  .max(120, 'validation.nameMax');
const sellerEmail = singleLineText().trim().toLowerCase().pipe(z.email('validation.seller.emailInvalid'));
const sellerPhone = singleLineText()
  .trim()
  .min(SELLER_PHONE_MIN, 'validation.seller.phoneInvalid')
  .max(30, 'validation.seller.phoneInvalid');

export const sellerFormSchema = z.object({
  fullName: sellerName,
  email: sellerEmail,
  phone: sellerPhone,
});
export type SellerFormValues = z.input<typeof sellerFormSchema>;

export const sellerCreateInput = sellerFormSchema.extend({
  password: singleLineText()
    .min(SELLER_PASSWORD_MIN, 'validation.seller.passwordMin')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
});
export type SellerCreateInput = z.input<typeof sellerCreateInput>;

/**
 * 'Editar revendedor': name and phone. The login email is the reseller's own and is not a producer's to
 * change (an admin changes it from 'Usuários', with the owner's approval); it shows read-only.
 */
export const sellerEditFormSchema = sellerFormSchema.omit({ email: true });
export type SellerEditFormValues = z.input<typeof sellerEditFormSchema>;
export const sellerUpdateInput = sellerEditFormSchema.extend({ id: z.uuid('errors.notFound') });
export const sellerIdInput = z.object({ id: z.uuid('errors.notFound') });

const teamPageSize = z.union([z.literal(10), z.literal(20), z.literal(50)]).default(DEFAULT_TEAM_PAGE_SIZE);

export const sellerListInput = z.object({
  search: singleLineText().trim().max(100).default(''),
  filter: z.enum(SELLER_FILTERS).default('all'),
  tab: z.enum(SELLER_TABS).default('all'),
  page: z.number().int().min(1).default(1),
  pageSize: teamPageSize,
});
export type SellerListInput = z.input<typeof sellerListInput>;

export const userListInput = z.object({
  search: singleLineText().trim().max(100).default(''),
  tab: z.enum(USER_TABS).default('all'),
  page: z.number().int().min(1).default(1),
  pageSize: teamPageSize,
});
export type UserListInput = z.input<typeof userListInput>;

const userId = z.uuid('errors.notFound');

export const updateRoleInput = z.object({ userId, role: z.enum(ROLES) });
/** An admin suspends an active user or reactivates any other one. */
export const updateStatusInput = z.object({ userId, status: z.enum(['active', 'suspended']) });
export const userIdInput = z.object({ userId });

export const inviteInput = z.object({
  email: singleLineText().trim().toLowerCase().pipe(z.email('validation.emailInvalid')),
  role: z.enum(ROLES).default('reseller'),
});
export type InviteInput = z.input<typeof inviteInput>;

/** One of the caller's sent invitations (resend, revoke). */
export const invitationIdInput = z.object({ invitationId: z.uuid('errors.team.invitationNotFound') });

/** 'Editar perfil' from the user row: an admin edits another user's name, email and phone. */
export const adminUserUpdateInput = z.object({
  userId,
  fullName: sellerName,
  email: sellerEmail,
  phone: optionalPhone,
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateInput>;

export const sendMessageFormSchema = z.object({
  subject: singleLineText().trim().min(1, 'validation.required').max(200, 'validation.subjectMax'),
  message: multilineText().trim().min(1, 'validation.required').max(5000, 'validation.messageMax'),
});
export const sendMessageInput = sendMessageFormSchema.extend({ userId });
export type SendMessageInput = z.input<typeof sendMessageInput>;
