import { COMMISSION_STATUSES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  commissionDateNote,
  commissionStatusInput,
  parseCommissionFilter,
  TOTALS_CARDS,
} from './commission-values';

const AVAILABLE_AT = new Date('2026-03-12T15:00:00Z');
const PAID_AT = new Date('2026-03-20T15:00:00Z');
const CANCELLED_AT = new Date('2026-03-06T15:00:00Z');
const row = { availableAt: AVAILABLE_AT, paidAt: null, cancelledAt: null };

describe('the status filter', () => {
  it('reads a status from the menu, all for anything else', () => {
    expect(parseCommissionFilter('available')).toBe('available');
    expect(parseCommissionFilter('all')).toBe('all');
    expect(parseCommissionFilter('Paga')).toBe('all');
  });

  it('sends the status only when one is chosen', () => {
    expect(commissionStatusInput('all')).toEqual({});
    expect(commissionStatusInput('pending')).toEqual({ status: 'pending' });
  });
});

describe('commissionDateNote', () => {
  it("says when a pending commission becomes available ('Disponível em …')", () => {
    expect(commissionDateNote({ ...row, status: 'pending' })).toEqual({
      key: 'sales.commissions.availableOn',
      date: AVAILABLE_AT,
    });
  });

  it('says when it was paid or cancelled, nothing once available', () => {
    expect(commissionDateNote({ ...row, status: 'paid', paidAt: PAID_AT })).toEqual({
      key: 'sales.commissions.paidOn',
      date: PAID_AT,
    });
    expect(commissionDateNote({ ...row, status: 'cancelled', cancelledAt: CANCELLED_AT })).toEqual({
      key: 'sales.commissions.cancelledOn',
      date: CANCELLED_AT,
    });
    expect(commissionDateNote({ ...row, status: 'available' })).toBeNull();
    expect(commissionDateNote({ ...row, status: 'paid' })).toBeNull();
  });
});

describe('TOTALS_CARDS', () => {
  it('shows Pendente, Disponível, Pago and Cancelado in the order of a commission’s life', () => {
    expect(TOTALS_CARDS.map((card) => card.status)).toEqual([...COMMISSION_STATUSES]);
    for (const card of TOTALS_CARDS) expect(card.field).toBe(`${card.status}Cents`);
  });
});
