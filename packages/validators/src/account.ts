import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';

// Profile and settings (spec part 2 §2 'Profile', 'Settings'). Messages are i18n keys.

export const profileUpdateInput = z.object({
  fullName: z.string().trim().min(2, 'validation.seller.fullNameMin').max(120, 'validation.nameMax'),
  phone: z.string().trim().max(30, 'validation.seller.phoneInvalid').default(''),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

/** The avatar is an image already uploaded to the product-images bucket by the same user. */
export const avatarInput = z.object({ key: z.string().min(1).max(300).nullable() });

export const notificationPreferencesInput = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesInput>;

const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').default('');

/** Contact information per user, and the platform's branding record: the same five fields. */
export const contactInfoInput = z.object({
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.emailInvalid')
    .default(''),
  phoneNumber: optionalText(30),
  whatsappNumber: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || /^\+?\d[\d\s()-]{7,}$/.test(v), 'validation.contact.whatsappInvalid')
    .default(''),
  whatsappCustomLink: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), 'validation.contact.linkInvalid')
    .default(''),
  address: optionalText(300),
});
export type ContactInfoInput = z.input<typeof contactInfoInput>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.passwordRequired').max(200),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
      .max(200, 'validation.passwordMax'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'validation.passwordRequired').max(200),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
    .max(200, 'validation.passwordMax'),
});

export const sessionIdInput = z.object({ sessionId: z.string().min(1).max(128) });

export const deactivateAccountInput = z.object({
  password: z.string().min(1, 'validation.passwordRequired').max(200),
});
