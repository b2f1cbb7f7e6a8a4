import type { RouterOutputs } from '@afilia/api';
import { AFFILIATION_STATUSES, type AffiliationDecision, type AffiliationStatus } from '@afilia/validators';

export type AffiliableProduct = RouterOutputs['affiliations']['listProducts']['items'][number];
export type ResellerAffiliation = NonNullable<AffiliableProduct['affiliation']>;
export type CreatedLink = RouterOutputs['affiliations']['createLink'];
export type ProductAffiliate = RouterOutputs['affiliations']['listForProduct']['items'][number];

/** The badge colour of an affiliation status (theme tokens through the Badge variants). */
export const STATUS_BADGE_VARIANT: Record<
  AffiliationStatus,
  'success' | 'warning' | 'destructive' | 'secondary'
> = {
  active: 'success',
  pending: 'warning',
  refused: 'destructive',
  revoked: 'secondary',
};

/** What the bottom of a reseller's product card offers. */
export type CardFooter =
  | { kind: 'generate'; needsApproval: boolean }
  | { kind: 'link'; link: string; clicks: number; uniqueClicks: number }
  | { kind: 'pending' }
  | { kind: 'refused' }
  | { kind: 'revoked' };

/**
 * The reseller's affiliation as the card shows it: the server's, or, until the list reloads, the one
 * 'Gerar Link de Afiliado' just created (no clicks yet).
 */
export function effectiveAffiliation(
  product: Pick<AffiliableProduct, 'affiliation'>,
  created: CreatedLink | null,
): Pick<ResellerAffiliation, 'status' | 'link' | 'clicks' | 'uniqueClicks'> | null {
  if (product.affiliation) return product.affiliation;
  if (!created) return null;
  return { status: created.status, link: created.link, clicks: 0, uniqueClicks: 0 };
}

/**
 * Without an affiliation: the button (with the approval hint on 'Com aprovação' products). Active with its
 * link: the link, share and clicks. Otherwise the status says why there is no link.
 */
export function cardFooter(
  product: Pick<AffiliableProduct, 'affiliation' | 'affiliationMode'>,
  created: CreatedLink | null,
): CardFooter {
  const affiliation = effectiveAffiliation(product, created);
  if (!affiliation) return { kind: 'generate', needsApproval: product.affiliationMode === 'approval' };
  if (affiliation.status === 'active' && affiliation.link) {
    return {
      kind: 'link',
      link: affiliation.link,
      clicks: affiliation.clicks,
      uniqueClicks: affiliation.uniqueClicks,
    };
  }
  if (affiliation.status === 'active') return { kind: 'generate', needsApproval: false };
  return { kind: affiliation.status };
}

/** wa.me opens WhatsApp (app or web) with the text ready to send: the product's title and the link. */
export function whatsappShareUrl(title: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}`;
}

/** The producer's buttons on an affiliate, in order. 'reactivate' sends the decision 'approve'. */
export type AffiliateAction = 'approve' | 'refuse' | 'revoke' | 'reactivate';

export function affiliateActions(status: AffiliationStatus): AffiliateAction[] {
  switch (status) {
    case 'pending':
      return ['approve', 'refuse'];
    case 'active':
      return ['revoke'];
    default:
      return ['reactivate'];
  }
}

export function decisionOf(action: AffiliateAction): AffiliationDecision {
  return action === 'reactivate' ? 'approve' : action;
}

/** The success toast of an action: 'approved', 'refused', 'revoked' or 'reactivated'. */
export function actionOutcome(action: AffiliateAction): 'approved' | 'refused' | 'revoked' | 'reactivated' {
  switch (action) {
    case 'approve':
      return 'approved';
    case 'refuse':
      return 'refused';
    case 'revoke':
      return 'revoked';
    case 'reactivate':
      return 'reactivated';
  }
}

/** The dialog's status tabs: every affiliate, then each status with requests first. */
export const AFFILIATE_TABS = ['all', 'pending', 'active', 'refused', 'revoked'] as const;
export type AffiliateTab = (typeof AFFILIATE_TABS)[number];

export function parseAffiliateTab(value: string): AffiliateTab {
  return AFFILIATE_TABS.find((tab) => tab === value) ?? 'all';
}

/** The status a tab asks the server for; 'all' asks for none. */
export function tabStatus(tab: AffiliateTab): AffiliationStatus | undefined {
  return tab === 'all' ? undefined : tab;
}

/** A tab's count from the server's counts per status. */
export function tabCount(tab: AffiliateTab, counts: Record<AffiliationStatus, number>): number {
  if (tab !== 'all') return counts[tab];
  return AFFILIATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}
