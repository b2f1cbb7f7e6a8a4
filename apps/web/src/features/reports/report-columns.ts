import type { TranslationKey } from '@/lib/i18n-keys';
import type { SortAccessors, SortDirection, SortState } from './report-sort';
import type { ProductRow, SellerRow } from './report-types';

export type SellerColumn =
  | 'name'
  | 'clicks'
  | 'uniqueClicks'
  | 'salesCount'
  | 'conversion'
  | 'revenueCents'
  | 'commissionCents';

export type ProductColumn = 'name' | 'clicks' | 'salesCount' | 'revenueCents' | 'refundsCents' | 'conversion';

/** A deleted account or product has no name: it sorts last, whichever the direction. */
export const SELLER_SORT: SortAccessors<SellerRow, SellerColumn> = {
  name: (row) => row.name,
  clicks: (row) => row.clicks,
  uniqueClicks: (row) => row.uniqueClicks,
  salesCount: (row) => row.salesCount,
  conversion: (row) => row.conversion,
  revenueCents: (row) => row.revenueCents,
  commissionCents: (row) => row.commissionCents,
};

export const PRODUCT_SORT: SortAccessors<ProductRow, ProductColumn> = {
  name: (row) => row.title,
  clicks: (row) => row.clicks,
  salesCount: (row) => row.salesCount,
  revenueCents: (row) => row.revenueCents,
  refundsCents: (row) => row.refundsCents,
  conversion: (row) => row.conversion,
};

/** Names A→Z on the first click, figures highest first. */
export function firstDirectionOf(column: string): SortDirection {
  return column === 'name' ? 'asc' : 'desc';
}

/** The server's order: the best sellers first. */
export const DEFAULT_SELLER_SORT: SortState<SellerColumn> = { key: 'revenueCents', direction: 'desc' };
export const DEFAULT_PRODUCT_SORT: SortState<ProductColumn> = { key: 'revenueCents', direction: 'desc' };

/** The i18n keys of the columns. */
export const SELLER_COLUMN_LABEL: Record<SellerColumn, TranslationKey> = {
  name: 'reports.sellers.columns.name',
  clicks: 'reports.sellers.columns.clicks',
  uniqueClicks: 'reports.sellers.columns.uniqueClicks',
  salesCount: 'reports.sellers.columns.sales',
  conversion: 'reports.sellers.columns.conversion',
  revenueCents: 'reports.sellers.columns.revenue',
  commissionCents: 'reports.sellers.columns.commission',
};

export const PRODUCT_COLUMN_LABEL: Record<ProductColumn, TranslationKey> = {
  name: 'reports.products.columns.name',
  clicks: 'reports.products.columns.clicks',
  salesCount: 'reports.products.columns.sales',
  revenueCents: 'reports.products.columns.revenue',
  refundsCents: 'reports.products.columns.refunds',
  conversion: 'reports.products.columns.conversion',
};

export const SELLER_COLUMNS = Object.keys(SELLER_COLUMN_LABEL) as SellerColumn[];
export const PRODUCT_COLUMNS = Object.keys(PRODUCT_COLUMN_LABEL) as ProductColumn[];
