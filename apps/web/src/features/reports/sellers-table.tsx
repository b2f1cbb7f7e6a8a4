import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { formatConversion, formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { SELLER_COLUMN_LABEL, SELLER_COLUMNS, type SellerColumn } from './report-columns';
import type { ReportTableSpec } from './report-table';
import type { SellerRow } from './report-types';

function SellerName({ row }: { row: SellerRow }) {
  const { t } = useTranslation();
  if (row.name === null)
    return <span className="text-muted-foreground italic">{t('reports.sellers.removed')}</span>;
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium" title={row.name}>
        {row.name}
      </span>
      {row.email && <span className="truncate text-muted-foreground text-xs">{row.email}</span>}
    </span>
  );
}

function useSellerCells() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (row: SellerRow): Record<Exclude<SellerColumn, 'name'>, string> => ({
    clicks: formatCount(row.clicks, locale),
    uniqueClicks: formatCount(row.uniqueClicks, locale),
    salesCount: formatCount(row.salesCount, locale),
    conversion: formatConversion(row.conversion, locale) ?? t('reports.table.noConversion'),
    revenueCents: formatBRL(row.revenueCents),
    commissionCents: formatBRL(row.commissionCents),
  });
}

/** Revendedor, Cliques, Cliques únicos, Vendas, Conversão, Faturamento, Comissão. */
export const SELLERS_TABLE: ReportTableSpec<SellerRow, SellerColumn> = {
  kind: 'sellers',
  label: 'reports.sellers.tableLabel',
  columns: SELLER_COLUMNS,
  columnLabel: SELLER_COLUMN_LABEL,
  rowKey: (row) => row.resellerId,
  Name: SellerName,
  useCells: useSellerCells,
  nameClassName: 'max-w-56',
  cardColumns: 3,
};
