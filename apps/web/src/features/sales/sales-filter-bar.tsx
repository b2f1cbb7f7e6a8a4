import { SALE_STATUSES } from '@afilia/validators';
import { XIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { personName } from '@/lib/sale-format';
import { SALE_STATUS_LABEL } from '@/lib/status-tone';
import {
  ALL,
  hasActiveFilters,
  PERIOD_LABEL,
  PERIOD_OPTIONS,
  parsePeriod,
  parseStatusFilter,
  type SalesFilterOptions,
  type SalesFilters,
} from './sales-filters';

function FilterSelect({
  label,
  value,
  onChange,
  disabled,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="w-full min-w-0" data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </div>
  );
}

/** Período, Status, Produto and Revendedor ('Limpar filtros' once any differs from the defaults). */
export function SalesFilterBar({
  filters,
  onChange,
  onClear,
  options,
}: {
  filters: SalesFilters;
  onChange: (next: SalesFilters) => void;
  onClear: () => void;
  /** The product and reseller menus' options; undefined while they load. */
  options: SalesFilterOptions | undefined;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<SalesFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <FilterSelect
        label={t('sales.filters.period')}
        value={filters.period}
        onChange={(value) => set({ period: parsePeriod(value) })}
        testId="sales-filter-period"
      >
        {PERIOD_OPTIONS.map((period) => (
          <SelectItem key={period} value={period}>
            {t(PERIOD_LABEL[period])}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('sales.filters.status')}
        value={filters.status}
        onChange={(value) => set({ status: parseStatusFilter(value) })}
        testId="sales-filter-status"
      >
        <SelectItem value={ALL}>{t('sales.filters.allStatuses')}</SelectItem>
        {SALE_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {t(SALE_STATUS_LABEL[status])}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('sales.filters.product')}
        value={filters.productId}
        onChange={(productId) => set({ productId })}
        disabled={!options}
        testId="sales-filter-product"
      >
        <SelectItem value={ALL}>{t('sales.filters.allProducts')}</SelectItem>
        {options?.products.map((product) => (
          <SelectItem key={product.id} value={product.id}>
            {product.title}{' '}
            <span className="font-mono text-muted-foreground text-xs">{product.productCode}</span>
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('sales.filters.reseller')}
        value={filters.resellerId}
        onChange={(resellerId) => set({ resellerId })}
        disabled={!options}
        testId="sales-filter-reseller"
      >
        <SelectItem value={ALL}>{t('sales.filters.allResellers')}</SelectItem>
        {options?.resellers.map((reseller) => (
          <SelectItem key={reseller.id} value={reseller.id}>
            {personName(reseller)}
          </SelectItem>
        ))}
      </FilterSelect>
      <Button
        variant="ghost"
        onClick={onClear}
        disabled={!hasActiveFilters(filters)}
        className="justify-self-start sm:col-span-2 lg:col-span-1"
      >
        <XIcon aria-hidden />
        {t('sales.filters.clear')}
      </Button>
    </div>
  );
}
