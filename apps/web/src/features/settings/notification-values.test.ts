import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATIONS,
  shownNotifications,
  visibleNotificationKeys,
  withNotification,
} from './notification-values';

describe('notification preferences', () => {
  it('defaults to email on, push off, and the sale emails on', () => {
    expect(DEFAULT_NOTIFICATIONS).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      newSaleNotifications: true,
      newCommissionNotifications: true,
    });
    expect(shownNotifications(undefined, undefined)).toEqual(DEFAULT_NOTIFICATIONS);
  });

  it('shows the values being saved, then the saved ones', () => {
    const saved = { ...DEFAULT_NOTIFICATIONS, emailNotifications: false };
    const saving = { ...saved, pushNotifications: true };
    expect(shownNotifications(saved, undefined)).toEqual(saved);
    expect(shownNotifications(saved, saving)).toEqual(saving);
  });

  it('changes one switch and keeps the others', () => {
    expect(withNotification(DEFAULT_NOTIFICATIONS, 'pushNotifications', true)).toEqual({
      ...DEFAULT_NOTIFICATIONS,
      pushNotifications: true,
    });
    expect(withNotification(DEFAULT_NOTIFICATIONS, 'newSaleNotifications', false)).toEqual({
      ...DEFAULT_NOTIFICATIONS,
      newSaleNotifications: false,
    });
  });

  it("shows 'Nova venda' to producers and admins, 'Nova comissão' to resellers", () => {
    const general = ['emailNotifications', 'pushNotifications'];
    expect(visibleNotificationKeys('producer')).toEqual([...general, 'newSaleNotifications']);
    expect(visibleNotificationKeys('admin')).toEqual([...general, 'newSaleNotifications']);
    expect(visibleNotificationKeys('reseller')).toEqual([...general, 'newCommissionNotifications']);
    expect(visibleNotificationKeys(null)).toEqual(general);
  });
});
