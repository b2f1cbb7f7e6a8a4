import { affiliations, type DbOrTx, inArray, sql } from '@afilia/db';

export interface AffiliateCounts {
  active: number;
  pending: number;
}

/** Active affiliates and pending requests of each product, in one grouped query for a page of products. */
export async function affiliateCountsOf(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, AffiliateCounts>> {
  const counts = new Map<string, AffiliateCounts>();
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({
      productId: affiliations.productId,
      active: sql<number>`(count(*) filter (where ${affiliations.status} = 'active'))::int`,
      pending: sql<number>`(count(*) filter (where ${affiliations.status} = 'pending'))::int`,
    })
    .from(affiliations)
    .where(inArray(affiliations.productId, [...productIds]))
    .groupBy(affiliations.productId);
  for (const { productId, active, pending } of rows) counts.set(productId, { active, pending });
  return counts;
}
