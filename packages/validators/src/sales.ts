import { z } from 'zod';
import { ORDER_CODE_PATTERN } from './codes';
import { MAX_INSTALLMENTS } from './installments';
import { isValidCpfOrCnpj, taxIdDigits } from './tax-id';
import { singleLineText } from './text';
import { TRAFFIC_SOURCE_MAX_LENGTH } from './traffic-source';

/**
 * A sale's life: `pending` while the provider has not confirmed the payment (3-D Secure, a Stripe webhook,
 * later Pix and boleto), `paid`, then `refunded` or `chargeback`; `failed` when the charge was declined (the
 * buyer may try again with a new attempt).
 */
export const SALE_STATUSES = ['pending', 'paid', 'refunded', 'chargeback', 'failed'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/**
 * A commission's life: `pending` until the producer's refund window ends, then `available`, then `paid`
 * (by a payout or a split); `cancelled` when the sale is refunded or charged back before the payout. A commission
 * already paid when its sale is reversed gets a negative `adjustment` row instead.
 */
export const COMMISSION_STATUSES = ['pending', 'available', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_KINDS = ['commission', 'adjustment'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** How the buyer pays: card (Stripe or test mode), Pix and boleto (the producer's Asaas). */
export const PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Days after a sale during which the buyer may be refunded; commissions mature when it ends. */
export const REFUND_WINDOWS = [7, 14, 30] as const;
export type RefundWindow = (typeof REFUND_WINDOWS)[number];
export const DEFAULT_REFUND_WINDOW: RefundWindow = 7;

/** Download links sent to the buyer stay valid this long. */
export const BUYER_DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const orderCodeSchema = singleLineText()
  .trim()
  .toUpperCase()
  .regex(ORDER_CODE_PATTERN, 'validation.sales.orderCodeInvalid');

const buyerEmail = singleLineText()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'));

/** A Brazilian phone with DDD: 10 or 11 digits, or 12–13 with the country code 55. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
}
export function isValidBrazilianPhone(value: string): boolean {
  const digits = phoneDigits(value);
  return /^[1-9][1-9]\d{8,9}$/.test(digits);
}

/** The buyer's data on the checkout form; the server keeps digits only for the document and phone. */
export const buyerSchema = z.object({
  name: singleLineText()
    .trim()
    .min(3, 'validation.sales.buyerNameRequired')
    .max(120, 'validation.nameMax')
    .refine((v) => v.split(/\s+/).filter(Boolean).length >= 2, 'validation.sales.buyerFullName'),
  email: buyerEmail,
  document: singleLineText()
    .trim()
    .max(20, 'validation.cpfCnpjInvalid')
    .transform(taxIdDigits)
    .refine(isValidCpfOrCnpj, 'validation.cpfCnpjInvalid'),
  phone: singleLineText()
    .trim()
    .max(30, 'validation.sales.phoneInvalid')
    .refine(isValidBrazilianPhone, 'validation.sales.phoneInvalid')
    .transform(phoneDigits),
});
export type BuyerFormValues = z.input<typeof buyerSchema>;

const trafficSourceValue = singleLineText()
  .trim()
  .max(TRAFFIC_SOURCE_MAX_LENGTH, 'validation.sales.trafficSourceTooLong')
  .optional();

/** Where the buyer came from (traffic-source.ts): the tracking parameters of the page they bought on. */
export const trafficSourceSchema = z.object({
  utmSource: trafficSourceValue,
  utmMedium: trafficSourceValue,
  utmCampaign: trafficSourceValue,
  utmContent: trafficSourceValue,
  utmTerm: trafficSourceValue,
  src: trafficSourceValue,
  sck: trafficSourceValue,
});

/**
 * One checkout attempt. The amount is never sent: the server charges the product's stored price. The
 * idempotency key is made by the browser per attempt; a retry of the same attempt sends it again.
 */
export const startCheckoutInput = z.object({
  productCode: singleLineText()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NP-Z2-9]{4}$/, 'errors.notFound'),
  idempotencyKey: z.uuid('validation.sales.idempotencyKey'),
  buyer: buyerSchema,
  /** Card always; Pix and boleto when the producer's Asaas is active. */
  method: z.enum(PAYMENT_METHODS).default('card'),
  /** The provider's payment-method id for a card: Stripe `pm_…`, test mode `pm_test_…`. */
  paymentMethodId: singleLineText().min(3).max(200).nullable().default(null),
  /** Card installments the buyer chose (1 = at once); the product's terms decide which are offered. */
  installments: z
    .number('errors.checkout.installmentsUnavailable')
    .int('errors.checkout.installmentsUnavailable')
    .min(1, 'errors.checkout.installmentsUnavailable')
    .max(MAX_INSTALLMENTS, 'errors.checkout.installmentsUnavailable')
    .default(1),
  locale: z.enum(['pt-BR', 'en-US', 'es']).optional(),
  source: trafficSourceSchema.default({}),
});
export type StartCheckoutInput = z.input<typeof startCheckoutInput>;

/** The thank-you page (and a 3-D Secure return) asks how an attempt ended. */
export const checkoutStatusInput = z.object({
  orderCode: orderCodeSchema,
  idempotencyKey: z.uuid('validation.sales.idempotencyKey'),
});

/** 'Meu pedido': the buyer gets fresh download links with the order code and the email used to buy. */
export const orderAccessInput = z.object({ orderCode: orderCodeSchema, email: buyerEmail });

export const SALES_PAGE_SIZES = [10, 20, 50] as const;
export const SALE_PERIODS = ['7d', '30d', 'month', 'lastMonth', '90d', 'all'] as const;
export type SalePeriod = (typeof SALE_PERIODS)[number];

/** The producer's (or admin's) sales list. */
export const salesListInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
  period: z.enum(SALE_PERIODS).default('30d'),
  status: z.enum(SALE_STATUSES).optional(),
  productId: z.uuid('errors.notFound').optional(),
  resellerId: z.uuid('errors.notFound').optional(),
  /** Buyer email or order code. */
  search: singleLineText().trim().max(120).default(''),
  /** The sales whose `utm_source` is exactly this. */
  utmSource: trafficSourceValue,
});
export type SalesListInput = z.input<typeof salesListInput>;

export const saleIdInput = z.object({ saleId: z.uuid('errors.notFound') });

/** The reseller's 'Minhas Comissões'. */
export const commissionsListInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
  status: z.enum(COMMISSION_STATUSES).optional(),
});
export type CommissionsListInput = z.input<typeof commissionsListInput>;

/** The producer's sales settings. */
export const salesSettingsInput = z.object({
  refundWindowDays: z.union([z.literal(7), z.literal(14), z.literal(30)]),
});
