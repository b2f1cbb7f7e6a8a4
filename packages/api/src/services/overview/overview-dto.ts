import type { Role } from '@afilia/validators';

/**
 * Paid sales of a month (America/Sao_Paulo) and what they brought, net of the month's reversals: the figures
 * of services/ledger/figures/definitions.ts.
 */
export interface MonthSales {
  /** Sales paid in the month (a sale refunded later still counts here, in the month it was paid). */
  count: number;
  /** What the month's paid sales were paid (gross revenue). */
  grossCents: number;
  /** Refunds and chargebacks made in the month, by their date. */
  reversedCount: number;
  /** What those reversals gave back (a magnitude: the screens print it with a minus). */
  reversedCents: number;
  /** Net revenue: grossCents − reversedCents. */
  revenueCents: number;
}

/** The 'Vendas' card: this month against last month. */
export interface SalesFigures {
  thisMonth: MonthSales;
  lastMonth: MonthSales;
  /** Change of the revenue against last month in percent (one decimal); null when last month had none. */
  changePercent: number | null;
}

/** The 'Desempenho' card: this month's sales through resellers' links over those links' unique clicks. */
export interface PerformanceFigures {
  /** Sales paid this month through a reseller's link (the producer's own checkout is not a link's sale). */
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
  /**
   * The sale's amount; on the reseller's overview, the commission: positive when earned, negative on the
   * line of its refund or chargeback (a cancelled commission or an adjustment).
   */
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
export interface ProducerOverview {
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
  /**
   * This month's commissions: those of the sales paid this month less those its refunds and chargebacks
   * took back (the report ledger's commission figure of the month).
   */
  thisMonthCents: number;
}

export interface ResellerOverview {
  role: 'reseller';
  activeLinks: number;
  pendingRequests: number;
  clicksThisMonth: number;
  uniqueClicksThisMonth: number;
  links: ResellerLink[];
  /** Their attributed sales paid this month, and their revenue net of this month's reversals. */
  sales: { thisMonth: MonthSales };
  commissions: ResellerCommissionTotals;
  /** Their sales paid this month ÷ their links' unique clicks this month; null without clicks. */
  conversionRate: number | null;
  /** Their latest commissions ('commission', positive) and reversals ('refund' / 'chargeback', negative). */
  recentActivity: ActivityItem[];
}

export type Overview = ProducerOverview | ResellerOverview;
