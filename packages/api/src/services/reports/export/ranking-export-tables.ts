// The tables of the Vendedores and Produtos exports: one row per reseller or product, with a totals row.
import type { ProductsReport } from '../products-report';
import type { SellersReport } from '../sellers-report';
import { field, LABEL, NONE, SUM, tableOf } from './export-columns';
import type { ExportTable } from './export-document';
import type { ExportText } from './export-texts';

/** Conversion in the totals row: sales over unique clicks (columns 4 and 3 of both tables). */
const CONVERSION_TOTAL = { kind: 'ratio', numerator: 4, denominator: 3 } as const;

export function sellersTable(t: ExportText, report: SellersReport): ExportTable {
  return tableOf<SellersReport['rows'][number]>(
    t,
    'sellers',
    [
      field(t('sellers.name'), 'text', 30, 2.4, LABEL, (r) => r.name ?? t('sellers.removed')),
      field(t('sellers.email'), 'text', 32, 2.4, NONE, (r) => r.email),
      field(t('sellers.clicks'), 'count', 10, 0.9, SUM, (r) => r.clicks),
      field(t('sellers.uniqueClicks'), 'count', 14, 1.1, SUM, (r) => r.uniqueClicks),
      field(t('sellers.salesCount'), 'count', 10, 0.8, SUM, (r) => r.salesCount),
      field(t('sellers.conversion'), 'percent', 12, 1, CONVERSION_TOTAL, (r) => r.conversion),
      field(t('sellers.revenue'), 'money', 18, 1.3, SUM, (r) => r.revenueCents),
      field(t('sellers.refunds'), 'money', 18, 1.3, SUM, (r) => r.refundsCents),
      field(t('sellers.commission'), 'money', 18, 1.3, SUM, (r) => r.commissionCents),
    ],
    report.rows,
  );
}

export function productsTable(t: ExportText, report: ProductsReport): ExportTable {
  return tableOf<ProductsReport['rows'][number]>(
    t,
    'products',
    [
      field(t('products.name'), 'text', 36, 3, LABEL, (r) => r.title ?? t('products.removed')),
      field(t('products.code'), 'text', 12, 0.9, NONE, (r) => r.productCode),
      field(t('products.clicks'), 'count', 10, 0.8, SUM, (r) => r.clicks),
      field(t('products.uniqueClicks'), 'count', 14, 1, SUM, (r) => r.uniqueClicks),
      field(t('products.salesCount'), 'count', 10, 0.8, SUM, (r) => r.salesCount),
      field(t('products.conversion'), 'percent', 12, 1, CONVERSION_TOTAL, (r) => r.conversion),
      field(t('products.revenue'), 'money', 18, 1.3, SUM, (r) => r.revenueCents),
      field(t('products.refundsCount'), 'count', 14, 1, SUM, (r) => r.refundsCount),
      field(t('products.refunds'), 'money', 18, 1.3, SUM, (r) => r.refundsCents),
      field(t('products.commissions'), 'money', 18, 1.3, SUM, (r) => r.commissionCents),
    ],
    report.rows,
  );
}
