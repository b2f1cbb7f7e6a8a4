import { describe, expect, it } from 'vitest';
import { type EmailKind, mayEmail } from './email-consent';

const all = { emailNotifications: true, newSaleNotifications: true, newCommissionNotifications: true };
const kinds: EmailKind[] = ['transactional', 'affiliation', 'newSale', 'newCommission'];
const allowed = (preferences: typeof all) => kinds.filter((kind) => mayEmail(preferences, kind));

describe('mayEmail', () => {
  it('sends everything with every switch on', () => {
    expect(allowed(all)).toEqual(kinds);
  });

  it("keeps only transactional emails with 'Notificações por email' off, whatever the other switches", () => {
    expect(allowed({ ...all, emailNotifications: false })).toEqual(['transactional']);
  });

  it("silences 'Nova venda' and 'Nova comissão' with their own switches", () => {
    expect(allowed({ ...all, newSaleNotifications: false })).toEqual([
      'transactional',
      'affiliation',
      'newCommission',
    ]);
    expect(allowed({ ...all, newCommissionNotifications: false })).toEqual([
      'transactional',
      'affiliation',
      'newSale',
    ]);
  });
});
