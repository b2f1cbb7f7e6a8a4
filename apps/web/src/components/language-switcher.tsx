import { CheckIcon, GlobeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { currentLanguage, SUPPORTED_LOCALES, type SupportedLocale, setLanguage } from '@/lib/i18n';

export interface LanguageSwitcherProps {
  /** Called after the language changed (e.g. to save the preference on the server). */
  onChange?: (locale: SupportedLocale) => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Show the language's name next to the globe icon (default true). */
  showLabel?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** Dropdown with pt-BR, en-US and es; remembers the choice (localStorage `afilia.language`). */
export function LanguageSwitcher({
  onChange,
  variant = 'outline',
  size = 'sm',
  showLabel = true,
  align = 'end',
  className,
}: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  void i18n.language; // re-render on language change

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={variant}
          size={showLabel ? size : 'icon-sm'}
          className={className}
          aria-label={`${t('common.language.change')}: ${t(`common.language.names.${active}`)}`}
        >
          <GlobeIcon />
          {showLabel && <span>{t(`common.language.names.${active}`)}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-48">
        <DropdownMenuLabel>{t('common.language.label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {SUPPORTED_LOCALES.map((locale) => (
          <DropdownMenuItem
            key={locale}
            lang={locale}
            onSelect={() => {
              void setLanguage(locale).then(() => onChange?.(locale));
            }}
          >
            <span className="flex-1">{t(`common.language.names.${locale}`)}</span>
            {locale === active && <CheckIcon className="text-primary" aria-hidden="true" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
