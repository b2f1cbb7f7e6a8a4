import { PAYMENT_HISTORY_PERIODS, PAYMENT_HISTORY_STATUSES, PAYMENT_HISTORY_TABS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { TONE_CLASS } from '@/lib/status-tone';
import {
  detailDescription,
  formatUpcomingDay,
  HISTORY_PERIOD_LABEL,
  HISTORY_STATUS_LABEL,
  HISTORY_TAB_LABEL,
  historyDescription,
  isReadyToEnable,
  parseHistoryPeriod,
  parseHistoryStatus,
  parseHistoryTab,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  payoutDestination,
  receiptFileName,
  receiptUrl,
  shortEntryId,
  signedAmount,
} from './payment-status';

describe('payment status badges', () => {
  it('shows completed green, pending yellow and failed red', () => {
    expect(paymentStatusTone('completed')).toBe('success');
    expect(paymentStatusTone('pending')).toBe('warning');
    expect(paymentStatusTone('failed')).toBe('danger');
    expect(TONE_CLASS[paymentStatusTone('completed')]).toContain('emerald');
    expect(TONE_CLASS[paymentStatusTone('pending')]).toContain('amber');
    expect(TONE_CLASS[paymentStatusTone('failed')]).toContain('red');
  });

  it('names refunds and chargebacks, and shows an unknown status as it is', () => {
    expect(paymentStatusLabel('completed')).toBe('payments.status.completed');
    expect(paymentStatusLabel('refunded')).toBe('payments.status.refunded');
    expect(paymentStatusLabel('chargeback')).toBe('payments.status.chargeback');
    expect(paymentStatusTone('refunded')).toBe('neutral');
    expect(paymentStatusTone('chargeback')).toBe('danger');
    expect(paymentStatusLabel('AWAITING_RISK_ANALYSIS')).toBeNull();
    expect(paymentStatusTone('AWAITING_RISK_ANALYSIS')).toBe('neutral');
  });

  it('labels every payment method the history can hold', () => {
    for (const method of ['card', 'pix', 'boleto', 'asaas_pix', 'manual', 'split', 'payout'])
      expect(paymentMethodLabel(method)).toBe(`payments.method.${method}`);
    expect(paymentMethodLabel('crypto')).toBeNull();
  });
});

describe('payment history filters', () => {
  it('has a label for every status, period and tab, in the menus order', () => {
    expect(Object.keys(HISTORY_STATUS_LABEL)).toEqual([...PAYMENT_HISTORY_STATUSES]);
    expect(Object.keys(HISTORY_PERIOD_LABEL)).toEqual([...PAYMENT_HISTORY_PERIODS]);
    expect(Object.keys(HISTORY_TAB_LABEL)).toEqual([...PAYMENT_HISTORY_TABS]);
  });

  it('reads the menus back, anything unknown as all', () => {
    expect(parseHistoryStatus('failed')).toBe('failed');
    expect(parseHistoryStatus('nope')).toBe('all');
    expect(parseHistoryPeriod('lastMonth')).toBe('lastMonth');
    expect(parseHistoryPeriod('')).toBe('all');
    expect(parseHistoryTab('sent')).toBe('sent');
    expect(parseHistoryTab('Sent')).toBe('all');
  });
});

describe('payment history rows', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('shows the reference as ID, else the first 8 characters of ours', () => {
    expect(shortEntryId({ id, reference: 'AF-7K2M9Q' })).toBe('AF-7K2M9Q');
    expect(shortEntryId({ id, reference: null })).toBe('0f8fad5b');
    expect(shortEntryId({ id, reference: '  ' })).toBe('0f8fad5b');
  });

  it('describes payouts, plans and commissions with the translated texts', () => {
    expect(historyDescription({ kind: 'payout', description: 'payout' })).toEqual({
      key: 'payments.entry.payout',
    });
    expect(historyDescription({ kind: 'plan', description: 'profissional' })).toEqual({
      key: 'payments.entry.plan.profissional',
    });
    expect(historyDescription({ kind: 'plan', description: 'legacy' })).toEqual({ text: 'legacy' });
    expect(historyDescription({ kind: 'commission', description: 'Curso de Fotografia' })).toEqual({
      key: 'payments.entry.commission',
      values: { product: 'Curso de Fotografia' },
    });
    expect(historyDescription({ kind: 'sale', description: 'Curso de Fotografia' })).toEqual({
      text: 'Curso de Fotografia',
    });
  });

  it('translates the details description only when it is a key', () => {
    expect(detailDescription({ description: 'payments.entry.payout', descriptionIsKey: true })).toEqual({
      key: 'payments.entry.payout',
    });
    expect(
      detailDescription({ description: 'payments.entry.plan.profissional', descriptionIsKey: true }),
    ).toEqual({ key: 'payments.entry.plan.profissional' });
    expect(detailDescription({ description: 'E-book', descriptionIsKey: false })).toEqual({ text: 'E-book' });
    // A key this build does not know shows as it is (as a missing key shows in i18next).
    expect(detailDescription({ description: 'payments.entry.gift', descriptionIsKey: true })).toEqual({
      text: 'payments.entry.gift',
    });
  });

  it('builds the receipt address and reads its file name', () => {
    expect(receiptUrl({ kind: 'sale', id })).toBe(`/api/receipts/sale/${id}`);
    expect(receiptFileName('attachment; filename="comprovante-AF-7K2M9Q.pdf"')).toBe(
      'comprovante-AF-7K2M9Q.pdf',
    );
    expect(receiptFileName(null)).toBe('comprovante.pdf');
    expect(receiptFileName('attachment')).toBe('comprovante.pdf');
  });
});

describe('upcoming payments and payouts', () => {
  it('signs money sent, never a zero', () => {
    expect(signedAmount(2395, 'received')).toBe('R$ 23,95');
    expect(signedAmount(2395, 'sent')).toBe('-R$ 23,95');
    expect(signedAmount(0, 'sent')).toBe('R$ 0,00');
    expect(signedAmount(123456, 'received')).toBe('R$ 1.234,56');
  });

  it('shows the due day as dd/mm/aaaa', () => {
    expect(formatUpcomingDay('2026-03-05')).toBe('05/03/2026');
    expect(formatUpcomingDay('soon')).toBe('soon');
  });

  it('sends a payout by Pix only with a Pix key and Asaas active', () => {
    expect(payoutDestination({ hasPixKey: true }, true)).toBe('payments.payouts.viaPix');
    expect(payoutDestination({ hasPixKey: true }, false)).toBe('payments.payouts.viaManual');
    expect(payoutDestination({ hasPixKey: false }, true)).toBe('payments.payouts.viaManual');
  });
});

describe('platform connections', () => {
  it('switches a platform on only once its key was saved and answered', () => {
    expect(isReadyToEnable({ configured: true, verifiedAt: new Date() })).toBe(true);
    expect(isReadyToEnable({ configured: true, verifiedAt: null })).toBe(false);
    expect(isReadyToEnable({ configured: false, verifiedAt: null })).toBe(false);
  });
});
