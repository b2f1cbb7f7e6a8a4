/** One side of a payment on a receipt. */
export interface ReceiptParty {
  name: string;
  email: string | null;
  document?: string | null;
}

/** Everything a receipt shows, already authorized and translated by the caller (the renderer knows no i18n). */
export interface ReceiptData {
  locale: 'pt-BR' | 'en-US' | 'es';
  brandName: string;
  receiptNumber: string;
  kind: 'sale' | 'commission' | 'payout' | 'plan';
  issuedAt: Date;
  paidAt: Date | null;
  /** Already translated label, e.g. 'Concluído'. */
  status: string;
  description: string;
  /** Already translated, e.g. 'Pix'. */
  method: string;
  payer: ReceiptParty;
  payee: ReceiptParty;
  /** `period`, already translated, follows the amount: '/mês' on a monthly charge ('R$ 97,00/mês'). */
  lines: { label: string; amountCents: number; period?: string }[];
  totalLabel: string;
  totalCents: number;
  providerRefs: { label: string; value: string }[];
  /** Translated labels; `page` holds `{{page}}` and `{{pages}}`, e.g. 'Página {{page}} de {{pages}}'. */
  labels: {
    title: string;
    number: string;
    issuedAt: string;
    paidAt: string;
    status: string;
    method: string;
    payer: string;
    payee: string;
    description: string;
    references: string;
    page: string;
    footer: string;
  };
}
