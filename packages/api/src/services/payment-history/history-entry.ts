import type { PaymentEntryKind } from '@afilia/validators';

/** One row of the payment history, whatever it came from. */
export interface PaymentHistoryEntry {
  id: string;
  kind: PaymentEntryKind;
  direction: 'received' | 'sent';
  occurredAt: Date;
  description: string;
  /** 'card' | 'pix' | 'boleto' | 'asaas_pix' | 'manual' | 'split' */
  method: string;
  amountCents: number;
  /** completed | pending | failed | refunded | chargeback */
  status: string;
  /** The order code, or the provider's id. */
  reference: string | null;
}

export interface PaymentHistoryPage {
  items: PaymentHistoryEntry[];
  /** Exact up to the cap (list-payment-history's COUNT_CAP), then the cap. */
  total: number;
  /** True when there are more entries than `total` says. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}
