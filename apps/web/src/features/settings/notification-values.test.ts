import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATIONS,
  shownNotifications,
  visibleNotificationKeys,
  withNotification,
} from './notification-values';

describe('notification preferences', () => {
  it('defaults to email on and the sale emails on, with no push switch', () => {
    expect(DEFAULT_NOTIFICATIONS).toEqual({
      emailNotifications: true,
      newSaleNotifications: true,
      newCommissionNotifications: true,
    });
    expect(shownNotifications(undefined, undefined)).toEqual(DEFAULT_NOTIFICATIONS);
  });

  it('shows the values being saved, then the saved ones', () => {
    const saved = { ...DEFAULT_NOTIFICATIONS, emailNotifications: false };
    const saving = { ...saved, newSaleNotifications: false };
    expect(shownNotifications(saved, undefined)).toEqual(saved);
    expect(shownNotifications(saved, saving)).toEqual(saving);
  });

  it('changes one switch and keeps the others', () => {
    expect(withNotification(DEFAULT_NOTIFICATIONS, 'emailNotifications', false)).toEqual({
      ...DEFAULT_NOTIFICATIONS,
      emailNotifications: false,
    });
    expect(withNotification(DEFAULT_NOTIFICATIONS, 'newSaleNotifications', false)).toEqual({
      ...DEFAULT_NOTIFICATIONS,
      newSaleNotifications: false,
    });
  });

  it("shows 'Nova venda' to producers and admins, 'Nova comissão' to resellers", () => {
    const general = ['emailNotifications'];
    expect(visibleNotificationKeys('producer')).toEqual([...general, 'newSaleNotifications']);
    expect(visibleNotificationKeys('admin')).toEqual([...general, 'newSaleNotifications']);
    expect(visibleNotificationKeys('reseller')).toEqual([...general, 'newCommissionNotifications']);
    expect(visibleNotificationKeys(null)).toEqual(general);
  });
});
