import {
  formatBRL,
  PAYMENT_HISTORY_PERIODS,
  PAYMENT_HISTORY_STATUSES,
  PAYMENT_HISTORY_TABS,
  type PaymentHistoryTab,
  type PaymentPlatform,
  PLAN_IDS,
} from '@afilia/validators';
import type { TranslationKey, TranslationValues } from '@/lib/i18n-keys';
import type { StatusTone } from '@/lib/status-tone';
import type {
  HistoryEntry,
  HistoryInput,
  PaymentConnection,
  ResellerOwed,
  UpcomingPayment,
} from './payment-types';

export type HistoryStatusFilter = (typeof PAYMENT_HISTORY_STATUSES)[number];
export type HistoryPeriodFilter = (typeof PAYMENT_HISTORY_PERIODS)[number];

/** What the history card asks `payments.history` for besides the page. */
export type HistoryFilters = Required<Pick<HistoryInput, 'tab' | 'status' | 'period'>>;

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { tab: 'all', status: 'all', period: 'all' };

/** The platform names and descriptions. */
export const PLATFORM_NAME: Record<PaymentPlatform, TranslationKey> = {
  stripe: 'payments.platforms.stripe.name',
  asaas: 'payments.platforms.asaas.name',
  mercadopago: 'payments.platforms.mercadopago.name',
};
export const PLATFORM_DESCRIPTION: Record<PaymentPlatform, TranslationKey> = {
  stripe: 'payments.platforms.stripe.description',
  asaas: 'payments.platforms.asaas.description',
  mercadopago: 'payments.platforms.mercadopago.description',
};

/**
 * Completed is Concluído (green), pending Pendente (yellow), failed Falhou (red); a refund and a
 * chargeback keep their own names. Anything else is shown as it is, in grey.
 */
const STATUS_TONE: Record<string, StatusTone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
  chargeback: 'danger',
  cancelled: 'neutral',
};
const STATUS_LABEL: Record<string, TranslationKey> = {
  completed: 'payments.status.completed',
  pending: 'payments.status.pending',
  failed: 'payments.status.failed',
  refunded: 'payments.status.refunded',
  chargeback: 'payments.status.chargeback',
  cancelled: 'payments.status.cancelled',
};

export function paymentStatusTone(status: string): StatusTone {
  return STATUS_TONE[status] ?? 'neutral';
}

/** The i18n key of a status, or null for one the screen does not know (shown as it is). */
export function paymentStatusLabel(status: string): TranslationKey | null {
  return STATUS_LABEL[status] ?? null;
}

const METHOD_LABEL: Record<string, TranslationKey> = {
  card: 'payments.method.card',
  pix: 'payments.method.pix',
  boleto: 'payments.method.boleto',
  asaas_pix: 'payments.method.asaas_pix',
  manual: 'payments.method.manual',
  split: 'payments.method.split',
  payout: 'payments.method.payout',
};

/** The i18n key of a payment method, or null for an unknown one (shown as it is). */
export function paymentMethodLabel(method: string): TranslationKey | null {
  return METHOD_LABEL[method] ?? null;
}

/** The filter menus' and tabs' labels, in their order. */
export const HISTORY_STATUS_LABEL: Record<HistoryStatusFilter, TranslationKey> = {
  all: 'payments.history.statuses.all',
  completed: 'payments.history.statuses.completed',
  pending: 'payments.history.statuses.pending',
  failed: 'payments.history.statuses.failed',
};
export const HISTORY_PERIOD_LABEL: Record<HistoryPeriodFilter, TranslationKey> = {
  all: 'payments.history.periods.all',
  month: 'payments.history.periods.currentMonth',
  lastMonth: 'payments.history.periods.lastMonth',
};
export const HISTORY_TAB_LABEL: Record<PaymentHistoryTab, TranslationKey> = {
  all: 'payments.history.tabs.all',
  received: 'payments.history.tabs.received',
  sent: 'payments.history.tabs.sent',
};

