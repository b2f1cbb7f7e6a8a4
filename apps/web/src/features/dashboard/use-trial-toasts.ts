import { DEFAULT_TRIAL_DAYS } from '@afilia/validators';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Profile } from '@/lib/use-me';
import { DAY_MS, getTrialToasts, type TrialToast } from './trial-status';

const STORAGE_PREFIX = 'afilia.trialToasts.';

function readShown(userId: string): Set<string> {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + userId);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

function markShown(userId: string, shown: Set<string>): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + userId, JSON.stringify([...shown]));
  } catch {
    // Storage unavailable: the toast may show again after a reload.
  }
}

/**
 * Shows the trial toasts of trial-status.ts, each band at most once per browser session. `trialEndDate`
 * is the running trial's end from `plans.current` (null when the producer is not trialing).
 */
export function useTrialToasts(profile: Profile | null, trialEndDate: Date | null, now: Date): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = Boolean(profile?.role === 'producer' && trialEndDate);
  const userId = profile?.id;
  const trialEnd = trialEndDate ? trialEndDate.getTime() : null;
  const createdAt = profile?.createdAt ? new Date(profile.createdAt).getTime() : null;

  useEffect(() => {
    if (!active || !userId || trialEnd === null || createdAt === null) return;
    const trialDays = Math.max(1, Math.round((trialEnd - createdAt) / DAY_MS)) || DEFAULT_TRIAL_DAYS;
    const due = getTrialToasts({ now, trialEndDate: trialEnd, profileCreatedAt: createdAt, trialDays });
    const shown = readShown(userId);
    const fresh = due.filter((item) => !shown.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) {
      show(item);
      shown.add(item.id);
    }
    markShown(userId, shown);

    function show(item: TrialToast) {
      const options = {
        id: `trial-${item.id}`,
        description: t(item.descriptionKey, item.values),
        duration: item.durationMs,
        ...(item.kind === 'activated'
          ? {}
          : {
              action: {
                label: t('dashboard.trial.toasts.action'),
                onClick: () => void navigate({ to: '/plans' }),
              },
            }),
      };
      const title = t(item.titleKey);
      if (item.variant === 'destructive') toast.error(title, options);
      else if (item.variant === 'warning') toast.warning(title, options);
      else toast.success(title, options);
    }
  }, [active, userId, trialEnd, createdAt, now, t, navigate]);
}
