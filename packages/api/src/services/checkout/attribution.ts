import { affiliations, and, type DbOrTx, eq, type SQL } from '@afilia/db';
import { findAttributingAffiliation } from '../affiliations/attributing-affiliation';
import type { Attribution } from '../affiliations/attribution-cookie';
import { type Buyer, isSelfPurchase, salePartyDetails } from './self-purchase';

export interface SaleAttribution {
  affiliationId: string;
  resellerId: string;
}

/**
 * The reseller a sale is attributed to. The cookie (signed, its window already checked when it was read)
 * counts only for the product being bought and while its affiliation would still attribute a click on the
 * link (`findAttributingAffiliation`, the redirect's own rule: active, the reseller still an active reseller
 * whom the product's mode admits); and never when the buyer is that reseller or the product's producer.
 */
export async function resolveAttribution(
  db: DbOrTx,
  attribution: Attribution | null,
  product: { id: string; producerId: string },
  buyer: Buyer,
): Promise<SaleAttribution | null> {
  if (!attribution) return null;
  const row = await findAttributingAffiliation(
    db,
    and(eq(affiliations.id, attribution.affiliationId), eq(affiliations.productId, product.id)) as SQL,
  );
  if (!row) return null;
  const parties = await salePartyDetails(db, [row.resellerId, product.producerId]);
  if (isSelfPurchase(buyer, parties)) return null;
  return { affiliationId: row.affiliationId, resellerId: row.resellerId };
}
