import { affiliateClicks, affiliations, and, type DbOrTx, desc, eq, gte, products, sql } from '@afilia/db';
import { monthStart } from '@afilia/validators';
import { affiliateLinkUrl } from '../affiliations/affiliation-dto';
import { clickCounts } from '../ledger/figures/click-counts';
import { conversionRate } from '../ledger/figures/conversion';
import { attributedMonthSales } from '../ledger/figures/month-figures';
import type { ResellerOverview } from './overview-dto';
import { resellerActivity } from './recent-activity';
import { resellerCommissionTotals } from './reseller-earnings';

const TOP_LINKS = 10;

/**
 * The reseller's overview: their links, requests waiting for a producer, this month's clicks and sales, their
 * commissions by status and the latest of them.
 */
export async function resellerOverview(
  db: DbOrTx,
  appUrl: string,
  resellerId: string,
  now: Date,
): Promise<ResellerOverview> {
  const since = monthStart(now);
  const [statusCounts] = await db
    .select({
      activeLinks: sql<number>`(count(*) filter (where ${affiliations.status} = 'active'))::int`,
      pendingRequests: sql<number>`(count(*) filter (where ${affiliations.status} = 'pending'))::int`,
    })
    .from(affiliations)
    .where(eq(affiliations.resellerId, resellerId));
  const [clicks] = await db
    .select(clickCounts)
    .from(affiliateClicks)
    .innerJoin(affiliations, eq(affiliations.id, affiliateClicks.affiliationId))
    .where(and(eq(affiliations.resellerId, resellerId), gte(affiliateClicks.clickedAt, since)));
  const links = await db
    .select({
      affiliationId: affiliations.id,
      productTitle: products.title,
      productCode: products.productCode,
      linkCode: affiliations.linkCode,
      clicks: affiliations.clicks,
      uniqueClicks: affiliations.uniqueClicks,
      lastClickAt: affiliations.lastClickAt,
    })
    .from(affiliations)
    .innerJoin(products, eq(products.id, affiliations.productId))
    .where(and(eq(affiliations.resellerId, resellerId), eq(affiliations.status, 'active')))
    .orderBy(desc(affiliations.clicks), desc(affiliations.createdAt), desc(affiliations.id))
    .limit(TOP_LINKS);
  const month = await attributedMonthSales(db, { resellerId }, now);
  const uniqueClicks = clicks?.uniqueClicks ?? 0;
  return {
    role: 'reseller' as const,
    activeLinks: statusCounts?.activeLinks ?? 0,
    pendingRequests: statusCounts?.pendingRequests ?? 0,
    clicksThisMonth: clicks?.clicks ?? 0,
    uniqueClicksThisMonth: uniqueClicks,
    links: links.map(({ linkCode, ...link }) => ({ ...link, link: affiliateLinkUrl(appUrl, linkCode) })),
    sales: { thisMonth: month.sales },
    commissions: await resellerCommissionTotals(db, resellerId, month.commissionCents),
    conversionRate: conversionRate(month.sales.count, uniqueClicks),
    recentActivity: await resellerActivity(db, resellerId),
  };
}
