import { and, commissions, type DbOrTx, eq, products, profiles, sales } from '@afilia/db';
import { emailRecipient } from '../notifications/email-recipient';
import { absoluteLink, buyerDownloads, buyerVideos } from '../products/buyer-downloads';
import { buyerLocale } from './buyer-notices';
import { saleSplit } from './figures/sale-split';
import type { SaleEffectsDeps } from './sale-effects';

type Sale = typeof sales.$inferSelect;

/**
 * The emails of a confirmed sale, enqueued in the caller's transaction: the buyer's (in their language, with
 * the instructions, 7-day download links and the 'Meu pedido' link), the producer's 'Nova venda' (with the
 * reseller's commission and the producer's net) and the reseller's 'Nova comissão', those two by the
 * notification rule (emailRecipient). Returns the outbox ids to deliver after the commit.
 * (The monthly sales-limit warning follows the daily totals: confirm-sale.ts.)
 */
export async function enqueueSaleNotifications(
  tx: DbOrTx,
  deps: SaleEffectsDeps,
  saleId: string,
  now = new Date(),
): Promise<string[]> {
  const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId));
  if (sale?.status !== 'paid') return [];
  const ids = [await enqueuePurchaseConfirmation(tx, deps, sale, now)];
  const producer = await emailRecipient(tx, sale.producerId, 'newSale');
  if (producer) {
    const split = saleSplit(sale);
    ids.push(
      await deps.mail.enqueue(tx, {
        to: producer.email,
        locale: producer.locale,
        template: 'newSale',
        vars: {
          productTitle: sale.productTitle,
          amountCents: split.amountCents,
          installmentFeeCents: split.installmentFeeCents,
          installments: sale.installments,
          commissionCents: split.commissionCents,
          platformFeeCents: split.platformFeeCents,
          netCents: split.producerNetCents,
          buyerName: sale.buyerName,
          resellerName: sale.resellerId ? await resellerName(tx, sale.resellerId) : null,
          link: `${deps.appUrl}/dashboard/sales`,
        },
      }),
    );
  }
  const commissionId = await enqueueNewCommission(tx, deps, sale);
  if (commissionId) ids.push(commissionId);
  return ids;
}

async function enqueuePurchaseConfirmation(tx: DbOrTx, deps: SaleEffectsDeps, sale: Sale, now: Date) {
  const [product] = sale.productId
    ? await tx
        .select({
          instructions: products.instructions,
          downloadLinks: products.downloadLinks,
          youtubeVideos: products.youtubeVideos,
        })
        .from(products)
        .where(eq(products.id, sale.productId))
    : [];
  const downloads = buyerDownloads(deps.storage, product?.downloadLinks ?? [], now);
  return deps.mail.enqueue(tx, {
    to: sale.buyerEmail,
    locale: buyerLocale(sale),
    template: 'purchaseConfirmation',
    vars: {
      buyerName: sale.buyerName,
      productTitle: sale.productTitle,
      orderCode: sale.orderCode,
      amountCents: sale.amountCents,
      // A subscription product's sale belongs to the buyer's subscription: its price is per month.
      monthly: sale.subscriptionId !== null,
      installments: sale.installments,
      instructions: product?.instructions ?? '',
      downloads: downloads.map((d) => ({ title: d.title, url: absoluteLink(deps.appUrl, d.url) })),
      videos: buyerVideos(product?.youtubeVideos ?? []),
      orderLink: `${deps.appUrl}/orders?code=${sale.orderCode}`,
    },
  });
}

async function enqueueNewCommission(tx: DbOrTx, deps: SaleEffectsDeps, sale: Sale) {
  const [commission] = await tx
    .select({
      resellerId: commissions.resellerId,
      amountCents: commissions.amountCents,
      availableAt: commissions.availableAt,
    })
    .from(commissions)
    .where(and(eq(commissions.saleId, sale.id), eq(commissions.kind, 'commission')));
  if (!commission || commission.amountCents <= 0) return null;
  const reseller = await emailRecipient(tx, commission.resellerId, 'newCommission');
  if (!reseller) return null;
  return deps.mail.enqueue(tx, {
    to: reseller.email,
    locale: reseller.locale,
    template: 'newCommission',
    vars: {
      productTitle: sale.productTitle,
      commissionCents: commission.amountCents,
      saleAmountCents: sale.amountCents,
      availableAt: commission.availableAt,
      link: `${deps.appUrl}/dashboard/commissions`,
    },
  });
}

/** The reseller as the producer's email names them: full name, else email. */
async function resellerName(tx: DbOrTx, resellerId: string): Promise<string | null> {
  const [profile] = await tx
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, resellerId));
  return profile ? profile.fullName?.trim() || profile.email : null;
}
