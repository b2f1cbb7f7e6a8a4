import { affiliations, and, type DbOrTx, eq, profiles, users } from '@afilia/db';
import type { Attribution } from '../affiliations/attribution-cookie';
import { activeReseller } from '../affiliations/eligibility';
import { type Buyer, isSelfPurchase, type SaleParty } from './self-purchase';

export interface SaleAttribution {
  affiliationId: string;
  resellerId: string;
}

/**
 * The reseller a sale is attributed to. The cookie (signed, its window already checked when it was read)
 * counts only while its affiliation is still active, is for the product being bought and its reseller is
 * still an active reseller; and never when the buyer is that reseller or the product's producer.
 */
export async function resolveAttribution(
  db: DbOrTx,
  attribution: Attribution | null,
  product: { id: string; producer: SaleParty },
  buyer: Buyer,
): Promise<SaleAttribution | null> {
  if (!attribution) return null;
  const [row] = await db
    .select({
      affiliationId: affiliations.id,
      resellerId: affiliations.resellerId,
      resellerEmail: users.email,
    })
    .from(affiliations)
    .innerJoin(profiles, eq(profiles.id, affiliations.resellerId))
    .innerJoin(users, eq(users.id, affiliations.resellerId))
    .where(
      and(
        eq(affiliations.id, attribution.affiliationId),
        eq(affiliations.status, 'active'),
        eq(affiliations.productId, product.id),
        activeReseller(profiles),
      ),
    );
  if (!row) return null;
  const reseller = { userId: row.resellerId, email: row.resellerEmail };
  if (isSelfPurchase(buyer, [reseller, product.producer])) return null;
  return { affiliationId: row.affiliationId, resellerId: row.resellerId };
}
