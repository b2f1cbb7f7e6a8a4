import { randomUUID } from 'node:crypto';
import { type BuyerRenewalDeps, type MailService, TestPaymentProvider } from '@afilia/api/server';
import { commissions, type Database, sales } from '@afilia/db';
import {
  type CommissionStatus,
  type CommissionType,
  generateOrderCode,
  type PaymentMethod,
  type SaleStatus,
} from '@afilia/validators';
import type { TestApp } from './harness';

export interface SaleFixtureOptions {
  producerId: string;
  productId?: string | null;
  productTitle?: string;
  productCode?: string;
  buyerName?: string;
  buyerEmail?: string;
  amountCents?: number;
  status?: SaleStatus;
  provider?: 'test' | 'stripe';
  method?: PaymentMethod;
  createdAt?: Date;
  /** Defaults to createdAt for a sale that was paid (paid, refunded, chargeback). */
  paidAt?: Date | null;
  reversedAt?: Date | null;
  refundRequestedAt?: Date | null;
  commissionType?: CommissionType;
  commissionValue?: number;
  reseller?: { id: string; affiliationId?: string | null } | null;
  /** The reseller's commission row (needs `reseller`). */
  commission?: { amountCents: number; status?: CommissionStatus; availableAt?: Date; paidAt?: Date | null };
}

export interface SaleFixture {
  id: string;
  orderCode: string;
  idempotencyKey: string;
  providerPaymentId: string;
  buyerEmail: string;
  commissionId: string | null;
}

/** A fresh order code: 'AF' and 10 characters of the product-code alphabet. */
export function fixtureOrderCode(): string {
  return generateOrderCode();
}

/**
 * A sale written straight into the database (no checkout, no provider, no emails, no daily totals), with a
 * unique order code, idempotency key and provider payment id per call, and optionally its commission row.
 */
export async function insertSale(db: Database, options: SaleFixtureOptions): Promise<SaleFixture> {
  const createdAt = options.createdAt ?? new Date();
  const status = options.status ?? 'paid';
  const wasPaid = status === 'paid' || status === 'refunded' || status === 'chargeback';
  const paidAt = options.paidAt === undefined ? (wasPaid ? createdAt : null) : options.paidAt;
  const amountCents = options.amountCents ?? 10_000;
  const idempotencyKey = randomUUID();
  const providerPaymentId = `ch_test_${randomUUID().replaceAll('-', '')}`;
  const buyerEmail = options.buyerEmail ?? `comprador.${randomUUID().slice(0, 8)}@example.com`;
  const [sale] = await db
    .insert(sales)
    .values({
      orderCode: fixtureOrderCode(),
      productId: options.productId ?? null,
      producerId: options.producerId,
      productTitle: options.productTitle ?? 'Produto vendido',
      productCode: options.productCode ?? 'ZZZZ',
      buyerName: options.buyerName ?? 'Compradora Teste',
      buyerEmail,
      buyerDocument: '52998224725',
      buyerPhone: '11987654321',
      buyerLocale: 'pt-BR',
      amountCents,
      status,
      method: options.method ?? 'card',
      provider: options.provider ?? 'test',
      providerPaymentId,
      cardBrand: 'visa',
      cardLast4: '4242',
      idempotencyKey,
      affiliationId: options.reseller?.affiliationId ?? null,
      resellerId: options.reseller?.id ?? null,
      priceCents: amountCents,
      commissionType: options.commissionType ?? 'percentage',
      commissionValue: options.commissionValue ?? 1000,
      commissionRecurring: false,
      paidAt,
      reversedAt: options.reversedAt ?? null,
      refundRequestedAt: options.refundRequestedAt ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!sale) throw new Error('sale insert returned no row');

  let commissionId: string | null = null;
  if (options.commission) {
    if (!options.reseller) throw new Error('a commission needs a reseller');
    const commissionStatus = options.commission.status ?? 'pending';
    const [row] = await db
      .insert(commissions)
      .values({
        saleId: sale.id,
        resellerId: options.reseller.id,
        producerId: options.producerId,
        amountCents: options.commission.amountCents,
        status: commissionStatus,
        availableAt:
          options.commission.availableAt ?? new Date((paidAt ?? createdAt).getTime() + 7 * 86_400_000),
        paidAt: options.commission.paidAt ?? (commissionStatus === 'paid' ? createdAt : null),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: commissions.id });
    commissionId = row?.id ?? null;
  }
  return {
    id: sale.id,
    orderCode: sale.orderCode,
    idempotencyKey,
    providerPaymentId,
    buyerEmail,
    commissionId,
  };
}

/** What the ledger's buyer emails take (reverseSale, cancelBuyerSubscriptions), from a test app. */
export function buyerNoticeDeps(t: { mail: MailService; config: { appUrl: string } }) {
  return { mail: t.mail, appUrl: t.config.appUrl };
}

/** The buyer renewals' dependencies of a test app, with the test-mode provider charging the kept cards. */
export function buyerRenewalDeps(t: TestApp): BuyerRenewalDeps {
  return {
    db: t.db,
    payments: new TestPaymentProvider(),
    mail: t.mail,
    storage: t.storage,
    appUrl: t.config.appUrl,
  };
}
