import { and, commissions, type DbOrTx, eq, products, profiles, sales } from '@afilia/db';
import { FALLBACK_LOCALE, isSupportedLocale } from '@afilia/i18n';
import { absoluteLink, buyerDownloads, buyerVideos } from '../products/buyer-downloads';
import type { SaleEffectsDeps } from './sale-effects';

type Sale = typeof sales.$inferSelect;

/**
 * The emails of a confirmed sale, enqueued in the caller's transaction: the buyer's (in their language, with
 * the instructions, 7-day download links and the 'Meu pedido' link), the producer's 'Nova venda' and the
 * reseller's 'Nova comissão' (each unless switched off). Returns the outbox ids to deliver after the commit.
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
  const resellerName = sale.resellerId ? ((await recipient(tx, sale.resellerId))?.name ?? null) : null;
  const producer = await recipient(tx, sale.producerId);
  if (producer?.notifyNewSale) {
    ids.push(
      await deps.mail.enqueue(tx, {
        to: producer.email,
        locale: producer.locale,
        template: 'newSale',
        vars: {
          productTitle: sale.productTitle,
          amountCents: sale.amountCents,
          buyerName: sale.buyerName,
          resellerName,
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
    locale: isSupportedLocale(sale.buyerLocale) ? sale.buyerLocale : FALLBACK_LOCALE,
    template: 'purchaseConfirmation',
    vars: {
      buyerName: sale.buyerName,
      productTitle: sale.productTitle,
      orderCode: sale.orderCode,
      amountCents: sale.amountCents,
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
  const reseller = await recipient(tx, commission.resellerId);
  if (!reseller?.notifyNewCommission) return null;
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

/** Where and how a user is emailed: their address, language and sale-notification switches. */
async function recipient(tx: DbOrTx, userId: string) {
  const [profile] = await tx
    .select({
      email: profiles.email,
      fullName: profiles.fullName,
      language: profiles.language,
      notifyNewSale: profiles.notifyNewSale,
      notifyNewCommission: profiles.notifyNewCommission,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  return {
    ...profile,
    name: profile.fullName?.trim() || profile.email,
    locale: profile.language ?? FALLBACK_LOCALE,
  };
}
