import { randomUUID } from 'node:crypto';
import { rebuildReportTotals } from '@afilia/api/server';
import {
  affiliations,
  and,
  buyerSubscriptions,
  commissions,
  count,
  type Database,
  eq,
  productPricing,
  products,
  profiles,
  sales,
} from '@afilia/db';
import { type InstallmentOption, type InstallmentTerms, installmentOptions } from '@afilia/validators';
import { demoBuyer } from './buyers';
import { seededRandom, weightedPick } from './random';
import { DAY_MS, DemoSalesLedger, testId } from './sales-ledger';

/** The demo's payment methods in turn: 5 in 10 Pix, 4 card, 1 boleto. */
const DEMO_METHOD_CYCLE = [
  'pix',
  'card',
  'pix',
  'card',
  'pix',
  'boleto',
  'pix',
  'card',
  'pix',
  'card',
] as const;

/**
 * Where the demo buyers came from, by the sale's position (not `random`, so the rest of the demo stays the
 * same): campaigns on several channels, and direct visits without any tracking parameter.
 */
const DEMO_TRAFFIC = [
  { utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'lancamento' },
  null,
  { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'marca', utmTerm: 'curso online' },
  { utmSource: 'whatsapp', utmMedium: 'mensagem' },
  null,
  { utmSource: 'youtube', utmMedium: 'video', utmCampaign: 'review', utmContent: 'descricao' },
  { utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'black-friday', src: 'fb-ads', sck: 'feed' },
  { utmSource: 'instagram', utmMedium: 'stories', utmCampaign: 'black-friday' },
] as const;

function demoTraffic(index: number) {
  const source = DEMO_TRAFFIC[index % DEMO_TRAFFIC.length] ?? null;
  return {
    utmSource: source?.utmSource ?? null,
    utmMedium: source?.utmMedium ?? null,
    utmCampaign: source && 'utmCampaign' in source ? source.utmCampaign : null,
    utmContent: source && 'utmContent' in source ? source.utmContent : null,
    utmTerm: source && 'utmTerm' in source ? source.utmTerm : null,
    src: source && 'src' in source ? source.src : null,
    sck: source && 'sck' in source ? source.sck : null,
  };
}

/** The installments of the demo's card sales in turn (each card sale is every other in DEMO_METHOD_CYCLE). */
const DEMO_INSTALLMENT_CYCLE = [1, 12, 3, 6, 1, 10, 12, 2] as const;

/** A card sale's installments, when its product offers that many at its price; else paid at once. */
function demoInstallment(
  product: { priceCents: number } & InstallmentTerms,
  buyerIndex: number,
): InstallmentOption | null {
  const count = DEMO_INSTALLMENT_CYCLE[Math.floor(buyerIndex / 2) % DEMO_INSTALLMENT_CYCLE.length] ?? 1;
  return installmentOptions(product.priceCents, product).find((option) => option.count === count) ?? null;
}

const MINUTE_MS = 60 * 1000;

/** A stretch of time and how many sales fall in it. */
export interface SalesWindow {
  from: Date;
  to: Date;
  count: number;
}

export interface DemoSalesPlan {
  /** Seeds the generator, so every fresh demo database shows the same figures. */
  seed: number;
  windows: SalesWindow[];
  /** How likely a buyer is to come through a reseller's link, when the product has an active one. */
  attributedShare: number;
  /** Sales refunded a few days after the purchase, and sales charged back weeks later. */
  refunds: number;
  chargebacks: number;
  /** A product's share of the sales, by code; other products sell with weight 1. */
  productWeights?: Record<string, number>;
  /** Resellers whose links bring more buyers, by email. */
  resellerWeights?: Record<string, number>;
}

async function catalogueOf(db: Database, producerId: string) {
  const rows = await db
    .select({
      id: products.id,
      code: products.productCode,
      title: products.title,
      category: products.category,
      priceCents: productPricing.priceCents,
      commissionType: productPricing.commissionType,
      commissionValue: productPricing.commissionValue,
      commissionRecurring: productPricing.commissionRecurring,
      maxInstallments: productPricing.maxInstallments,
      installmentInterest: productPricing.installmentInterest,
    })
    .from(products)
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .where(eq(products.userId, producerId))
    .orderBy(products.productCode);
  const links = await db
    .select({
      id: affiliations.id,
      productId: affiliations.productId,
      resellerId: affiliations.resellerId,
      email: profiles.email,
    })
    .from(affiliations)
    .innerJoin(products, eq(products.id, affiliations.productId))
    .innerJoin(profiles, eq(profiles.id, affiliations.resellerId))
    .where(and(eq(products.userId, producerId), eq(affiliations.status, 'active')))
    .orderBy(profiles.email);
  return rows.map((product) => ({ ...product, links: links.filter((l) => l.productId === product.id) }));
}

