import { LOCALES, type Locale, THEMES, type ThemePreference } from '@afilia/validators';
import { CheckIcon, type LucideIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSavePreferences } from '@/features/dashboard';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';

const THEME_ICONS: Record<ThemePreference, LucideIcon> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

const optionClass =
  'group relative flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 text-left text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary/5 data-[state=checked]:ring-1 data-[state=checked]:ring-primary';

function CheckMark() {
  return (
    <RadioGroup.Indicator className="ml-auto flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
      <CheckIcon className="size-3.5" aria-hidden />
    </RadioGroup.Indicator>
  );
}

/** Settings → Aparência: theme (light, dark, system) and language, applied at once and saved on the profile. */
export function AppearanceSettings() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { save, isPending } = useSavePreferences();
  void i18n.language; // re-render when the language changes
  const language = currentLanguage();

  const onTheme = (value: string) => {
    const next = THEMES.find((item) => item === value);
    if (!next || next === theme) return;
    setTheme(next);
    void save({ theme: next }, { notify: true });
  };

  const onLanguage = async (value: string) => {
    const next = LOCALES.find((item) => item === value);
    if (!next || next === language) return;
    await setLanguage(next);
    void save({ language: next }, { notify: true });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.appearance.title')}</CardTitle>
        <CardDescription>{t('settings.appearance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section className="grid gap-3" aria-labelledby="settings-theme-label">
          <div className="grid gap-1">
            <h3 id="settings-theme-label" className="font-medium text-sm">
              {t('settings.appearance.theme.label')}
            </h3>
            <p className="text-muted-foreground text-sm">{t('settings.appearance.theme.description')}</p>
          </div>
          <RadioGroup.Root
            value={theme}
            onValueChange={onTheme}
            aria-labelledby="settings-theme-label"
            className="grid gap-3 sm:grid-cols-3"
            name="theme"
          >
            {THEMES.map((value) => {
              const Icon = THEME_ICONS[value];
              return (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  className={optionClass}
                  data-testid={`theme-${value}`}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-foreground group-data-[state=checked]:bg-primary/15 group-data-[state=checked]:text-primary">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <span className="grid gap-0.5">
                    <span className="font-medium">{t(`settings.appearance.theme.${value}`)}</span>
                    {value === 'system' && (
                      <span className="text-muted-foreground text-xs leading-snug">
                        {t('settings.appearance.theme.systemHint')}
                      </span>
                    )}
                  </span>
                  <CheckMark />
                </RadioGroup.Item>
              );
            })}
          </RadioGroup.Root>
        </section>

        <section className="grid gap-3" aria-labelledby="settings-language-label">
          <div className="grid gap-1">
            <h3 id="settings-language-label" className="font-medium text-sm">
              {t('settings.appearance.language.label')}
            </h3>
            <p className="text-muted-foreground text-sm">{t('settings.appearance.language.description')}</p>
          </div>
          <RadioGroup.Root
            value={language}
            onValueChange={(value) => void onLanguage(value)}
            aria-labelledby="settings-language-label"
            className="grid gap-3 sm:grid-cols-3"
            name="language"
            disabled={isPending}
          >
            {LOCALES.map((value: Locale) => (
              <RadioGroup.Item
                key={value}
                value={value}
                lang={value}
                className={optionClass}
                data-testid={`language-${value}`}
              >
                <span className="flex h-9 min-w-9 shrink-0 items-center justify-center rounded-md bg-muted px-2 font-semibold text-xs group-data-[state=checked]:bg-primary/15 group-data-[state=checked]:text-primary">
                  {value}
                </span>
                <span className="font-medium">{t(`settings.appearance.language.${value}`)}</span>
                <CheckMark />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </section>
      </CardContent>
    </Card>
  );
}
