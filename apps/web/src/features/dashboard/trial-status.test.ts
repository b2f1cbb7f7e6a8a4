import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  formatCountdownTime,
  getTrialActivatedToast,
  getTrialBandToast,
  getTrialReminderToast,
  getTrialStatus,
  getTrialToasts,
  HOUR_MS,
  MINUTE_MS,
} from './trial-status';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const status = (ms: number) => getTrialStatus(NOW, at(ms));

describe('getTrialStatus', () => {
  it('rounds days left up and splits the remainder into hours and minutes', () => {
    const s = status(2 * DAY_MS + 3 * HOUR_MS + 7 * MINUTE_MS + 30_000);
    expect(s.daysLeft).toBe(3);
    expect(s.wholeDays).toBe(2);
    expect(s.hours).toBe(3);
    expect(s.minutes).toBe(7);
    expect(s.totalHours).toBe(51);
    expect(s.expired).toBe(false);
    expect(formatCountdownTime(s)).toBe('03:07');
  });

  it('gives exactly 7 days for a fresh 7-day trial', () => {
    expect(status(7 * DAY_MS).daysLeft).toBe(7);
    expect(status(7 * DAY_MS - 1).daysLeft).toBe(7);
    expect(status(6 * DAY_MS + 1).daysLeft).toBe(7);
  });

  it('is normal from 2 days up, yellow under 2 days and red when expired', () => {
    expect(status(3 * DAY_MS).band).toBe('normal');
    expect(status(2 * DAY_MS).band).toBe('normal');
    expect(status(2 * DAY_MS - 1).band).toBe('warning');
    expect(status(1).band).toBe('warning');
    expect(status(0).band).toBe('expired');
    expect(status(-5 * HOUR_MS).band).toBe('expired');
  });

  it('never goes negative once expired', () => {
    const s = status(-3 * DAY_MS);
    expect(s).toMatchObject({ expired: true, msLeft: 0, daysLeft: 0, hours: 0, minutes: 0 });
  });

  it('accepts ISO strings and treats invalid dates as expired', () => {
    expect(getTrialStatus(NOW, at(DAY_MS).toISOString()).daysLeft).toBe(1);
    expect(getTrialStatus(NOW, 'not a date').expired).toBe(true);
  });
});

describe('getTrialBandToast', () => {
  it('shows nothing with more than 2 days left', () => {
    expect(getTrialBandToast(status(2 * DAY_MS + 1))).toBeNull();
    expect(getTrialBandToast(status(5 * DAY_MS))).toBeNull();
  });

  it('warns that the trial ends in 2 days for 10 s, as the card counts them', () => {
    const t = getTrialBandToast(status(2 * DAY_MS));
    expect(t).toMatchObject({ kind: 'endsInTwoDays', durationMs: 10_000 });
    expect(t?.titleKey).toBe('dashboard.trial.toasts.endsInTwoDaysTitle');
    expect(getTrialBandToast(status(DAY_MS + 1))?.kind).toBe('endsInTwoDays');
  });

  it('uses the last-day hour bands 24/16/8', () => {
    expect(getTrialBandToast(status(DAY_MS))?.kind).toBe('lastDay');
    expect(getTrialBandToast(status(16 * HOUR_MS + 1))?.kind).toBe('lastDay');
    expect(getTrialBandToast(status(16 * HOUR_MS))?.kind).toBe('attention');
    expect(getTrialBandToast(status(8 * HOUR_MS + 1))?.kind).toBe('attention');
    expect(getTrialBandToast(status(8 * HOUR_MS))?.kind).toBe('urgent');
    expect(getTrialBandToast(status(MINUTE_MS))?.kind).toBe('urgent');
  });

  it('styles Urgente as destructive and passes the whole hours of the countdown, at least 1', () => {
    const t = getTrialBandToast(status(5 * HOUR_MS + 10 * MINUTE_MS));
    expect(t?.variant).toBe('destructive');
    expect(t?.values).toEqual({ count: 5 });
    expect(getTrialBandToast(status(20 * MINUTE_MS))?.values).toEqual({ count: 1 });
  });

  it('counts the hours as the countdown shows them: 23:01 left is 23 hours, not 24', () => {
    const s = status(23 * HOUR_MS + MINUTE_MS);
    expect(formatCountdownTime(s)).toBe('23:01');
    expect(getTrialBandToast(s)).toMatchObject({ kind: 'lastDay', values: { count: 23 } });
    expect(s.daysLeft).toBe(1);
  });

  it('shows nothing once expired', () => {
    expect(getTrialBandToast(status(0))).toBeNull();
  });
});

describe('getTrialReminderToast', () => {
  it('fires at 23 h, 12 h and 6 h while minutes are at most 5', () => {
    for (const hours of [23, 12, 6]) {
      expect(getTrialReminderToast(status(hours * HOUR_MS))?.id).toBe(`reminder-${hours}`);
      expect(getTrialReminderToast(status(hours * HOUR_MS + 5 * MINUTE_MS + 59_000))?.values).toEqual({
        count: hours,
      });
      expect(getTrialReminderToast(status(hours * HOUR_MS + 6 * MINUTE_MS))).toBeNull();
    }
  });

  it('does not fire at other hours', () => {
    expect(getTrialReminderToast(status(22 * HOUR_MS))).toBeNull();
    expect(getTrialReminderToast(status(13 * HOUR_MS + MINUTE_MS))).toBeNull();
    expect(getTrialReminderToast(status(47 * HOUR_MS))).toBeNull();
    expect(getTrialReminderToast(status(0))).toBeNull();
  });
});

describe('getTrialActivatedToast', () => {
  it('fires while the profile is younger than 24 h', () => {
    expect(getTrialActivatedToast(NOW, at(-HOUR_MS), 7)).toMatchObject({
      kind: 'activated',
      titleKey: 'dashboard.trial.toasts.activatedTitle',
      values: { count: 7 },
    });
    expect(getTrialActivatedToast(NOW, at(-DAY_MS + 1), 7)).not.toBeNull();
    expect(getTrialActivatedToast(NOW, at(-DAY_MS), 7)).toBeNull();
    expect(getTrialActivatedToast(NOW, at(-3 * DAY_MS), 7)).toBeNull();
  });
});

describe('getTrialToasts', () => {
  it('combines activation, band and reminder toasts with stable ids', () => {
    const toasts = getTrialToasts({
      now: NOW,
      trialEndDate: at(23 * HOUR_MS + 2 * MINUTE_MS),
      profileCreatedAt: at(-2 * HOUR_MS),
      trialDays: 1,
    });
    expect(toasts.map((t) => t.id)).toEqual(['activated', 'lastDay', 'reminder-23']);
  });

  it('does not announce an activated trial that already expired', () => {
    expect(
      getTrialToasts({
        now: NOW,
        trialEndDate: at(-HOUR_MS),
        profileCreatedAt: at(-2 * HOUR_MS),
        trialDays: 7,
      }),
    ).toEqual([]);
  });

  it('is empty in the middle of a long trial of an older profile', () => {
    expect(
      getTrialToasts({
        now: NOW,
        trialEndDate: at(4 * DAY_MS),
        profileCreatedAt: at(-3 * DAY_MS),
        trialDays: 7,
      }),
    ).toEqual([]);
  });
});
