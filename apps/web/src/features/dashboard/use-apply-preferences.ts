import { isSupportedLocale } from '@afilia/i18n';
import { useEffect } from 'react';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';
import type { Profile } from '@/lib/use-me';

/** The user whose saved preferences were applied in this page load (once per sign-in, not on every mount). */
let appliedForUser: string | null = null;

/** Applies the language and theme saved on the server when a user signs in. */
export function useApplyPreferences(profile: Profile | null | undefined): void {
  const { theme, setTheme } = useTheme();
  useEffect(() => {
    if (!profile || appliedForUser === profile.id) return;
    appliedForUser = profile.id;
    if (profile.theme && profile.theme !== theme) setTheme(profile.theme);
    if (isSupportedLocale(profile.language) && profile.language !== currentLanguage()) {
      void setLanguage(profile.language);
    }
  }, [profile, theme, setTheme]);
}

/** Forget the applied user (on sign-out), so the next sign-in applies its own preferences. */
export function resetAppliedPreferences(): void {
  appliedForUser = null;
}
