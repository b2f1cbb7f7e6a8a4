import type { Role } from '@afilia/validators';
import type { TranslationKey } from '@/lib/i18n-keys';

export interface ProfileFormValues {
  fullName: string;
  phone: string;
}

interface ProfileLike {
  fullName: string | null;
  phone: string | null;
  email: string;
}

/** The editable fields as the form holds them (null becomes ''). */
export function toProfileFormValues(profile: ProfileLike): ProfileFormValues {
  return { fullName: profile.fullName ?? '', phone: profile.phone ?? '' };
}

/** The name shown next to the avatar (and used for its initials): the full name, else the email. */
export function displayName(profile: ProfileLike): string {
  return profile.fullName?.trim() || profile.email;
}

/** i18n key of the account type: Administrador, Produtor, Revendedor, or the plain 'Usuário'. */
export function accountTypeKey(role: Role | null | undefined): TranslationKey {
  return `team.roles.${role ?? 'user'}`;
}
