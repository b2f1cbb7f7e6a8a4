import {
  affiliations,
  and,
  asc,
  count,
  type DbOrTx,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  products,
  profiles,
  sales,
} from '@afilia/db';
import { ownedBy } from '../products/product-access';
import { type SalesActor, salesInReach } from './sale-access';
import type { SalesFilterOptions } from './sale-dto';

const UTM_SOURCE_OPTIONS = 50;
const UTM_SOURCE_SAMPLE = 10_000;

/**
 * The options of the sales list's filters: the products in the actor's reach, and the resellers who sold
 * them or are affiliated to them (an admin: every product, and every reseller with a sale or affiliation),
 * and the traffic sources of their latest 10 000 sales that have one (the 50 most frequent).
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
  // From the latest sales only, so the options cost the same for a producer with a million sales.
  const recent = db
    .select({ utmSource: sales.utmSource })
    .from(sales)
    .where(and(salesInReach(actor), isNotNull(sales.utmSource)))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(UTM_SOURCE_SAMPLE)
    .as('recent');
  const sources = await db
    .select({ utmSource: recent.utmSource, sales: count() })
    .from(recent)
    .groupBy(recent.utmSource)
    .orderBy(desc(count()), asc(recent.utmSource))
    .limit(UTM_SOURCE_OPTIONS);
  return {
    products: productRows,
    resellers,
    utmSources: sources.flatMap((row) => (row.utmSource ? [row.utmSource] : [])),
  };
}
