import type { profiles } from '@afilia/db';
import { deriveRole, type Role } from '@afilia/validators';

type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileDto {
  id: string;
  fullName: string | null;
  email: string;
  avatarUrl: string | null;
  phone: string | null;
  isProducer: boolean;
  isReseller: boolean;
  isAdmin: boolean;
  role: Role;
  status: ProfileRow['status'];
  referrerId: string | null;
  trialActive: boolean;
  trialEndDate: Date | null;
  planName: string | null;
  lastLogin: Date | null;
  createdAt: Date;
  updatedAt: Date;
  language: ProfileRow['language'];
  theme: ProfileRow['theme'];
}

export function roleOf(profile: Pick<ProfileRow, 'isAdmin' | 'isProducer' | 'isReseller'>): Role {
  return deriveRole({
    is_admin: profile.isAdmin,
    is_producer: profile.isProducer,
    is_reseller: profile.isReseller,
  });
}

export function toProfileDto(row: ProfileRow): ProfileDto {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    phone: row.phone,
    isProducer: row.isProducer,
    isReseller: row.isReseller,
    isAdmin: row.isAdmin,
    role: roleOf(row),
    status: row.status,
    referrerId: row.referrerId,
    trialActive: row.trialActive,
    trialEndDate: row.trialEndDate,
    planName: row.planName,
    lastLogin: row.lastLogin,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    language: row.language,
    theme: row.theme,
  };
}
