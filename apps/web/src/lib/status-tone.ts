import type { CommissionStatus, SaleStatus } from '@afilia/validators';
import type { KeyUnder } from './i18n-keys';

/** The colour family of a status badge; the text always names the status too (never colour only). */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * Tinted badges whose text keeps at least 4.5:1 against its background in both themes (Tailwind's 800/900
 * shades on the 100 tints in light; the 200/300 shades on a 15% tint of the card in dark).
 */
export const TONE_CLASS: Record<StatusTone, string> = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  info: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
};

/** Pago, Pendente, Reembolsado, Chargeback, Recusado. */
export const SALE_STATUS_TONE: Record<SaleStatus, StatusTone> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'neutral',
  chargeback: 'danger',
  failed: 'danger',
};

/** Pendente (waiting for the refund window), Disponível, Paga, Cancelada. */
export const COMMISSION_STATUS_TONE: Record<CommissionStatus, StatusTone> = {
  pending: 'warning',
  available: 'info',
  paid: 'success',
  cancelled: 'neutral',
};

/** The i18n keys of the statuses. */
export const SALE_STATUS_LABEL: Record<SaleStatus, KeyUnder<'sales.status'>> = {
  paid: 'sales.status.paid',
  pending: 'sales.status.pending',
  refunded: 'sales.status.refunded',
  chargeback: 'sales.status.chargeback',
  failed: 'sales.status.failed',
};

export const COMMISSION_STATUS_LABEL: Record<CommissionStatus, KeyUnder<'sales.commissionStatus'>> = {
  pending: 'sales.commissionStatus.pending',
  available: 'sales.commissionStatus.available',
  paid: 'sales.commissionStatus.paid',
  cancelled: 'sales.commissionStatus.cancelled',
};