/**
 * Demo sales of a producer, written straight into the ledger (no checkout, no emails): paid sales across
 * the plan's windows, some through the active affiliations with their commission (pending inside the
 * refund window, available after it, paid out when old), a few refunds and chargebacks, monthly renewals of
 * the 'Assinatura' products, then the daily totals summed from those rows. Skipped when the producer
 * already has sales.
 */
export async function seedDemoSales(db: Database, producerId: string, plan: DemoSalesPlan, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(sales).where(eq(sales.producerId, producerId));
  if ((existing?.n ?? 0) > 0) return;
  const catalogue = await catalogueOf(db, producerId);
  if (catalogue.length === 0) return;
  const [producer] = await db
    .select({ refundWindowDays: profiles.refundWindowDays })
    .from(profiles)
    .where(eq(profiles.id, producerId));
  const refundWindowMs = (producer?.refundWindowDays ?? 7) * DAY_MS;
  const random = seededRandom(plan.seed);
  const latest = now.getTime() - MINUTE_MS;
  const ledger = new DemoSalesLedger({ producerId, now, latest, refundWindowMs, random });

  let buyers = 0;
  for (const window of plan.windows) {
    const span = Math.max(0, Math.min(window.to.getTime(), latest) - window.from.getTime());
    const times = Array.from(
      { length: window.count },
      () => window.from.getTime() + Math.floor(random() * span),
    );
    for (const at of times.sort((a, b) => a - b)) {
      const product = weightedPick(random, catalogue, (p) => plan.productWeights?.[p.code] ?? 1);
      if (!product) continue;
      const link =
        product.links.length > 0 && random() < plan.attributedShare
          ? weightedPick(random, product.links, (l) => plan.resellerWeights?.[l.email] ?? 1)
          : undefined;
      const buyerIndex = buyers;
      const buyer = demoBuyer(random, buyers++);
      const recurring = product.category === 'membership';
      // Pix first, then card and boleto, as Brazilians pay; subscriptions renew on the card. Taken from the
      // sale's position, not from `random`, so the rest of the demo stays the same.
      const method = recurring ? 'card' : (DEMO_METHOD_CYCLE[buyerIndex % DEMO_METHOD_CYCLE.length] ?? 'pix');
      const byCard = method === 'card';
      // Card buyers of a one-off product split it as often as they do in Brazil: at once, or in 3 to 12.
      const installment = byCard && !recurring ? demoInstallment(product, buyerIndex) : null;
      const first = ledger.sale({
        productId: product.id,
        producerId,
        productTitle: product.title,
        productCode: product.code,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerDocument: buyer.document,
        buyerPhone: buyer.phone,
        buyerLocale: 'pt-BR',
        amountCents: installment?.totalCents ?? product.priceCents,
        installments: installment?.count ?? 1,
        installmentFeeCents: installment?.feeCents ?? 0,
        status: 'paid',
        method,
        provider: 'test',
        providerPaymentId: testId('ch'),
        providerCustomerId: recurring ? testId('cus') : null,
        cardBrand: byCard ? 'visa' : null,
        cardLast4: byCard ? '4242' : null,
        idempotencyKey: randomUUID(),
        affiliationId: link?.id ?? null,
        resellerId: link?.resellerId ?? null,
        priceCents: product.priceCents,
        commissionType: product.commissionType,
        commissionValue: product.commissionValue,
        commissionRecurring: product.commissionRecurring,
        renewalNumber: 0,
        ...demoTraffic(buyerIndex),
        paidAt: new Date(at),
      });
      ledger.commission(first);
      if (recurring) ledger.subscribe(first);
    }
  }

  ledger.reverse(plan.refunds, 'refunded', 2 * DAY_MS, () => (1 + Math.floor(random() * 4)) * DAY_MS);
  ledger.reverse(plan.chargebacks, 'chargeback', 35 * DAY_MS, () => 30 * DAY_MS, true);

  await db.transaction(async (tx) => {
    if (ledger.subscriptions.length > 0) await tx.insert(buyerSubscriptions).values(ledger.subscriptions);
    await tx.insert(sales).values(ledger.sales);
    if (ledger.commissions.length > 0) await tx.insert(commissions).values(ledger.commissions);
    await rebuildReportTotals(tx, producerId);
  });
}
