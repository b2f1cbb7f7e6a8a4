import { BanIcon, CheckIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/team/team-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { type AffiliateAction, affiliateActions, type ProductAffiliate } from './affiliation-logic';
import { AffiliationStatusBadge } from './affiliation-status-badge';
import { resellerName } from './use-affiliate-decisions';

export interface AffiliateRowActions {
  /** The affiliation whose decision is being sent, if any. */
  busyId: string | null;
  onAction: (affiliate: ProductAffiliate, action: AffiliateAction) => void;
}

const ACTION_LOOK: Record<
  AffiliateAction,
  { icon: typeof CheckIcon; variant: ComponentProps<typeof Button>['variant']; className?: string }
> = {
  approve: { icon: CheckIcon, variant: 'default' },
  refuse: { icon: XIcon, variant: 'outline' },
  revoke: {
    icon: BanIcon,
    variant: 'outline',
    className: 'text-destructive hover:bg-destructive/10 hover:text-destructive',
  },
  reactivate: { icon: RotateCcwIcon, variant: 'outline' },
};

function ActionButton({
  affiliate,
  action,
  actions,
}: {
  affiliate: ProductAffiliate;
  action: AffiliateAction;
  actions: AffiliateRowActions;
}) {
  const { t } = useTranslation();
  const look = ACTION_LOOK[action];
  const Icon = look.icon;
  const busy = actions.busyId === affiliate.id;
  return (
    <Button
      size="sm"
      variant={look.variant}
      className={look.className}
      disabled={actions.busyId !== null}
      aria-label={t(`affiliations.manage.actions.${action}For`, { name: resellerName(affiliate) })}
      data-action={action}
      onClick={() => actions.onAction(affiliate, action)}
    >
      {busy ? <Spinner /> : <Icon aria-hidden />}
      {t(`affiliations.manage.actions.${action}`)}
    </Button>
  );
}

function AffiliateRow({ affiliate, actions }: { affiliate: ProductAffiliate; actions: AffiliateRowActions }) {
  const { t } = useTranslation();
  const name = resellerName(affiliate);
  const { reseller } = affiliate;
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="affiliate-row"
      data-status={affiliate.status}
      data-email={reseller.email}
    >
      <div className="flex min-w-0 items-start gap-3">
        <MemberAvatar name={name} avatarUrl={reseller.avatarUrl} />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex min-w-0 flex-wrap items-center gap-1.5">
            <span className="truncate font-medium" title={name}>
              {name}
            </span>
            {reseller.referred && (
              <Badge variant="outline" className="px-1.5 py-0 text-[0.6875rem]">
                {t('affiliations.manage.referred')}
              </Badge>
            )}
          </p>
          <p className="truncate text-muted-foreground text-xs" title={reseller.email}>
            {reseller.email}
          </p>
          <p className="flex flex-wrap gap-x-3 text-muted-foreground text-xs tabular-nums">
            <span>{t('affiliations.manage.since', { date: formatDate(affiliate.createdAt) })}</span>
            <span data-testid="affiliate-row-clicks">
              {t('affiliations.link.clickSummary', {
                clicks: t('affiliations.link.clicks', { count: affiliate.clicks }),
                unique: t('affiliations.link.uniqueClicks', { count: affiliate.uniqueClicks }),
              })}
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 pl-12 sm:justify-end sm:pl-0">
        <AffiliationStatusBadge status={affiliate.status} />
        {affiliateActions(affiliate.status).map((action) => (
          <ActionButton key={action} affiliate={affiliate} action={action} actions={actions} />
        ))}
      </div>
    </li>
  );
}

/** A product's affiliates: reseller, status, clicks, since when, and the producer's decisions. */
export function ProductAffiliatesList({
  items,
  actions,
}: {
  items: ProductAffiliate[];
  actions: AffiliateRowActions;
}) {
  return (
    <ul className="divide-y">
      {items.map((affiliate) => (
        <AffiliateRow key={affiliate.id} affiliate={affiliate} actions={actions} />
      ))}
    </ul>
  );
}
