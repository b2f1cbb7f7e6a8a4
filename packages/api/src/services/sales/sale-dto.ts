import type {
  CommissionKind,
  CommissionStatus,
  CommissionType,
  PaymentMethod,
  SaleStatus,
} from '@afilia/validators';
import type { PaymentProviderName, ProductChargeAction } from '../../integrations/payments/provider';

/** How a checkout attempt stands: the answer of `checkout.start` and `checkout.status`. */
export interface CheckoutResult {
  orderCode: string;
  /** `paid`, or `pending` while the buyer confirms the card (3-D Secure) or the provider's webhook is due. */
  status: SaleStatus;
  nextAction: ProductChargeAction | null;
  productCode: string;
  productTitle: string;
  amountCents: number;
  /** Card installments chosen (1 = at once); `amountCents` is their total. */
  installments: number;
  buyerEmail: string;
  recurring: boolean;
}

export interface SaleReseller {
  id: string;
  name: string | null;
  email: string;
}

/** A row of the producer's (or admin's) sales list. */
export interface SaleRow {
  id: string;
  orderCode: string;
  createdAt: Date;
  paidAt: Date | null;
  productId: string | null;
  productTitle: string;
  productCode: string;
  buyerName: string;
  buyerEmail: string;
  reseller: SaleReseller | null;
  amountCents: number;
  /** The reseller's commission on it (null when no reseller earned one). */
  commissionCents: number | null;
  commissionStatus: CommissionStatus | null;
  status: SaleStatus;
  method: PaymentMethod;
  /** Card installments the buyer chose (1 = at once). */
  installments: number;
  provider: PaymentProviderName;
  /** 0 for a first purchase, n for the n-th renewal of a subscription. */
  renewalNumber: number;
  /** Whether 'Reembolsar' applies: paid and no refund waiting for the provider. */
  refundable: boolean;
  refundRequested: boolean;
}

export interface SalesListResult {
  items: SaleRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Over every sale the filters match, not only this page, by the period's figures. */
  summary: SalesSummary;
}

/**
 * The period's figures over the filtered sales (ledger/figures/definitions.ts): sales paid in the period by
 * their payment, refunds and chargebacks by their own date (magnitudes, shown negative).
 */
export interface SalesSummary {
  paidCount: number;
  paidCents: number;
  reversedCount: number;
  refundedCents: number;
  chargebackCents: number;
  /** paidCents − refundedCents − chargebackCents. */
  netCents: number;
  /** Commissions of the sales paid in the period, less those the period's reversals took back. */
  commissionCents: number;
}

/** 'Detalhes' of one sale. */
export interface SaleDetail extends SaleRow {
  buyerDocument: string;
  buyerPhone: string;
  cardBrand: string | null;
  cardLast4: string | null;
  priceCents: number;
  commissionType: CommissionType;
  commissionValue: number;
  commissionRecurring: boolean;
  platformFeeCents: number;
  /** The installments' financing, which never reaches the producer. */
  installmentFeeCents: number;
  /** What the producer keeps: amount − installment financing − fee − commission (0 once reversed). */
  netCents: number;
  failureCode: string | null;
  reversedAt: Date | null;
  subscriptionId: string | null;
  /** A negative adjustment made when a paid commission's sale was reversed. */
  adjustmentCents: number | null;
  /** Where the buyer came from (traffic-source.ts); null where the page's address had no such parameter. */
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  src: string | null;
  sck: string | null;
}

/** The options of the sales list's product, reseller and traffic-source filters. */
export interface SalesFilterOptions {
  products: { id: string; title: string; productCode: string }[];
  resellers: { id: string; name: string | null; email: string }[];
  /** The utm_source values of the latest sales in reach, the most frequent first. */
  utmSources: string[];
}

/** A row of the reseller's 'Minhas Comissões'. */
export interface CommissionRow {
  id: string;
  saleId: string;
  orderCode: string;
  createdAt: Date;
  productTitle: string;
  productCode: string;
  producerName: string | null;
  saleAmountCents: number;
  saleStatus: SaleStatus;
  kind: CommissionKind;
  amountCents: number;
  status: CommissionStatus;
  availableAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
}

export interface CommissionsListResult {
  items: CommissionRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Over all of the reseller's commissions; adjustments are netted into the status they carry. */
  totals: { pendingCents: number; availableCents: number; paidCents: number; cancelledCents: number };
  /** Producers the reseller owes back (refunds or chargebacks after a payout), deducted from later commissions. */
  debts: { producerId: string; producerName: string | null; amountCents: number }[];
}

/** 'Meu pedido': what the buyer gets with the order code and email. */
export interface OrderAccess {
  orderCode: string;
  status: SaleStatus;
  paidAt: Date | null;
  productTitle: string;
  productCode: string;
  amountCents: number;
  instructions: string;
  /** Fresh signed links to the product's files (valid 7 days) and its external links. */
  downloads: { title: string; url: string; expiresAt: Date | null }[];
  videos: { title: string; url: string }[];
  subscription: {
    status: 'active' | 'past_due' | 'canceled';
    currentPeriodEnd: Date;
    canceledAt: Date | null;
  } | null;
}
