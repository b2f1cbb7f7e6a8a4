/**
 * Free-trial arithmetic for the dashboard: the countdown, its colour and the reminder thresholds.
 * Pure functions: the caller passes `now`, so they are easy to test and to re-run every 60 s.
 */
import type { TranslationKey } from '@/lib/i18n-keys';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The countdown card refreshes every 60 s. */
export const TRIAL_REFRESH_MS = 60_000;
/** Yellow under 2 days. */
export const TRIAL_WARNING_MS = 2 * DAY_MS;
/** Reminder toasts at these hours remaining, while the minutes part is at most 5. */
export const TRIAL_REMINDER_HOURS = [23, 12, 6] as const;
export const TRIAL_REMINDER_MAX_MINUTES = 5;

export type TrialBand = 'normal' | 'warning' | 'expired';

export interface TrialStatus {
  /** Milliseconds until the trial ends (never negative). */
  msLeft: number;
  expired: boolean;
  /** Days left, rounded up (2 days and 1 minute → 3). 0 when expired. */
  daysLeft: number;
  /** Whole days left (rounded down), for the dd + hh:mm countdown. */
  wholeDays: number;
  /** Hours part of the countdown (0–23). */
  hours: number;
  /** Minutes part of the countdown (0–59). */
  minutes: number;
  /** Whole hours left in total (e.g. 30 for 1 day and 6 hours). */
  totalHours: number;
  /** Colour band: normal, yellow (under 2 days) or red (expired). */
  band: TrialBand;
}

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

export function getTrialStatus(now: Date | number, trialEndDate: Date | string | number): TrialStatus {
  const diff = toTime(trialEndDate) - toTime(now);
  const msLeft = Number.isFinite(diff) ? Math.max(0, diff) : 0;
  const expired = msLeft <= 0;
  const band: TrialBand = expired ? 'expired' : msLeft < TRIAL_WARNING_MS ? 'warning' : 'normal';
  return {
    msLeft,
    expired,
    daysLeft: Math.ceil(msLeft / DAY_MS),
    wholeDays: Math.floor(msLeft / DAY_MS),
    hours: Math.floor((msLeft % DAY_MS) / HOUR_MS),
    minutes: Math.floor((msLeft % HOUR_MS) / MINUTE_MS),
    totalHours: Math.floor(msLeft / HOUR_MS),
    band,
  };
}

/** `hh:mm` for the countdown card. */
export function formatCountdownTime(status: Pick<TrialStatus, 'hours' | 'minutes'>): string {
  return `${String(status.hours).padStart(2, '0')}:${String(status.minutes).padStart(2, '0')}`;
}

export type TrialToastKind = 'activated' | 'endsInTwoDays' | 'lastDay' | 'attention' | 'urgent' | 'reminder';

export interface TrialToast {
  /** Stable id: a toast with a given id is shown at most once per session. */
  id: string;
  kind: TrialToastKind;
  /** i18n keys (namespace dashboard.trial.toasts). */
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  /** Interpolation values for the description (`count` selects the plural form). */
  values: { count?: number };
  variant: 'default' | 'warning' | 'destructive';
  durationMs: number;
}

const TOASTS = 'dashboard.trial.toasts';

function toast(
  kind: TrialToastKind,
  id: string,
  variant: TrialToast['variant'],
  durationMs: number,
  values: TrialToast['values'] = {},
): TrialToast {
  return {
    id,
    kind,
    titleKey: `${TOASTS}.${kind}Title`,
    descriptionKey: `${TOASTS}.${kind}Description`,
    values,
    variant,
    durationMs,
  };
}

/**
 * The day-band toast that applies now, if any. One rounding rule with the card: days are counted up (a
 * started day counts, so 24–48 h is '2 dias restantes' and the toast says 'termina em 2 dias', never
 * 'amanhã'), hours are the countdown's whole hours (23:01 left is 23 hours, never 24), at least 1.
 * - 24–48 h left: 'termina em 2 dias', 10 s;
 * - last day, more than 16 and up to 24 h: 'Último dia';
 * - more than 8 and up to 16 h: 'Atenção';
 * - up to 8 h: 'Urgente' (destructive).
 */
export function getTrialBandToast(status: TrialStatus): TrialToast | null {
  if (status.expired) return null;
  const { msLeft } = status;
  const hours = Math.max(1, status.totalHours);
  if (msLeft > DAY_MS && msLeft <= 2 * DAY_MS)
    return toast('endsInTwoDays', 'endsInTwoDays', 'warning', 10_000);
  if (msLeft > 16 * HOUR_MS && msLeft <= DAY_MS)
    return toast('lastDay', 'lastDay', 'warning', 8_000, { count: hours });
  if (msLeft > 8 * HOUR_MS && msLeft <= 16 * HOUR_MS)
    return toast('attention', 'attention', 'warning', 8_000, { count: hours });
  if (msLeft <= 8 * HOUR_MS) return toast('urgent', 'urgent', 'destructive', 10_000, { count: hours });
  return null;
}

/** A reminder at 23 h, 12 h and 6 h remaining, during the first 5 minutes of that hour mark. */
export function getTrialReminderToast(status: TrialStatus): TrialToast | null {
  if (status.expired) return null;
  const hour = TRIAL_REMINDER_HOURS.find((h) => h === status.totalHours);
  if (hour === undefined || status.minutes > TRIAL_REMINDER_MAX_MINUTES) return null;
  return toast('reminder', `reminder-${hour}`, hour === 6 ? 'destructive' : 'warning', 6_000, {
    count: hour,
  });
}

/** 'Teste grátis ativado!' while the profile is younger than 24 h. */
export function getTrialActivatedToast(
  now: Date | number,
  profileCreatedAt: Date | string | number,
  trialDays: number,
): TrialToast | null {
  const age = toTime(now) - toTime(profileCreatedAt);
  if (!Number.isFinite(age) || age < 0 || age >= DAY_MS) return null;
  return toast('activated', 'activated', 'default', 6_000, { count: trialDays });
}

/** Every trial toast that applies at `now`, in display order. */
export function getTrialToasts(input: {
  now: Date | number;
  trialEndDate: Date | string | number;
  profileCreatedAt: Date | string | number;
  trialDays: number;
}): TrialToast[] {
  const status = getTrialStatus(input.now, input.trialEndDate);
  return [
    status.expired ? null : getTrialActivatedToast(input.now, input.profileCreatedAt, input.trialDays),
    getTrialBandToast(status),
    getTrialReminderToast(status),
  ].filter((t): t is TrialToast => t !== null);
}
