import { affiliations, and, count, type DbOrTx, desc, eq, products, profiles, sql } from '@afilia/db';
import {
  AFFILIATION_STATUSES,
  type AffiliationStatus,
  type productAffiliatesInput,
} from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { pageWindow } from '../list/page-window';
import { ownedProduct, type ProductActor } from '../products/product-access';

/**
 * A product's affiliates for its producer (or an admin): the counts per status and a page of affiliations,
 * pending requests first, then newest. A product out of the actor's reach answers 404 `products.notFound`.
 */
export async function listProductAffiliates(
  db: DbOrTx,
  actor: ProductActor,
  input: z.output<typeof productAffiliatesInput>,
) {
  const [product] = await db
    .select({
      id: products.id,
      userId: products.userId,
      title: products.title,
      productCode: products.productCode,
      affiliationMode: products.affiliationMode,
    })
    .from(products)
    .where(ownedProduct(actor, input.productId, 'affiliations.manage'));
  if (!product) throw new AppError('errors.products.notFound');

  const grouped = await db
    .select({ status: affiliations.status, n: count() })
    .from(affiliations)
    .where(eq(affiliations.productId, product.id))
    .groupBy(affiliations.status);
  const counts = Object.fromEntries(AFFILIATION_STATUSES.map((status) => [status, 0])) as Record<
    AffiliationStatus,
    number
  >;
  for (const { status, n } of grouped) counts[status] = n;

  const totalItems = input.status
    ? counts[input.status]
    : AFFILIATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const { page, totalPages, offset } = pageWindow(totalItems, input.page, input.pageSize);
  const rows = await db
    .select({
      id: affiliations.id,
      status: affiliations.status,
      linkCode: affiliations.linkCode,
      createdAt: affiliations.createdAt,
      decidedAt: affiliations.decidedAt,
      clicks: affiliations.clicks,
      uniqueClicks: affiliations.uniqueClicks,
      lastClickAt: affiliations.lastClickAt,
      reseller: {
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        avatarUrl: profiles.avatarUrl,
        referrerId: profiles.referrerId,
      },
    })
    .from(affiliations)
    .innerJoin(profiles, eq(profiles.id, affiliations.resellerId))
    .where(
      and(
        eq(affiliations.productId, product.id),
        input.status ? eq(affiliations.status, input.status) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${affiliations.status} = 'pending' then 0 else 1 end`,
      desc(affiliations.createdAt),
      desc(affiliations.id),
    )
    .limit(input.pageSize)
    .offset(offset);

  const items = rows.map(({ reseller: { referrerId, ...reseller }, ...affiliation }) => ({
    ...affiliation,
    reseller: { ...reseller, referred: referrerId === product.userId },
  }));
  return {
    product: {
      id: product.id,
      title: product.title,
      productCode: product.productCode,
      affiliationMode: product.affiliationMode,
    },
    counts,
    items,
    page,
    pageSize: input.pageSize,
    totalItems,
    totalPages,
  };
}
