import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The Afilia mark (decorative). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="afilia-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-gradient-from)" />
          <stop offset="1" stopColor="var(--brand-gradient-to)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#afilia-logo-gradient)" />
      <path d="M9 23 15 9h2l6 14h-3.2l-1.3-3.2h-5l-1.3 3.2Zm5.4-5.9h3.2L16 13Z" fill="#fff" />
    </svg>
  );
}

/** Logo + wordmark linking to the home page. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('common.logoAlt')}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <LogoMark />
      <span>{t('common.appName')}</span>
    </Link>
  );
}