export function parseHistoryStatus(value: string): HistoryStatusFilter {
  return PAYMENT_HISTORY_STATUSES.find((status) => status === value) ?? 'all';
}
export function parseHistoryPeriod(value: string): HistoryPeriodFilter {
  return PAYMENT_HISTORY_PERIODS.find((period) => period === value) ?? 'all';
}
export function parseHistoryTab(value: string): PaymentHistoryTab {
  return PAYMENT_HISTORY_TABS.find((tab) => tab === value) ?? 'all';
}

/** The ID column: the order code or the provider's id, else the first 8 characters of ours. */
export function shortEntryId(entry: Pick<HistoryEntry, 'id' | 'reference'>): string {
  return entry.reference?.trim() || entry.id.slice(0, 8);
}

/** How to show an entry's description: an i18n key with its values, or the text as stored. */
export type EntryText = { key: TranslationKey; values?: TranslationValues } | { text: string };

/**
 * A history row's 'Descrição': a payout is 'Repasse de comissões', a plan charge names the plan, a reseller's
 * commission names the product; a sale shows its product title.
 */
export function historyDescription(entry: Pick<HistoryEntry, 'kind' | 'description'>): EntryText {
  switch (entry.kind) {
    case 'payout':
      return { key: 'payments.entry.payout' };
    case 'plan': {
      const plan = PLAN_IDS.find((id) => id === entry.description);
      return plan ? { key: `payments.entry.plan.${plan}` } : { text: entry.description };
    }
    case 'commission':
      return { key: 'payments.entry.commission', values: { product: entry.description } };
    default:
      return { text: entry.description };
  }
}

/**
 * The details dialog's description: the server sends an i18n key for payouts ('payments.entry.payout') and plans
 * ('payments.entry.plan.<id>'); a key this build does not know shows as it is.
 */
export function detailDescription(detail: { description: string; descriptionIsKey: boolean }): EntryText {
  if (!detail.descriptionIsKey) return { text: detail.description };
  const known: TranslationKey[] = [
    'payments.entry.payout',
    ...PLAN_IDS.map((id): TranslationKey => `payments.entry.plan.${id}`),
  ];
  const key = known.find((candidate) => candidate === detail.description);
  return key ? { key } : { text: detail.description };
}

/** An upcoming payment's day ('2026-03-05') as the app shows dates: '05/03/2026'. */
export function formatUpcomingDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

export const UPCOMING_KIND_LABEL: Record<UpcomingPayment['kind'], TranslationKey> = {
  commissions: 'payments.upcoming.kinds.commissions',
  payout: 'payments.upcoming.kinds.payout',
  renewal: 'payments.upcoming.kinds.renewal',
};

/** A connection that can be switched on: its key was saved and answered. */
export function isReadyToEnable(connection: Pick<PaymentConnection, 'configured' | 'verifiedAt'>): boolean {
  return connection.configured && connection.verifiedAt !== null;
}

/** Where a reseller's payout goes: Pix through the producer's Asaas, or paid by hand. */
export function payoutDestination(
  owed: Pick<ResellerOwed, 'hasPixKey'>,
  asaasActive: boolean,
): TranslationKey {
  return owed.hasPixKey && asaasActive ? 'payments.payouts.viaPix' : 'payments.payouts.viaManual';
}

/** The receipt's address (same origin, the session cookie goes along). */
export function receiptUrl(entry: Pick<HistoryEntry, 'kind' | 'id'>): string {
  return `/api/receipts/${encodeURIComponent(entry.kind)}/${encodeURIComponent(entry.id)}`;
}

/** The file name from a Content-Disposition header, else 'comprovante.pdf'. */
export function receiptFileName(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || 'comprovante.pdf';
}

/** An amount as the history shows it: money sent with a minus sign ('-R$ 23,95'), nothing signed at zero. */
export function signedAmount(cents: number, direction: 'received' | 'sent'): string {
  return formatBRL(direction === 'sent' && cents !== 0 ? -cents : cents);
}
