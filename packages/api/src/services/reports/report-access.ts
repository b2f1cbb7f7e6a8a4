import type { DbOrTx } from '@afilia/db';
import { type Capability, can, REPORT_TABS, type ReportTab, type Scope } from '@afilia/validators';
import { AppError } from '../../errors';
import type { Actor } from '../auth/resolve-actor';
import { isEntitled, latestSubscription } from '../plans/subscription-state';

/** Whose figures a report adds up. */
export type ReportScope =
  | { kind: 'producer'; producerId: string }
  | { kind: 'reseller'; resellerId: string }
  /** An admin's view of the whole platform, or of one producer. */
  | { kind: 'platform'; producerId: string | null };

/** 'Relatórios avançados' (the plans table): the Vendedores and Produtos tabs. */
const ADVANCED_REPORT_PLANS = new Set(['profissional', 'visionario']);

export interface ReportAccess {
  /** The tabs this user sees, in order. */
  tabs: ReportTab[];
  /** The tabs shown with the upgrade prompt instead of figures. */
  locked: ReportTab[];
  /** Whether the producer filter is offered (admins). */
  producerFilter: boolean;
}

/** The capability behind each tab (resellers have no Vendedores tab). */
export const REPORT_TAB_CAPABILITIES = {
  sales: 'reports.view',
  sellers: 'reports.sellers',
  products: 'reports.view',
} as const satisfies Record<ReportTab, Capability>;

/** Which tabs a user may open, and which their plan locks: Iniciante producers get Vendas only. */
export async function reportAccess(db: DbOrTx, actor: Actor, now: Date = new Date()): Promise<ReportAccess> {
  const tabs = REPORT_TABS.filter((tab) => can(actor.role, REPORT_TAB_CAPABILITIES[tab]));
  if (actor.role !== 'producer')
    return { tabs, locked: [], producerFilter: can(actor.role, 'reports.platform') };
  const subscription = await latestSubscription(db, actor.id);
  const advanced = isEntitled(subscription, now) && ADVANCED_REPORT_PLANS.has(subscription.planId);
  return { tabs, locked: advanced ? [] : tabs.filter((tab) => tab !== 'sales'), producerFilter: false };
}

/**
 * The scope of the caller's report for a tab, refused when the tab is not theirs or their plan does not
 * include it. A producer id is honoured only for an admin (whose reach is the platform).
 */
export async function reportScopeFor(
  db: DbOrTx,
  actor: Actor,
  scope: Scope,
  tab: ReportTab,
  producerId: string | undefined,
  now: Date = new Date(),
): Promise<ReportScope> {
  const access = await reportAccess(db, actor, now);
  if (!access.tabs.includes(tab)) throw new AppError('errors.forbidden');
  if (access.locked.includes(tab)) throw new AppError('errors.reports.upgradeRequired');
  if (scope === 'any') return { kind: 'platform', producerId: producerId ?? null };
  if (actor.role === 'reseller') return { kind: 'reseller', resellerId: actor.id };
  return { kind: 'producer', producerId: actor.id };
}
