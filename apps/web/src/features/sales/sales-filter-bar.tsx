import { SALE_STATUSES } from '@afilia/validators';
import { ChevronDownIcon, FilterIcon, XIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { personName } from '@/lib/sale-format';
import { SALE_STATUS_LABEL } from '@/lib/status-tone';
import { cn } from '@/lib/utils';
import {
  ALL,
  DEFAULT_SALES_FILTERS,
  hasActiveFilters,
  PERIOD_LABEL,
  PERIOD_OPTIONS,
  parsePeriod,
  parseStatusFilter,
  parseUtmSourceItem,
  type SalesFilterOptions,
  type SalesFilters,
  utmSourceItem,
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

/**
 * Período, Status, Produto, Revendedor and Origem ('Limpar filtros' once any differs from the defaults). On a phone
 * they fold behind 'Filtros' (with how many are active), so the list is not pushed below the fold.
 */
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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [
    filters.period !== DEFAULT_SALES_FILTERS.period,
    filters.status !== ALL,
    filters.productId !== ALL,
    filters.resellerId !== ALL,
    filters.utmSource !== null,
  ].filter(Boolean).length;
  return (
    <div className="border-b">
      <div className="p-4 pb-0 sm:hidden">
        <Button
          variant="outline"
          className="w-full justify-between"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="sales-filters-toggle"
        >
          <span className="flex items-center gap-2">
            <FilterIcon aria-hidden />
            {active > 0 ? t('sales.filters.toggleActive', { count: active }) : t('sales.filters.toggle')}
          </span>
          <ChevronDownIcon aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div
        id={panelId}
        className={cn(
          'gap-3 p-4 sm:grid sm:grid-cols-2 sm:items-end lg:grid-cols-3 2xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]',
          open ? 'grid' : 'hidden',
        )}
      >
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
        <FilterSelect
          label={t('sales.filters.origin')}
          value={utmSourceItem(filters.utmSource)}
          onChange={(value) => set({ utmSource: parseUtmSourceItem(value) })}
          disabled={!options}
          testId="sales-filter-origin"
        >
          <SelectItem value={ALL}>{t('sales.filters.allOrigins')}</SelectItem>
          {options?.utmSources.map((source) => (
            <SelectItem key={source} value={utmSourceItem(source)}>
              {source}
            </SelectItem>
          ))}
        </FilterSelect>
        <Button
          variant="ghost"
          onClick={onClear}
          disabled={!hasActiveFilters(filters)}
          className="justify-self-start sm:self-end"
        >
          <XIcon aria-hidden />
          {t('sales.filters.clear')}
        </Button>
      </div>
    </div>
  );
}
