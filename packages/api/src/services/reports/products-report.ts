import { type DbOrTx, inArray, products } from '@afilia/db';
import { conversionRate } from '../ledger/figures/conversion';
import { ledgerFiguresBy } from '../ledger/figures/ledger-figures';
import type { ReportScope } from './report-access';
import { clicksBy } from './report-clicks';
import type { ResolvedPeriod } from './report-period';

export interface ProductReportRow {
  productId: string;
  /** Null once the product is deleted. */
  title: string | null;
  productCode: string | null;
  clicks: number;
  uniqueClicks: number;
  salesCount: number;
  /** Sales through resellers' links over those links' unique clicks (0.042 = 4.2 %); null without clicks. */
  conversion: number | null;
  revenueCents: number;
  refundsCount: number;
  refundsCents: number;
  commissionCents: number;
}

export interface ProductsReport {
  period: ResolvedPeriod;
  rows: ProductReportRow[];
}

/** Produtos: per product, clicks, sales, revenue, refunds and conversion; the best sellers first. */
export async function productsReport(
  db: DbOrTx,
  scope: ReportScope,
  period: ResolvedPeriod,
): Promise<ProductsReport> {
  const [figures, clicks] = await Promise.all([
    ledgerFiguresBy(db, scope, period.from, period.to, 'product'),
    clicksBy(db, scope, period.from, period.to, 'product'),
  ]);
  const ids = [...new Set([...figures.keys(), ...clicks.keys()])];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, title: products.title, productCode: products.productCode })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  const rows = ids.map((productId): ProductReportRow => {
    const sold = figures.get(productId);
    const clicked = clicks.get(productId);
    const product = byId.get(productId);
    const salesCount = sold?.salesCount ?? 0;
    const uniqueClicks = clicked?.uniqueClicks ?? 0;
    return {
      productId,
      title: product?.title ?? null,
      productCode: product?.productCode ?? null,
      clicks: clicked?.clicks ?? 0,
      uniqueClicks,
      salesCount,
      conversion: conversionRate(sold?.attributedCount ?? 0, uniqueClicks),
      revenueCents: sold?.revenueCents ?? 0,
      refundsCount: sold?.refundsCount ?? 0,
      refundsCents: sold?.refundsCents ?? 0,
      commissionCents: sold?.commissionCents ?? 0,
    };
  });
  rows.sort(
    (a, b) =>
      b.revenueCents - a.revenueCents || b.clicks - a.clicks || (a.title ?? '').localeCompare(b.title ?? ''),
  );
  return { period, rows };
}
