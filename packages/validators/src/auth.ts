import { z } from 'zod';
import { LOCALES, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, THEMES, USER_TYPES } from './constants';

// Every message is an i18n key (packages/i18n); the client translates it.
const email = z.string().trim().toLowerCase().pipe(z.email('validation.emailInvalid'));

export const userTypeSchema = z.enum(USER_TYPES);

export const registerInput = z
  .object({
    name: z.string().trim().min(MIN_NAME_LENGTH, 'validation.nameMin').max(120, 'validation.nameMax'),
    email,
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
      .max(200, 'validation.passwordMax'),
    confirmPassword: z.string(),
    termsAccepted: z.literal(true, 'validation.termsRequired'),
    userType: userTypeSchema.default('producer'),
    freeTrial: z.boolean().optional(),
    freeTrialDays: z.number().int().min(1).max(30).optional(),
    selectedPlan: z.string().max(40).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, 'validation.emailRequired'),
  password: z.string().min(1, 'validation.passwordRequired').max(200),
  userType: userTypeSchema,
});
export type LoginInput = z.input<typeof loginInput>;

export const forgotPasswordInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'validation.emailNeeded')
    .pipe(z.email('validation.emailInvalid')),
});

const tokenSchema = z.string().min(16, 'errors.auth.invalidLink').max(200, 'errors.auth.invalidLink');

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, 'validation.resetPasswordTooShort').max(200),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.resetPasswordsDontMatch',
  });

export const resetPasswordInput = z.object({
  token: tokenSchema,
  password: z.string().min(MIN_PASSWORD_LENGTH, 'validation.resetPasswordTooShort').max(200),
});

export const confirmEmailInput = z.object({ token: tokenSchema });

export const acceptInvitationFormSchema = z
  .object({
    fullName: z.string().trim().min(1, 'validation.fullNameRequired').max(120, 'validation.nameMax'),
    password: z.string().min(MIN_PASSWORD_LENGTH, 'validation.invitePasswordMin').max(200),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.invitePasswordsDontMatch',
  });

/** Spec part 1 §3: the invitation acceptance payload. */
export const acceptInvitationInput = z.object({
  token: tokenSchema,
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, 'validation.invitePasswordMin').max(200),
  fullName: z.string().trim().min(1, 'validation.fullNameRequired').max(120, 'validation.nameMax'),
});

export const invitationLookupInput = z.object({ token: tokenSchema, email });

export const preferencesInput = z.object({
  language: z.enum(LOCALES).optional(),
  theme: z.enum(THEMES).optional(),
});

export const contactInput = z.object({
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.nameMax'),
  email,
  subject: z.string().trim().min(1, 'validation.required').max(200, 'validation.subjectMax'),
  message: z.string().trim().min(1, 'validation.required').max(5000, 'validation.messageMax'),
});
export type ContactInput = z.input<typeof contactInput>;
