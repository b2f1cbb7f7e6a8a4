import {
  affiliations,
  and,
  count,
  type DbOrTx,
  desc,
  eq,
  ilike,
  or,
  productPricing,
  products,
} from '@afilia/db';
import type { affiliableProductsInput } from '@afilia/validators';
import type { z } from 'zod';
import { commissionCents } from '../ledger/commission-amount';
import { likePattern } from '../list/like-pattern';
import { pageWindow } from '../list/page-window';
import { affiliableTo, productProducer } from './affiliable-product';
import { toResellerAffiliationDto } from './affiliation-dto';
import { currentReseller, notBlockedBy } from './reseller-referrer';

/**
 * The reseller's 'Produtos Afiliados' grid: the products they may affiliate to now (priced, producer active,
 * mode admitting them under their current referrer, producer not blocking them), newest first, with their own affiliation if any.
 * Search is a case-insensitive substring of the title or the code; the page is clamped to the last one.
 */
export async function listAffiliableProducts(
  db: DbOrTx,
  appUrl: string,
  actor: { id: string },
  input: z.output<typeof affiliableProductsInput>,
) {
  const reseller = await currentReseller(db, actor.id);
  if (!reseller) return { items: [], page: 1, pageSize: input.pageSize, totalItems: 0, totalPages: 1 };
  const search = input.search ? likePattern(input.search) : null;
  const where = and(
    affiliableTo(reseller.referrerId),
    notBlockedBy(reseller),
    search ? or(ilike(products.title, search), ilike(products.productCode, search)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .innerJoin(productProducer, eq(productProducer.id, products.userId))
    .where(where);
  const totalItems = total?.n ?? 0;
  const { page, totalPages, offset } = pageWindow(totalItems, input.page, input.pageSize);
  const rows = await db
    .select({
      product: {
        id: products.id,
        title: products.title,
        productCode: products.productCode,
        category: products.category,
        imageLinks: products.imageLinks,
        affiliationMode: products.affiliationMode,
      },
      pricing: {
        priceCents: productPricing.priceCents,
        commissionType: productPricing.commissionType,
        commissionValue: productPricing.commissionValue,
        commissionRecurring: productPricing.commissionRecurring,
      },
      producerName: productProducer.fullName,
      affiliation: {
        id: affiliations.id,
        status: affiliations.status,
        linkCode: affiliations.linkCode,
        clicks: affiliations.clicks,
        uniqueClicks: affiliations.uniqueClicks,
        lastClickAt: affiliations.lastClickAt,
      },
    })
    .from(products)
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .innerJoin(productProducer, eq(productProducer.id, products.userId))
    .leftJoin(
      affiliations,
      and(eq(affiliations.productId, products.id), eq(affiliations.resellerId, actor.id)),
    )
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(input.pageSize)
    .offset(offset);
  const items = rows.map(({ product, pricing, producerName, affiliation }) => ({
    productId: product.id,
    title: product.title,
    productCode: product.productCode,
    category: product.category,
    imageUrl: product.imageLinks[0] ?? null,
    priceCents: pricing.priceCents,
    commissionType: pricing.commissionType,
    commissionValue: pricing.commissionValue,
    commissionRecurring: pricing.commissionRecurring,
    commissionCents: commissionCents(pricing.priceCents, pricing.commissionType, pricing.commissionValue),
    affiliationMode: product.affiliationMode,
    producerName,
    affiliation: affiliation ? toResellerAffiliationDto(appUrl, affiliation) : null,
  }));
  return { items, page, pageSize: input.pageSize, totalItems, totalPages };
}
