import { z } from 'zod';
import {
  LOCALES,
  MAX_PASSWORD_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  THEMES,
  USER_TYPES,
} from './constants';
import { multilineText, singleLineText } from './text';

// Every message is an i18n key (packages/i18n); the client translates it.
const email = singleLineText().trim().toLowerCase().pipe(z.email('validation.emailInvalid'));

export const userTypeSchema = z.enum(USER_TYPES);

export const registerInput = z
  .object({
    name: singleLineText().trim().min(MIN_NAME_LENGTH, 'validation.nameMin').max(120, 'validation.nameMax'),
    email,
    password: singleLineText()
      .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
      .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
    confirmPassword: singleLineText(),
    termsAccepted: z.literal(true, 'validation.termsRequired'),
    userType: userTypeSchema.default('producer'),
    freeTrial: z.boolean().optional(),
    freeTrialDays: z.number().int().min(1).max(30).optional(),
    selectedPlan: singleLineText().max(40).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: singleLineText().trim().toLowerCase().min(1, 'validation.emailRequired'),
  password: singleLineText()
    .min(1, 'validation.passwordRequired')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
  userType: userTypeSchema,
});
export type LoginInput = z.input<typeof loginInput>;

export const forgotPasswordInput = z.object({
  email: singleLineText()
    .trim()
    .toLowerCase()
    .min(1, 'validation.emailNeeded')
    .pipe(z.email('validation.emailInvalid')),
});

/** 'Reenviar email de confirmação': the address typed on the login page. */
export const resendConfirmationInput = forgotPasswordInput;

const tokenSchema = singleLineText().min(16, 'errors.auth.invalidLink').max(200, 'errors.auth.invalidLink');

export const resetPasswordFormSchema = z
  .object({
    password: singleLineText()
      .min(MIN_PASSWORD_LENGTH, 'validation.resetPasswordTooShort')
      .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
    confirmPassword: singleLineText(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.resetPasswordsDontMatch',
  });

export const resetPasswordInput = z.object({
  token: tokenSchema,
  password: singleLineText()
    .min(MIN_PASSWORD_LENGTH, 'validation.resetPasswordTooShort')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
});

export const confirmEmailInput = z.object({ token: tokenSchema });
export const confirmEmailChangeInput = z.object({ token: tokenSchema });

/** The current address's answer to a login-email change someone else asked for. */
export const EMAIL_CHANGE_DECISIONS = ['approve', 'decline'] as const;
export type EmailChangeDecision = (typeof EMAIL_CHANGE_DECISIONS)[number];
export const answerEmailChangeInput = z.object({
  token: tokenSchema,
  decision: z.enum(EMAIL_CHANGE_DECISIONS),
});

export const acceptInvitationFormSchema = z
  .object({
    fullName: singleLineText().trim().min(1, 'validation.fullNameRequired').max(120, 'validation.nameMax'),
    password: singleLineText()
      .min(MIN_PASSWORD_LENGTH, 'validation.invitePasswordMin')
      .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
    confirmPassword: singleLineText(),
    termsAccepted: z.literal(true, 'validation.termsRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.invitePasswordsDontMatch',
  });

/** The invitation acceptance payload. */
export const acceptInvitationInput = z.object({
  token: tokenSchema,
  email,
  password: singleLineText()
    .min(MIN_PASSWORD_LENGTH, 'validation.invitePasswordMin')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
  fullName: singleLineText().trim().min(1, 'validation.fullNameRequired').max(120, 'validation.nameMax'),
  /** Creating the account accepts the terms, as at sign-up. */
  termsAccepted: z.literal(true, 'validation.termsRequired'),
});

export const invitationLookupInput = z.object({ token: tokenSchema, email });

export const preferencesInput = z.object({
  language: z.enum(LOCALES).optional(),
  theme: z.enum(THEMES).optional(),
});

export const contactInput = z.object({
  name: singleLineText().trim().min(1, 'validation.required').max(120, 'validation.nameMax'),
  email,
  subject: singleLineText().trim().min(1, 'validation.required').max(200, 'validation.subjectMax'),
  message: multilineText().trim().min(1, 'validation.required').max(5000, 'validation.messageMax'),
});
export type ContactInput = z.input<typeof contactInput>;
