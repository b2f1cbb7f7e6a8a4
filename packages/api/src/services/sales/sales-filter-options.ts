import { affiliations, asc, type DbOrTx, eq, inArray, or, products, profiles, sales } from '@afilia/db';
import { ownedBy } from '../products/product-access';
import { type SalesActor, salesInReach } from './sale-access';
import type { SalesFilterOptions } from './sale-dto';

/**
 * The options of the sales list's filters: the products in the actor's reach, and the resellers who sold
 * them or are affiliated to them (an admin: every product, and every reseller with a sale or affiliation).
 */
export async function salesFilterOptions(db: DbOrTx, actor: SalesActor): Promise<SalesFilterOptions> {
  const productScope = ownedBy(actor, 'sales.manage');
  const productRows = await db
    .select({ id: products.id, title: products.title, productCode: products.productCode })
    .from(products)
    .where(productScope)
    .orderBy(asc(products.title), asc(products.productCode));

  const sellingResellers = db.select({ id: sales.resellerId }).from(sales).where(salesInReach(actor));
  const affiliatedResellers = db
    .select({ id: affiliations.resellerId })
    .from(affiliations)
    .innerJoin(products, eq(products.id, affiliations.productId))
    .where(productScope);
  const resellers = await db
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(or(inArray(profiles.id, sellingResellers), inArray(profiles.id, affiliatedResellers)))
    .orderBy(asc(profiles.fullName), asc(profiles.email));
  return { products: productRows, resellers };
}
