import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATIONS, shownNotifications, withNotification } from './notification-values';

describe('notification preferences', () => {
  it('defaults to email on and push off', () => {
    expect(DEFAULT_NOTIFICATIONS).toEqual({ emailNotifications: true, pushNotifications: false });
    expect(shownNotifications(undefined, undefined)).toEqual(DEFAULT_NOTIFICATIONS);
  });

  it('shows the values being saved, then the saved ones', () => {
    const saved = { emailNotifications: false, pushNotifications: false };
    const saving = { emailNotifications: false, pushNotifications: true };
    expect(shownNotifications(saved, undefined)).toEqual(saved);
    expect(shownNotifications(saved, saving)).toEqual(saving);
  });

  it('changes one switch and keeps the other', () => {
    expect(withNotification(DEFAULT_NOTIFICATIONS, 'pushNotifications', true)).toEqual({
      emailNotifications: true,
      pushNotifications: true,
    });
    expect(withNotification(DEFAULT_NOTIFICATIONS, 'emailNotifications', false)).toEqual({
      emailNotifications: false,
      pushNotifications: false,
    });
  });
});
