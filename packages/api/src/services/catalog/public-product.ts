import {
  and,
  type DbOrTx,
  eq,
  paymentConnections,
  productPricing,
  products,
  profiles,
  sql,
  userContactInfo,
} from '@afilia/db';
import {
  extractYoutubeId,
  type InstallmentOption,
  isRecurringCategory,
  isValidLinkUrl,
  type PaymentMethod,
  whatsappLink,
} from '@afilia/validators';
import { alias } from 'drizzle-orm/pg-core';
import { productInstallmentOptions } from '../products/product-pricing';

export interface PublicContact {
  email: string | null;
  phone: string | null;
  whatsappUrl: string | null;
}

export interface PublicProduct {
  productCode: string;
  title: string;
  description: string;
  category: (typeof products.$inferSelect)['category'];
  /** Cover first. Our own uploads stay site paths (`/files/product-images/…`); others are absolute URLs. */
  imageUrls: string[];
  priceCents: number;
  /**
   * How a card may pay the price: 1x first, then each count the product offers, with the installment, the
   * total and whether it is interest-free. Just 1x for a subscription.
   */
  installmentOptions: InstallmentOption[];
  videos: { title: string; youtubeId: string }[];
  producerName: string | null;
  contact: PublicContact | null;
  /** Card always; Pix and boleto when the producer's Asaas is on (not for a monthly product). */
  paymentMethods: PaymentMethod[];
  /**
   * The Stripe account the card is charged to when it is the producer's own (its publishable key, for the card
   * field); null when the platform's provider charges it.
   */
  cardAccount: { publishableKey: string } | null;
}

const stripeConnections = alias(paymentConnections, 'stripe_connections');

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * What anyone may see of a product on its public page (/p/{code}): no commission, no instructions, no
 * downloads. Null when the code is unknown, the product has no pricing (it is not for sale) or its producer
 * is not active. Contact: the product's own email and phone first, else the producer's contact record.
 */
export async function getPublicProduct(db: DbOrTx, productCode: string): Promise<PublicProduct | null> {
  const [row] = await db
    .select({
      product: products,
      priceCents: productPricing.priceCents,
      maxInstallments: productPricing.maxInstallments,
      installmentInterest: productPricing.installmentInterest,
      producerName: profiles.fullName,
      contact: userContactInfo,
      asaasEnabled: paymentConnections.enabled,
      stripe: {
        enabled: stripeConnections.enabled,
        configured: sql<boolean>`${stripeConnections.secretsSealed} is not null`,
        publishableKey: stripeConnections.publishableKey,
      },
    })
    .from(products)
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .innerJoin(profiles, eq(profiles.id, products.userId))
    .leftJoin(userContactInfo, eq(userContactInfo.userId, products.userId))
    .leftJoin(
      paymentConnections,
      and(eq(paymentConnections.userId, products.userId), eq(paymentConnections.platform, 'asaas')),
    )
    .leftJoin(
      stripeConnections,
      and(eq(stripeConnections.userId, products.userId), eq(stripeConnections.platform, 'stripe')),
    )
    .where(and(eq(products.productCode, productCode), eq(profiles.status, 'active')))
    .limit(1);
  if (!row) return null;
  const { product, contact } = row;
  const email = blankToNull(product.email) ?? blankToNull(contact?.contactEmail);
  const phone = blankToNull(product.phone) ?? blankToNull(contact?.phoneNumber);
  const whatsapp = whatsappLink(contact?.whatsappNumber, contact?.whatsappCustomLink);
  const recurring = isRecurringCategory(product.category);
  return {
    productCode: product.productCode,
    title: product.title,
    description: product.description,
    category: product.category,
    imageUrls: product.imageLinks.filter(isValidLinkUrl),
    priceCents: row.priceCents,
    installmentOptions: productInstallmentOptions(row, product.category),
    videos: product.youtubeVideos.flatMap((video) => {
      const youtubeId = extractYoutubeId(video.url);
      return youtubeId ? [{ title: video.title, youtubeId }] : [];
    }),
    producerName: blankToNull(row.producerName),
    contact: email || phone || whatsapp ? { email, phone, whatsappUrl: whatsapp } : null,
    paymentMethods: row.asaasEnabled && !recurring ? ['card', 'pix', 'boleto'] : ['card'],
    cardAccount:
      row.stripe?.enabled && row.stripe.configured && row.stripe.publishableKey && !recurring
        ? { publishableKey: row.stripe.publishableKey }
        : null,
  };
}
