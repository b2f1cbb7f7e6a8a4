import { COMMISSION_STATUSES, SALE_STATUSES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import {
  COMMISSION_STATUS_LABEL,
  COMMISSION_STATUS_TONE,
  SALE_STATUS_LABEL,
  SALE_STATUS_TONE,
  TONE_CLASS,
} from './status-tone';

describe('status badges', () => {
  it('gives paid sales the success tone and reversed or declined ones their own', () => {
    expect(SALE_STATUS_TONE).toEqual({
      paid: 'success',
      pending: 'warning',
      refunded: 'neutral',
      chargeback: 'danger',
      failed: 'danger',
    });
  });

  it('follows a commission from pending to available to paid, cancelled apart', () => {
    expect(COMMISSION_STATUS_TONE).toEqual({
      pending: 'warning',
      available: 'info',
      paid: 'success',
      cancelled: 'neutral',
    });
  });

  it('has a label and a tone for every status', () => {
    for (const status of SALE_STATUSES) {
      expect(SALE_STATUS_LABEL[status]).toBe(`sales.status.${status}`);
      expect(TONE_CLASS[SALE_STATUS_TONE[status]]).toBeTruthy();
    }
    for (const status of COMMISSION_STATUSES) {
      expect(COMMISSION_STATUS_LABEL[status]).toBe(`sales.commissionStatus.${status}`);
      expect(TONE_CLASS[COMMISSION_STATUS_TONE[status]]).toBeTruthy();
    }
  });

  it('sets a light and a dark text colour on every tone', () => {
    for (const classes of Object.values(TONE_CLASS)) {
      expect(classes).toMatch(/(^| )text-\w+-(700|800|900)( |$)/);
      expect(classes).toMatch(/dark:text-\w+-(200|300)( |$)/);
    }
  });
});
