import {
  type Role,
  reachesAny,
  SELLER_FILTERS,
  SELLER_TABS,
  type SellerFilter,
  type SellerTab,
  type TEAM_PAGE_SIZES,
  type UserStatus,
} from '@afilia/validators';
import type { TFunction } from 'i18next';
import { type ErrorCode, parseError, translateError } from '../../lib/errors';
import { type TranslationKey, translateMessage } from '../../lib/i18n-keys';

export type TeamPageSize = (typeof TEAM_PAGE_SIZES)[number];

/** What the block button does for a status: active → suspended, anything else → active. */
export type BlockAction = 'block' | 'unblock' | 'activate';

export function blockActionFor(status: UserStatus): BlockAction {
  if (status === 'active') return 'block';
  if (status === 'suspended') return 'unblock';
  return 'activate';
}

export type BlockOutcome = 'blocked' | 'unblocked' | 'activated';

/** The toast after a toggle, from the status before and the one the server answered. */
export function blockOutcome(previous: UserStatus, next: UserStatus): BlockOutcome {
  if (next === 'suspended') return 'blocked';
  return previous === 'suspended' ? 'unblocked' : 'activated';
}

/**
 * Whether the signed-in user's seller tools act on the accounts (an admin: a block suspends the account,
 * 'Excluir' removes it) or only on their referral of the reseller (a producer: the account stays theirs).
 */
export function managesAccounts(role: Role | null | undefined): boolean {
  return reachesAny(role, 'sellers.manage');
}

/** What a block or unblock did: to the account (an admin's), or to the relationship only (a producer's). */
export function blockOutcomeDescriptionKey(outcome: BlockOutcome, accounts: boolean): TranslationKey {
  if (accounts || outcome === 'activated') return `sellers.block.${outcome}Description`;
  return `sellers.block.${outcome}ReferralDescription`;
}

export function parseFilter(value: string): SellerFilter {
  return SELLER_FILTERS.find((filter) => filter === value) ?? 'all';
}

export function parseTab(value: string): SellerTab {
  return SELLER_TABS.find((tab) => tab === value) ?? 'all';
}

/** The filter menu in the order of `SELLER_FILTERS` (administrators … suspended), 'show all' last. */
export const FILTER_MENU: readonly SellerFilter[] = [
  ...SELLER_FILTERS.filter((filter) => filter !== 'all'),
  'all',
];

/** 'from–to of total' of a server page (1-based, inclusive); 0–0 when the list is empty. */
export function pageRange(
  page: number,
  pageSize: number,
  shown: number,
  totalItems: number,
): { from: number; to: number; total: number } {
  if (totalItems <= 0 || shown <= 0) return { from: 0, to: 0, total: Math.max(0, totalItems) };
  const from = (Math.max(1, page) - 1) * pageSize + 1;
  return { from, to: Math.min(totalItems, from + shown - 1), total: totalItems };
}

/** The add and edit dialogs' fields; a server field error on any other path is not shown on a field. */
export const SELLER_FIELDS = ['fullName', 'email', 'phone', 'password'] as const;
export type SellerField = (typeof SELLER_FIELDS)[number];

function isSellerField(path: string): path is SellerField {
  return (SELLER_FIELDS as readonly string[]).includes(path);
}

export function isPlanError(code: ErrorCode): boolean {
  return code === 'errors.plans.limitReached' || code === 'errors.plans.subscriptionRequired';
}

export interface SellerErrorView {
  code: ErrorCode;
  /** The translated toast description: the server's own message, else the generic text of the action. */
  description: string;
  /** Field → i18n key, to show under the fields (zod messages from the server, the email already in use). */
  fields: Partial<Record<SellerField, string>>;
  /** The plan limit or a missing subscription: the message comes with a link to /plans. */
  plan: boolean;
}

/**
 * A failed add / update / block / delete call, ready to show: 'Erro ao adicionar vendedor' with the server
 * message, or the fallback ('Ocorreu um erro ao adicionar o vendedor.') when the server has no specific one.
 */
export function describeSellerError(
  t: TFunction,
  error: unknown,
  fallbackKey: TranslationKey,
): SellerErrorView {
  const { code, params, fieldErrors } = parseError(error);
  const fields: SellerErrorView['fields'] = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (isSellerField(path)) fields[path] = message;
  }
  if (code === 'errors.team.emailInUse') fields.email = code;
  // A refused field (zod) reads its own message, e.g. 'Email inválido.'; an unexplained failure the fallback.
  const firstField = Object.values(fields)[0];
  let description: string;
  if (code === 'errors.validation' && firstField) description = translateMessage(t, firstField);
  else if (code === 'errors.internal' || code === 'errors.validation') description = t(fallbackKey);
  else description = translateError(t, code, params);
  return {
    code,
    description,
    fields,
    plan: isPlanError(code),
  };
}
