import type { RouterOutputs } from '@afilia/api';
import { SALE_PERIODS, SALE_STATUSES, type SalePeriod, type SaleStatus } from '@afilia/validators';
import type { TranslationKey } from '@/lib/i18n-keys';

export type SaleRow = RouterOutputs['sales']['list']['items'][number];
export type SaleDetail = RouterOutputs['sales']['get'];
export type SalesFilterOptions = RouterOutputs['sales']['filterOptions'];

/** 'all' stands for no filter in the menus (Radix Select has no empty value). */
export const ALL = 'all';

export interface SalesFilters {
  period: SalePeriod;
  status: SaleStatus | typeof ALL;
  productId: string;
  resellerId: string;
  /** A utm_source, or null for every source (a campaign may well be called 'all'). */
  utmSource: string | null;
}

/** The server's default period: the last 30 days, all statuses, products and resellers. */
export const DEFAULT_SALES_FILTERS: SalesFilters = {
  period: '30d',
  status: ALL,
  productId: ALL,
  resellerId: ALL,
  utmSource: null,
};

/** 'Últimos 7 dias' … 'Todo o período', in the menu's order. */
export const PERIOD_LABEL: Record<SalePeriod, TranslationKey> = {
  '7d': 'sales.periods.7d',
  '30d': 'sales.periods.30d',
  month: 'sales.periods.month',
  lastMonth: 'sales.periods.lastMonth',
  '90d': 'sales.periods.90d',
  all: 'sales.periods.all',
};
export const PERIOD_OPTIONS: readonly SalePeriod[] = SALE_PERIODS;

export function parsePeriod(value: string): SalePeriod {
  return SALE_PERIODS.find((period) => period === value) ?? DEFAULT_SALES_FILTERS.period;
}

export function parseStatusFilter(value: string): SalesFilters['status'] {
  return SALE_STATUSES.find((status) => status === value) ?? ALL;
}

/** The filters as `sales.list` takes them: a menu left on 'all' sends nothing. */
export function salesListFilters(filters: SalesFilters): {
  period: SalePeriod;
  status?: SaleStatus;
  productId?: string;
  resellerId?: string;
  utmSource?: string;
} {
  return {
    period: filters.period,
    ...(filters.status !== ALL && { status: filters.status }),
    ...(filters.productId !== ALL && { productId: filters.productId }),
    ...(filters.resellerId !== ALL && { resellerId: filters.resellerId }),
    ...(filters.utmSource !== null && { utmSource: filters.utmSource }),
  };
}

/** The 'Origem' menu's item values: a source prefixed, apart from the menu's ALL ('Todas as origens'). */
export function utmSourceItem(source: string | null): string {
  return source === null ? ALL : `utm:${source}`;
}
export function parseUtmSourceItem(value: string): string | null {
  return value.startsWith('utm:') ? value.slice('utm:'.length) : null;
}

/** Whether anything differs from the defaults ('Limpar filtros' is offered then). */
export function hasActiveFilters(filters: SalesFilters): boolean {
  return (Object.keys(DEFAULT_SALES_FILTERS) as (keyof SalesFilters)[]).some(
    (key) => filters[key] !== DEFAULT_SALES_FILTERS[key],
  );
}
