import { LanguageSwitcher, type LanguageSwitcherProps } from '@/components/language-switcher';
import { ThemeToggle, type ThemeToggleProps } from '@/components/theme-toggle';

export interface FooterPreferencesProps {
  onLanguageChange?: LanguageSwitcherProps['onChange'];
  onThemeChange?: ThemeToggleProps['onChange'];
}

/** Language and theme menus of the footer (loaded lazily: they pull in the Radix dropdown). */
export default function FooterPreferences({ onLanguageChange, onThemeChange }: FooterPreferencesProps) {
  return (
    <>
      <LanguageSwitcher onChange={onLanguageChange} align="end" />
      <ThemeToggle onChange={onThemeChange} align="end" />
    </>
  );
}
