import { z } from 'zod';
import { isValidCpfOrCnpj } from './tax-id';
import { singleLineText } from './text';

/** Where a producer is paid: the three platform cards of the Payments screen. */
export const PAYMENT_PLATFORMS = ['stripe', 'asaas', 'mercadopago'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];
/** Only these have a configuration form; Mercado Pago shows a notice. */
export const CONFIGURABLE_PLATFORMS = ['stripe', 'asaas'] as const;
export type ConfigurablePlatform = (typeof CONFIGURABLE_PLATFORMS)[number];

export const ASAAS_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type AsaasEnvironmentName = (typeof ASAAS_ENVIRONMENTS)[number];

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** A payout to a reseller: `processing` while the transfer is on its way, then `paid` or `failed`. */
export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** `asaas_pix`: a transfer from the producer's Asaas to the reseller's Pix key; `manual`: marked paid by hand. */
export const PAYOUT_METHODS = ['asaas_pix', 'manual'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** How a commission reached the reseller: split by the provider at settlement, or in a payout. */
export const COMMISSION_SETTLEMENTS = ['split', 'payout'] as const;

/** The payment history's filters and tabs on the 'Pagamentos' screen. */
export const PAYMENT_HISTORY_STATUSES = ['all', 'completed', 'pending', 'failed'] as const;
export const PAYMENT_HISTORY_PERIODS = ['all', 'month', 'lastMonth'] as const;
export const PAYMENT_HISTORY_TABS = ['all', 'received', 'sent'] as const;
export type PaymentHistoryTab = (typeof PAYMENT_HISTORY_TABS)[number];
/** What a history row is: income from a sale, a commission (reseller), a payout, or a plan charge. */
export const PAYMENT_ENTRY_KINDS = ['sale', 'commission', 'payout', 'plan'] as const;
export type PaymentEntryKind = (typeof PAYMENT_ENTRY_KINDS)[number];
export const PAYMENT_HISTORY_PAGE_SIZE = 10;
/** Upcoming payments look this many days ahead. */
export const UPCOMING_PAYMENTS_DAYS = 30;

const secret = (max: number) =>
  singleLineText()
    .trim()
    .min(8, 'validation.payments.apiKeyRequired')
    .max(max, 'validation.payments.apiKeyRequired');

/**
 * The Asaas form. The API key may be left empty when one is already saved (the form shows only its last four
 * characters), so changing the wallet or environment does not require typing the key again. There is no
 * webhook address to choose: the app registers its own, so the token it generates is only ever sent to it.
 */
export const asaasConnectionInput = z.object({
  apiKey: z.union([z.literal(''), secret(300)]),
  walletId: singleLineText().trim().max(100).default(''),
  environment: z.enum(ASAAS_ENVIRONMENTS).default('sandbox'),
});
export type AsaasConnectionInput = z.input<typeof asaasConnectionInput>;

export const stripeConnectionInput = z.object({
  apiKey: z.union([
    z.literal(''),
    secret(300).regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'validation.payments.stripeKeyFormat'),
  ]),
  /** The account's publishable key, for the checkout's card field; kept when left empty. */
  publishableKey: z
    .union([
      z.literal(''),
      singleLineText()
        .trim()
        .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'validation.payments.publishableKeyFormat')
        .max(300),
    ])
    .default(''),
  webhookSecret: z.union([
    z.literal(''),
    singleLineText()
      .trim()
      .regex(/^whsec_[A-Za-z0-9]+$/, 'validation.payments.webhookSecretFormat')
      .max(200),
  ]),
});
export type StripeConnectionInput = z.input<typeof stripeConnectionInput>;

export const platformInput = z.object({ platform: z.enum(PAYMENT_PLATFORMS) });
export const platformToggleInput = z.object({ platform: z.enum(PAYMENT_PLATFORMS), enabled: z.boolean() });
export const referralLinkInput = z.object({
  platform: z.enum(PAYMENT_PLATFORMS),
  enabled: z.boolean(),
  url: singleLineText()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'validation.payments.referralUrlInvalid'),
});

function pixKeyMatches(type: PixKeyType, key: string): boolean {
  const digits = key.replace(/\D/g, '');
  switch (type) {
    case 'CPF':
      return digits.length === 11 && isValidCpfOrCnpj(digits);
    case 'CNPJ':
      return digits.length === 14 && isValidCpfOrCnpj(digits);
    case 'EMAIL':
      return z.email().safeParse(key).success;
    case 'PHONE':
      return /^\+?\d{10,13}$/.test(key.replace(/[\s()-]/g, ''));
    case 'EVP':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  }
}

/** A reseller's receiving details: an Asaas wallet for splits, a Pix key for payouts. Both optional. */
export const payoutAccountInput = z
  .object({
    asaasWalletId: singleLineText()
      .trim()
      .max(100)
      .refine((v) => v === '' || /^[A-Za-z0-9_-]{3,100}$/.test(v), 'validation.payments.walletIdInvalid'),
    pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
    pixKey: singleLineText().trim().max(140),
    /** Asked whenever the destination of the money changes (never stored, never trimmed). */
    currentPassword: z.string().max(1000).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.pixKey === '') return;
    if (!value.pixKeyType || !pixKeyMatches(value.pixKeyType, value.pixKey))
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: 'validation.payments.pixKeyInvalid' });
  });
export type PayoutAccountInput = z.input<typeof payoutAccountInput>;

export const payoutScheduleInput = z.object({ weeklyEnabled: z.boolean() });

export const paymentHistoryInput = z.object({
  tab: z.enum(PAYMENT_HISTORY_TABS).default('all'),
  status: z.enum(PAYMENT_HISTORY_STATUSES).default('all'),
  period: z.enum(PAYMENT_HISTORY_PERIODS).default('all'),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type PaymentHistoryInput = z.input<typeof paymentHistoryInput>;

export const paymentEntryInput = z.object({
  kind: z.enum(PAYMENT_ENTRY_KINDS),
  id: z.uuid('errors.payments.notFound'),
});
export type PaymentEntryRef = z.output<typeof paymentEntryInput>;

export const payoutIdInput = z.object({ payoutId: z.uuid('errors.payouts.notFound') });
export const markPayoutPaidInput = z.object({
  payoutId: z.uuid('errors.payouts.notFound'),
  /** An uploaded proof: the key the uploads endpoint answered for a file in 'product-files', optional. */
  proofFileKey: z.uuid('errors.storage.notFound').nullable().default(null),
});
