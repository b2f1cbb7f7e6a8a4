import {
  affiliateClicks,
  affiliations,
  and,
  count,
  type DbOrTx,
  desc,
  eq,
  gte,
  ne,
  productPricing,
  products,
  profiles,
  type SQL,
  sql,
} from '@afilia/db';
import { monthStart } from '@afilia/validators';
import { clickCounts } from '../ledger/figures/click-counts';
import { conversionRate } from '../ledger/figures/conversion';
import { attributedMonthSales, monthSales } from '../ledger/figures/month-figures';
import type { ProducerOverview } from './overview-dto';
import { producerActivity } from './recent-activity';

const TOP_PRODUCTS = 5;

/**
 * The figures of a producer's overview over their own products and resellers (`producerId`), or of the
 * whole platform for an admin (`producerId` null): products, priced products, resellers, affiliates,
 * requests waiting, this month's clicks with the five most clicked products, this month's sales against last
 * month's (from the daily totals), the conversion of the links' unique clicks into sales through those links
 * and the latest activity.
 */
export async function producerOverview(
  db: DbOrTx,
  producerId: string | null,
  now: Date,
): Promise<Omit<ProducerOverview, 'role' | 'salesLimit' | 'profileComplete'>> {
  const since = monthStart(now);
  const ownProducts: SQL | undefined = producerId ? eq(products.userId, producerId) : undefined;
  const resellers: SQL | undefined = producerId
    ? eq(profiles.referrerId, producerId)
    : and(
        eq(profiles.isReseller, true),
        eq(profiles.isProducer, false),
        eq(profiles.isAdmin, false),
        // A removed account stays only for the financial history; it is nobody's reseller any more.
        ne(profiles.status, 'deleted'),
      );

  const [productCounts] = await db
    .select({
      products: sql<number>`count(*)::int`,
      pricedProducts: sql<number>`count(${productPricing.id})::int`,
    })
    .from(products)
    .leftJoin(productPricing, eq(productPricing.productId, products.id))
    .where(ownProducts);
  const [resellerCount] = await db.select({ n: count() }).from(profiles).where(resellers);
  const [affiliateCounts] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${affiliations.status} = 'active'))::int`,
      pending: sql<number>`(count(*) filter (where ${affiliations.status} = 'pending'))::int`,
    })
    .from(affiliations)
    .innerJoin(products, eq(products.id, affiliations.productId))
    .where(ownProducts);
  const clicksThisMonth = and(ownProducts, gte(affiliateClicks.clickedAt, since));
  const [clicks] = await db
    .select(clickCounts)
    .from(affiliateClicks)
    .innerJoin(affiliations, eq(affiliations.id, affiliateClicks.affiliationId))
    .innerJoin(products, eq(products.id, affiliations.productId))
    .where(clicksThisMonth);
  const topProducts = await db
    .select({
      productId: products.id,
      title: products.title,
      productCode: products.productCode,
      ...clickCounts,
    })
    .from(affiliateClicks)
    .innerJoin(affiliations, eq(affiliations.id, affiliateClicks.affiliationId))
    .innerJoin(products, eq(products.id, affiliations.productId))
    .where(clicksThisMonth)
    .groupBy(products.id)
    .orderBy(desc(sql`count(*)`), products.title, products.id)
    .limit(TOP_PRODUCTS);
  const salesFigures = await monthSales(db, producerId, now);
  const uniqueClicks = clicks?.uniqueClicks ?? 0;
  // Only the sales through the links whose clicks are counted: a sale at the producer's own checkout had none.
  const attributed = (await attributedMonthSales(db, { producerId }, now)).sales.count;

  return {
    products: productCounts?.products ?? 0,
    pricedProducts: productCounts?.pricedProducts ?? 0,
    resellers: resellerCount?.n ?? 0,
    activeAffiliates: affiliateCounts?.active ?? 0,
    pendingRequests: affiliateCounts?.pending ?? 0,
    clicksThisMonth: clicks?.clicks ?? 0,
    uniqueClicksThisMonth: uniqueClicks,
    topProducts,
    sales: salesFigures,
    performance: {
      sales: attributed,
      uniqueClicks,
      conversionRate: conversionRate(attributed, uniqueClicks),
    },
    recentActivity: await producerActivity(db, producerId),
  };
}
