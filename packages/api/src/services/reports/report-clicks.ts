import {
  affiliateClicks,
  affiliations,
  and,
  type DbOrTx,
  eq,
  gte,
  lt,
  products,
  type SQL,
  sql,
} from '@afilia/db';
import type { ReportScope } from './report-access';
import { periodInstants } from './report-period';

export interface ClickFigures {
  clicks: number;
  uniqueClicks: number;
}

/** The affiliations whose clicks count for the scope: a producer's products, a reseller's links, or all. */
function affiliationsOf(scope: ReportScope): SQL | undefined {
  switch (scope.kind) {
    case 'producer':
      return eq(products.userId, scope.producerId);
    case 'reseller':
      return eq(affiliations.resellerId, scope.resellerId);
    case 'platform':
      return scope.producerId ? eq(products.userId, scope.producerId) : undefined;
  }
}

/** Clicks and unique clicks through the scope's links over the period's days, by reseller or by product. */
export async function clicksBy(
  db: DbOrTx,
  scope: ReportScope,
  from: string,
  to: string,
  key: 'reseller' | 'product',
): Promise<Map<string, ClickFigures>> {
  const { start, end } = periodInstants(from, to);
  const column = key === 'reseller' ? affiliations.resellerId : affiliations.productId;
  const rows = await db
    .select({
      id: sql<string>`${column}`,
      clicks: sql<number>`count(*)::int`,
      uniqueClicks: sql<number>`(count(*) filter (where ${affiliateClicks.isUnique}))::int`,
    })
    .from(affiliateClicks)
    .innerJoin(affiliations, eq(affiliations.id, affiliateClicks.affiliationId))
    .innerJoin(products, eq(products.id, affiliations.productId))
    .where(
      and(affiliationsOf(scope), gte(affiliateClicks.clickedAt, start), lt(affiliateClicks.clickedAt, end)),
    )
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, { clicks: row.clicks, uniqueClicks: row.uniqueClicks }]));
}
