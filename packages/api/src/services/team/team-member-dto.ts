import type { profiles } from '@afilia/db';
import type { Role } from '@afilia/validators';
import { roleOf } from '../auth/profile-dto';

type ProfileRow = typeof profiles.$inferSelect;

/** A row of the reseller and user lists. */
export interface TeamMemberDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  role: Role;
  status: ProfileRow['status'];
  referrerId: string | null;
  createdAt: Date;
  lastLogin: Date | null;
}

export function toTeamMemberDto(row: ProfileRow): TeamMemberDto {
  return {
    id: row.id,
    name: row.fullName ?? row.email,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    role: roleOf(row),
    status: row.status,
    referrerId: row.referrerId,
    createdAt: row.createdAt,
    lastLogin: row.lastLogin,
  };
}

/**
 * The row as the actor sees it. A producer's block is a block of the relationship (the account stays
 * active for everyone else), so to the producer who referred them a blocked reseller shows as 'suspended'.
 */
export function toTeamMemberDtoFor(actor: { id: string }, row: ProfileRow): TeamMemberDto {
  const dto = toTeamMemberDto(row);
  return row.referralBlockedAt && row.referrerId === actor.id ? { ...dto, status: 'suspended' } : dto;
}
