import { z } from 'zod';

/**
 * The shapes of the Asaas API v3 answers the client reads. `z.object` strips unknown keys, so the many extra
 * fields Asaas sends (and any it adds later) never fail a parse; only the fields we use are checked.
 */

export type AsaasEnvironment = 'sandbox' | 'production';

export const ASAAS_BASE_URLS: Record<AsaasEnvironment, string> = {
  sandbox: 'https://api-sandbox.asaas.com/v3',
  production: 'https://api.asaas.com/v3',
};

/** The payment statuses Asaas documents. A payment's `status` stays a plain string: Asaas may add more. */
export const ASAAS_PAYMENT_STATUSES = [
  'PENDING',
  'RECEIVED',
  'CONFIRMED',
  'OVERDUE',
  'REFUNDED',
  'RECEIVED_IN_CASH',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
  'DUNNING_REQUESTED',
  'DUNNING_RECEIVED',
  'AWAITING_RISK_ANALYSIS',
] as const;
export type AsaasPaymentStatus = (typeof ASAAS_PAYMENT_STATUSES)[number];

export const ASAAS_TRANSFER_STATUSES = ['PENDING', 'BANK_PROCESSING', 'DONE', 'CANCELLED', 'FAILED'] as const;
export type AsaasTransferStatus = (typeof ASAAS_TRANSFER_STATUSES)[number];

export const ASAAS_PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type AsaasPixKeyType = (typeof ASAAS_PIX_KEY_TYPES)[number];

export type AsaasBillingType = 'PIX' | 'BOLETO';

const money = z.number();

export const asaasAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  cpfCnpj: z.string().nullish(),
  walletId: z.string().min(1).nullish(),
});
export interface AsaasAccount {
  name: string;
  email: string;
  cpfCnpj?: string | null;
  walletId: string;
}

export const asaasWalletsSchema = z.object({ data: z.array(z.object({ id: z.string().min(1) })) });

export const asaasBalanceSchema = z.object({ balance: money });

export const asaasSplitSchema = z.object({
  walletId: z.string(),
  fixedValue: money.nullish(),
  percentualValue: money.nullish(),
  totalValue: money.nullish(),
  status: z.string().nullish(),
});

export const asaasPaymentSchema = z.object({
  id: z.string().min(1),
  customer: z.string(),
  value: money,
  netValue: money.nullish(),
  status: z.string(),
  billingType: z.string(),
  description: z.string().nullish(),
  dueDate: z.string(),
  paymentDate: z.string().nullish(),
  clientPaymentDate: z.string().nullish(),
  dateCreated: z.string(),
  externalReference: z.string().nullish(),
  invoiceUrl: z.string().nullish(),
  bankSlipUrl: z.string().nullish(),
  split: z.array(asaasSplitSchema).nullish(),
  /** A charge the account removed: Asaas still answers it, flagged. */
  deleted: z.boolean().nullish(),
});
export type AsaasPayment = z.infer<typeof asaasPaymentSchema>;

export const asaasCustomerSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string().nullish(),
  cpfCnpj: z.string().nullish(),
  mobilePhone: z.string().nullish(),
  externalReference: z.string().nullish(),
  deleted: z.boolean().nullish(),
});
export type AsaasCustomer = z.infer<typeof asaasCustomerSchema>;

export const asaasTransferSchema = z.object({
  id: z.string().min(1),
  value: money,
  status: z.enum(ASAAS_TRANSFER_STATUSES),
  failReason: z.string().nullish(),
  externalReference: z.string().nullish(),
  dateCreated: z.string(),
  transactionReceiptUrl: z.string().nullish(),
});
export type AsaasTransfer = z.infer<typeof asaasTransferSchema>;

export const asaasPixQrCodeSchema = z.object({
  encodedImage: z.string(),
  payload: z.string().min(1),
  expirationDate: z.string(),
});
export type AsaasPixQrCode = z.infer<typeof asaasPixQrCodeSchema>;

export const asaasBoletoLineSchema = z.object({
  identificationField: z.string().min(1),
  nossoNumero: z.string(),
  barCode: z.string(),
});
export type AsaasBoletoLine = z.infer<typeof asaasBoletoLineSchema>;

export const asaasWebhookCreatedSchema = z.object({ id: z.string().min(1) });

/** Asaas' error body on 4xx answers: `{ "errors": [{ "code": "invalid_value", "description": "…" }] }`. */
export const asaasErrorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string().nullish(), description: z.string() })).min(1),
});

export interface AsaasPage<T> {
  hasMore: boolean;
  totalCount: number;
  limit: number;
  offset: number;
  data: T[];
}

export function asaasPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    hasMore: z.boolean(),
    totalCount: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    data: z.array(item),
  });
}

/**
 * A webhook delivery: Asaas POSTs JSON such as
 * `{"id":"evt_…","event":"PAYMENT_RECEIVED","dateCreated":"2024-06-12 16:45:03","payment":{…}}` with the
 * webhook's token in the `asaas-access-token` header. A transfer's status is any string here: an event
 * refused with a 4xx is retried and, after enough failures, Asaas pauses the whole webhook queue.
 */
export const asaasWebhookEventSchema = z.object({
  id: z.string().min(1),
  event: z.string().min(1),
  dateCreated: z.string().nullish(),
  payment: asaasPaymentSchema.nullish(),
  transfer: asaasTransferSchema.extend({ status: z.string() }).nullish(),
});
export type AsaasWebhookEvent = z.infer<typeof asaasWebhookEventSchema>;

// ---- what the client sends -------------------------------------------------------------------------

export interface AsaasClientOptions {
  apiKey: string;
  environment: AsaasEnvironment;
  /** Overrides the environment's base URL (tests point it at the fake server). */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface AsaasPaymentFilter {
  /** `yyyy-MM-dd`, inclusive, on the payment's creation date. */
  startDate?: string;
  endDate?: string;
  status?: AsaasPaymentStatus;
  externalReference?: string;
  offset?: number;
  limit?: number;
}

export interface AsaasCustomerInput {
  name: string;
  email: string;
  cpfCnpj: string;
  mobilePhone?: string | null;
  externalReference?: string;
}

export interface AsaasSplitInput {
  walletId: string;
  /** Reais. */
  fixedValue: number;
}

export interface AsaasPaymentInput {
  customer: string;
  billingType: AsaasBillingType;
  /** Reais. */
  value: number;
  /** `yyyy-MM-dd`. */
  dueDate: string;
  description: string;
  externalReference: string;
  split?: AsaasSplitInput[];
}

export interface AsaasTransferInput {
  /** Reais. */
  value: number;
  pixAddressKey: string;
  pixAddressKeyType: AsaasPixKeyType;
  description: string;
  externalReference: string;
}

export interface AsaasWebhookInput {
  name: string;
  url: string;
  email: string;
  authToken: string;
  events: string[];
}
