import {
  adminUserUpdateInput,
  can,
  ROLES,
  type Role,
  reachesAny,
  type TEAM_PAGE_SIZES,
  USER_TABS,
  type UserStatus,
  type UserTab,
} from '@afilia/validators';
import type { TFunction } from 'i18next';
import { type ErrorCode, parseError, translateError } from '../../lib/errors';
import type { TranslationKey } from '../../lib/i18n-keys';

export type TeamPageSize = (typeof TEAM_PAGE_SIZES)[number];

/** The fields of a user row that decide what its menu offers. */
export interface ManagedUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
}

/** `team.view` opens the screen (admins and producers); resellers see the "no permission" card. */
export function canOpenUsers(role: Role | null | undefined): boolean {
  return can(role, 'team.view');
}

/** `users.administer` acts on rows (change role, suspend, edit, message, remove): admins only. */
export function canManageUsers(role: Role | null | undefined): boolean {
  return can(role, 'users.administer');
}

/** `team.view` on anyone (an admin) shows the 7 tabs; on their own (a producer) only resellers. */
export function visibleTabs(role: Role | null | undefined): readonly UserTab[] {
  return reachesAny(role, 'team.view') ? USER_TABS : ['reseller'];
}

/** The tab from the address bar, or 'all'. A producer is always on 'reseller' (the server forces it too). */
export function resolveTab(role: Role | null | undefined, value: unknown): UserTab {
  const tabs = visibleTabs(role);
  const found = tabs.find((tab) => tab === value);
  return found ?? tabs[0] ?? 'reseller';
}

/** The roles the invite dialog offers: all three to an admin (scope 'any'), only reseller to a producer. */
export function inviteRoles(role: Role | null | undefined): readonly Role[] {
  return reachesAny(role, 'users.invite') ? ROLES : ['reseller'];
}

export type StatusAction = 'suspend' | 'reactivate';

/** An active user can be suspended; any other status can be reactivated. */
export function statusActionFor(status: UserStatus): StatusAction {
  return status === 'active' ? 'suspend' : 'reactivate';
}

export function statusForAction(action: StatusAction): 'active' | 'suspended' {
  return action === 'suspend' ? 'suspended' : 'active';
}

export interface RoleOption {
  role: Role;
  disabled: boolean;
}

export interface RowMenu {
  isSelf: boolean;
  /** Administrador / Produtor / Revendedor, the current one disabled. */
  roleOptions: RoleOption[];
  statusAction: StatusAction;
  canChangeStatus: boolean;
  canRemove: boolean;
  canEdit: boolean;
  canMessage: boolean;
}

/**
 * What the admin's row menu offers for a user. On the admin's own row, demoting, suspending and removing
 * are disabled (the server refuses them too, with errors.team.selfAction).
 */
export function rowMenu(user: Pick<ManagedUser, 'id' | 'role' | 'status'>, viewerId: string): RowMenu {
  const isSelf = user.id === viewerId;
  return {
    isSelf,
    roleOptions: ROLES.map((role) => ({ role, disabled: isSelf || role === user.role })),
    statusAction: statusActionFor(user.status),
    canChangeStatus: !isSelf,
    canRemove: !isSelf,
    canEdit: true,
    canMessage: true,
  };
}

export type EmptyKind = 'search' | 'producer' | 'tab';

/** Which empty state to show: no search match, a producer without resellers, or an empty tab. */
export function emptyKind(role: Role | null | undefined, search: string): EmptyKind {
  if (search.trim() !== '') return 'search';
  return reachesAny(role, 'team.view') ? 'tab' : 'producer';
}

/** '05/03/2026 15:07' → date and time, for a table cell that shows them on two lines. */
export function splitDateTime(formatted: string): { date: string; time: string } {
  const at = formatted.lastIndexOf(' ');
  return at < 0
    ? { date: formatted, time: '' }
    : { date: formatted.slice(0, at), time: formatted.slice(at + 1) };
}

/** 'X–Y de Z' for the footer. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

/** The 'Editar perfil' form: the server's schema without the user id. */
export const editUserFormSchema = adminUserUpdateInput.omit({ userId: true });

export function editValuesOf(user: Pick<ManagedUser, 'name' | 'email' | 'phone'>) {
  return { fullName: user.name, email: user.email, phone: user.phone ?? '' };
}

/** Plan errors come with an upgrade link to /plans. */
export function isPlanError(code: ErrorCode): boolean {
  return code === 'errors.plans.limitReached' || code === 'errors.plans.subscriptionRequired';
}

/**
 * The translated reason of a failed user call: the server's specific message (errors.team.selfAction,
 * errors.team.lastAdmin, errors.plans.limitReached…), else the given generic text.
 */
export function describeUserError(
  t: TFunction,
  error: unknown,
  fallbackKey: TranslationKey,
): { code: ErrorCode; description: string; fieldErrors: Record<string, string> } {
  const { code, params, fieldErrors } = parseError(error);
  const generic = code === 'errors.internal' || code === 'errors.validation';
  return { code, fieldErrors, description: generic ? t(fallbackKey) : translateError(t, code, params) };
}
