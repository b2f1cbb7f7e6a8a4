import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { formatConversion, formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { PRODUCT_COLUMN_LABEL, PRODUCT_COLUMNS, type ProductColumn } from './report-columns';
import type { ReportTableSpec } from './report-table';
import type { ProductRow } from './report-types';

function ProductName({ row }: { row: ProductRow }) {
  const { t } = useTranslation();
  if (row.title === null)
    return <span className="text-muted-foreground italic">{t('reports.products.deleted')}</span>;
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium" title={row.title}>
        {row.title}
      </span>
      {row.productCode && <span className="font-mono text-muted-foreground text-xs">{row.productCode}</span>}
    </span>
  );
}

/** Refunds read with their count when there are any. */
function useProductCells() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (row: ProductRow): Record<Exclude<ProductColumn, 'name'>, string> => ({
    clicks: formatCount(row.clicks, locale),
    salesCount: formatCount(row.salesCount, locale),
    revenueCents: formatBRL(row.revenueCents),
    refundsCents:
      row.refundsCount > 0
        ? `${formatBRL(row.refundsCents)} (${formatCount(row.refundsCount, locale)})`
        : formatBRL(row.refundsCents),
    conversion: formatConversion(row.conversion, locale) ?? t('reports.table.noConversion'),
  });
}

/** Produto, Cliques, Vendas, Faturamento, Reembolsos, Conversão. */
export const PRODUCTS_TABLE: ReportTableSpec<ProductRow, ProductColumn> = {
  kind: 'products',
  label: 'reports.products.tableLabel',
  columns: PRODUCT_COLUMNS,
  columnLabel: PRODUCT_COLUMN_LABEL,
  rowKey: (row) => row.productId,
  Name: ProductName,
  useCells: useProductCells,
  nameClassName: 'max-w-80',
  cardColumns: 2,
};
