import type { RouterOutputs } from '@afilia/api';
import { COMMISSION_STATUSES, type CommissionStatus } from '@afilia/validators';
import type { TranslationKey } from '@/lib/i18n-keys';

export type CommissionRow = RouterOutputs['commissions']['list']['items'][number];
export type CommissionTotals = RouterOutputs['commissions']['list']['totals'];

/** The status menu: every status, or one ('all' stands for no filter: Radix Select has no empty value). */
export type CommissionFilter = CommissionStatus | 'all';

export function parseCommissionFilter(value: string): CommissionFilter {
  return COMMISSION_STATUSES.find((status) => status === value) ?? 'all';
}

/** The filter as `commissions.list` takes it. */
export function commissionStatusInput(filter: CommissionFilter): { status?: CommissionStatus } {
  return filter === 'all' ? {} : { status: filter };
}

/** The line under a commission's status: when it becomes (or became) available, was paid or was cancelled. */
export function commissionDateNote(
  row: Pick<CommissionRow, 'status' | 'availableAt' | 'paidAt' | 'cancelledAt'>,
): { key: TranslationKey; date: Date } | null {
  switch (row.status) {
    case 'pending':
      return { key: 'sales.commissions.availableOn', date: row.availableAt };
    case 'paid':
      return row.paidAt ? { key: 'sales.commissions.paidOn', date: row.paidAt } : null;
    case 'cancelled':
      return row.cancelledAt ? { key: 'sales.commissions.cancelledOn', date: row.cancelledAt } : null;
    default:
      return null;
  }
}

/** The four totals cards, in order, with their texts. */
export const TOTALS_CARDS = [
  {
    status: 'pending',
    field: 'pendingCents',
    title: 'sales.commissions.totals.pending',
    hint: 'sales.commissions.totals.pendingHint',
  },
  {
    status: 'available',
    field: 'availableCents',
    title: 'sales.commissions.totals.available',
    hint: 'sales.commissions.totals.availableHint',
  },
  {
    status: 'paid',
    field: 'paidCents',
    title: 'sales.commissions.totals.paid',
    hint: 'sales.commissions.totals.paidHint',
  },
  {
    status: 'cancelled',
    field: 'cancelledCents',
    title: 'sales.commissions.totals.cancelled',
    hint: 'sales.commissions.totals.cancelledHint',
  },
] as const satisfies readonly {
  status: CommissionStatus;
  field: keyof CommissionTotals;
  title: TranslationKey;
  hint: TranslationKey;
}[];
