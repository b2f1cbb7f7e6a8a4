import type { Role } from '@afilia/validators';

/** Paid sales of a month (America/Sao_Paulo) and what they brought, net of the month's reversals. */
export interface MonthSales {
  /** Sales paid in the month (a sale refunded later still counts here). */
  count: number;
  /** Cents paid in the month minus cents refunded or charged back in the month. */
  revenueCents: number;
}

/** The 'Vendas' card: this month against last month. */
export interface SalesFigures {
  thisMonth: MonthSales;
  lastMonth: MonthSales;
  /** Change of the revenue against last month in percent (one decimal); null when last month had none. */
  changePercent: number | null;
}

/** The 'Desempenho' card: this month's sales over this month's unique clicks. */
export interface PerformanceFigures {
  sales: number;
  uniqueClicks: number;
  /** sales ÷ unique clicks as a ratio (0.042 = 4.2 %); null without clicks. */
  conversionRate: number | null;
}

export type ActivityType = 'sale' | 'refund' | 'chargeback' | 'commission';

/** One line of 'Atividade Recente', newest first. */
export interface ActivityItem {
  type: ActivityType;
  /** The sale's id (a commission's id on the reseller's overview). */
  id: string;
  at: Date;
  orderCode: string;
  productTitle: string;
  /** The sale's amount; on the reseller's overview, the commission (negative for an adjustment). */
  amountCents: number;
  /** Null on the reseller's overview: resellers do not see buyers' data. */
  buyerName: string | null;
  /** The attributed reseller's name, if any (null on the reseller's own overview). */
  resellerName: string | null;
}

/** The plan's monthly sales limit; a sale is never refused for it, the dashboard warns. */
export interface SalesLimit {
  planName: string;
  limit: number;
  /** Paid sales this month. */
  used: number;
  /** used > limit. */
  exceeded: boolean;
  /** used ≥ 80 % of the limit (also true once exceeded). */
  nearLimit: boolean;
}

export interface TopProduct {
  productId: string;
  title: string;
  productCode: string;
  clicks: number;
  uniqueClicks: number;
}

/** A producer's overview over their own products, or the whole platform's for an admin. */
export interface SellerOverview {
  role: Exclude<Role, 'reseller'>;
  products: number;
  pricedProducts: number;
  resellers: number;
  activeAffiliates: number;
  pendingRequests: number;
  clicksThisMonth: number;
  uniqueClicksThisMonth: number;
  topProducts: TopProduct[];
  sales: SalesFigures;
  performance: PerformanceFigures;
  recentActivity: ActivityItem[];
  /** Producers only; null for an admin or a producer without a plan in force. */
  salesLimit: SalesLimit | null;
  profileComplete: boolean;
}

export interface ResellerLink {
  affiliationId: string;
  productTitle: string;
  productCode: string;
  link: string;
  clicks: number;
  uniqueClicks: number;
  lastClickAt: Date | null;
}

/** The reseller's commissions by status (adjustments netted into theirs) and this month's earnings. */
export interface ResellerCommissionTotals {
  pendingCents: number;
  availableCents: number;
  paidCents: number;
  /** Commissions created this month, not cancelled, net of this month's adjustments. */
  thisMonthCents: number;
}

export interface ResellerOverview {
  role: 'reseller';
  activeLinks: number;
  pendingRequests: number;
  clicksThisMonth: number;
  uniqueClicksThisMonth: number;
  links: ResellerLink[];
  /** Their attributed sales made this month (count of those paid; revenue of those still paid). */
  sales: { thisMonth: MonthSales };
  commissions: ResellerCommissionTotals;
  /** Their sales this month ÷ their unique clicks this month; null without clicks. */
  conversionRate: number | null;
  /** Their latest commissions: type 'commission', or 'refund' / 'chargeback' once the sale was reversed. */
  recentActivity: ActivityItem[];
}

export type Overview = SellerOverview | ResellerOverview;
