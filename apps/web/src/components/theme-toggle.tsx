import type { ThemePreference } from '@afilia/validators/constants';
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
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
import { useTheme } from '@/lib/theme';

const OPTIONS = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'system', Icon: MonitorIcon },
] as const satisfies readonly { value: ThemePreference; Icon: typeof SunIcon }[];

export interface ThemeToggleProps {
  /** Called after the theme changed (e.g. to save the preference on the server). */
  onChange?: (theme: ThemePreference) => void;
  variant?: ButtonProps['variant'];
  /** Show the theme's name next to the icon (default false: icon button). */
  showLabel?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** Light / dark / system menu; remembers the choice (localStorage `afilia.theme`). */
export function ThemeToggle({
  onChange,
  variant = 'outline',
  showLabel = false,
  align = 'end',
  className,
}: ThemeToggleProps) {
  const { t } = useTranslation();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const CurrentIcon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={variant}
          size={showLabel ? 'sm' : 'icon-sm'}
          className={className}
          aria-label={`${t('common.theme.toggle')}: ${t(`common.theme.${theme}`)}`}
        >
          <CurrentIcon />
          {showLabel && <span>{t(`common.theme.${theme}`)}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-40">
        <DropdownMenuLabel>{t('common.theme.label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {OPTIONS.map(({ value, Icon }) => (
          <DropdownMenuItem
            key={value}
            onSelect={() => {
              setTheme(value);
              onChange?.(value);
            }}
          >
            <Icon aria-hidden="true" />
            <span className="flex-1">{t(`common.theme.${value}`)}</span>
            {value === theme && <CheckIcon className="text-primary" aria-hidden="true" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
