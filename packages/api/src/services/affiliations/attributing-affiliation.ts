import { affiliations, and, type DbOrTx, eq, productPricing, products, profiles, type SQL } from '@afilia/db';
import { alias } from 'drizzle-orm/pg-core';
import { affiliableTo, productProducer } from './affiliable-product';
import { activeReseller } from './eligibility';

/** An affiliation that may attribute a visit or a sale now, with what the redirect and the checkout need. */
export interface AttributingAffiliation {
  affiliationId: string;
  resellerId: string;
  productId: string;
  producerId: string;
  productCode: string;
  attributionWindowDays: number;
}

const linkReseller = alias(profiles, 'link_reseller');

/**
 * The one rule for whether an affiliation attributes, read by the redirect (a click) and by the checkout (a
 * sale through an older click's cookie), so both stop together: the affiliation is active, its reseller is
 * still an active reseller whom the product's affiliation mode admits, the producer is active and the product
 * has a price. `match` picks the affiliation (by link code, or by id and product). One indexed query.
 */
export async function findAttributingAffiliation(
  db: DbOrTx,
  match: SQL,
): Promise<AttributingAffiliation | null> {
  const [row] = await db
    .select({
      affiliationId: affiliations.id,
      resellerId: affiliations.resellerId,
      productId: affiliations.productId,
      producerId: products.userId,
      productCode: products.productCode,
      attributionWindowDays: products.attributionWindowDays,
    })
    .from(affiliations)
    .innerJoin(products, eq(products.id, affiliations.productId))
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .innerJoin(linkReseller, eq(linkReseller.id, affiliations.resellerId))
    .innerJoin(productProducer, eq(productProducer.id, products.userId))
    .where(
      and(
        match,
        eq(affiliations.status, 'active'),
        activeReseller(linkReseller),
        affiliableTo(linkReseller.referrerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
