// The affiliate link the /r/{code} benchmark follows: the demo reseller (referred by the demo producer),
// affiliated (active) to a priced product of the demo producer. Works whether or not the demo seed already
// created products, prices or affiliations.
import { affiliations, type Database, desc, eq, productPricing, products, users } from '@afilia/db';

export interface SeededLink {
  affiliationId: string;
  linkCode: string;
  productCode: string;
}

export async function seedAffiliateLink(
  db: Database,
  producerEmail: string,
  resellerEmail: string,
): Promise<SeededLink> {
  const idOf = async (email: string) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} is not seeded`);
    return user.id;
  };
  const producerId = await idOf(producerEmail);
  const resellerId = await idOf(resellerEmail);
  // The newest product of the producer (the bulk catalogue's, or a demo product), priced if it was not.
  const [product] = await db
    .select({ id: products.id, productCode: products.productCode })
    .from(products)
    .where(eq(products.userId, producerId))
    .orderBy(desc(products.createdAt), products.productCode)
    .limit(1);
  if (!product) throw new Error(`${producerEmail} has no product`);
  await db
    .insert(productPricing)
    .values({
      productId: product.id,
      priceCents: 19_700,
      commissionType: 'percentage',
      commissionValue: 3000,
    })
    .onConflictDoNothing();
  const [affiliation] = await db
    .insert(affiliations)
    .values({ resellerId, productId: product.id, status: 'active', linkCode: 'BENCH234' })
    .onConflictDoUpdate({
      target: [affiliations.resellerId, affiliations.productId],
      set: { status: 'active' },
    })
    .returning({ id: affiliations.id, linkCode: affiliations.linkCode });
  if (!affiliation) throw new Error('the affiliation was not written');
  return { affiliationId: affiliation.id, linkCode: affiliation.linkCode, productCode: product.productCode };
}
