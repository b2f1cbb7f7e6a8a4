import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { multilineText, singleLineText } from './text';

// Profile and settings ('Perfil', 'Configurações'). Messages are i18n keys.

/**
 * An optional phone as people type it: empty, or digits with spaces, parentheses, dots or dashes and an
 * optional leading '+', with at least 8 digits (a DDD and a number, or an international number). The same
 * rule on the profile, the admin's user edit and the contact settings.
 */
export const optionalPhone = singleLineText()
  .trim()
  .max(30, 'validation.seller.phoneInvalid')
  .refine(
    (value) => value === '' || (/^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 8),
    'validation.seller.phoneInvalid',
  )
  .default('');

export const profileUpdateInput = z.object({
  fullName: singleLineText().trim().min(2, 'validation.seller.fullNameMin').max(120, 'validation.nameMax'),
  phone: optionalPhone,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

/** The avatar is an image already uploaded to the product-images bucket by the same user. */
export const avatarInput = z.object({ key: singleLineText().min(1).max(300).nullable() });

export const notificationPreferencesInput = z.object({
  emailNotifications: z.boolean(),
  /** 'Nova venda' emails to a producer. */
  newSaleNotifications: z.boolean(),
  /** 'Nova comissão' emails to a reseller. */
  newCommissionNotifications: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesInput>;

/** Contact information per user, and the platform's branding record: the same five fields. */
export const contactInfoInput = z.object({
  contactEmail: singleLineText()
    .trim()
    .toLowerCase()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.emailInvalid')
    .default(''),
  phoneNumber: optionalPhone,
  whatsappNumber: singleLineText()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^\+?\d[\d\s()-]{7,}$/.test(v), 'validation.contact.whatsappInvalid')
    .default(''),
  whatsappCustomLink: singleLineText()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), 'validation.contact.linkInvalid')
    .default(''),
  address: multilineText().trim().max(300, 'validation.tooLong').default(''),
});
export type ContactInfoInput = z.input<typeof contactInfoInput>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: singleLineText()
      .min(1, 'validation.passwordRequired')
      .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
    newPassword: singleLineText()
      .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
      .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
    confirmPassword: singleLineText(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export const changePasswordInput = z.object({
  currentPassword: singleLineText()
    .min(1, 'validation.passwordRequired')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
  newPassword: singleLineText()
    .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
});

export const sessionIdInput = z.object({ sessionId: singleLineText().min(1).max(128) });

export const deactivateAccountInput = z.object({
  password: singleLineText()
    .min(1, 'validation.passwordRequired')
    .max(MAX_PASSWORD_LENGTH, 'validation.passwordMax'),
});
