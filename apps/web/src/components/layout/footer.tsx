import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InstagramIcon, LinkedinIcon, YoutubeIcon } from '@/components/brand-icons';
import { Logo } from '@/components/logo';
import { Separator } from '@/components/ui/separator';
import type { FooterPreferencesProps } from './footer-preferences';
import { FooterPreferencesSlot } from './footer-preferences-slot';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './nav-links';

const SOCIAL_ICONS = { instagram: InstagramIcon, youtube: YoutubeIcon, linkedin: LinkedinIcon } as const;

/** Optional callbacks after the visitor changes the language or theme (e.g. to save them for a signed-in user). */
export type FooterProps = FooterPreferencesProps;

function PreferencesFallback() {
  return (
    <>
      <span className="h-8 w-40 rounded-md border bg-background" />
      <span className="size-8 rounded-md border bg-background" />
    </>
  );
}

/** Public footer: site links, three social links, copyright with the current year, preferences. */
export function Footer({ onLanguageChange, onThemeChange }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="space-y-4">
            <Logo />
            <p className="max-w-xs text-muted-foreground text-sm leading-relaxed">
              {t('common.footer.tagline')}
            </p>
            <ul className="flex gap-2" aria-label={t('common.footer.social')}>
              {SOCIAL_LINKS.map((social) => {
                const Icon = SOCIAL_ICONS[social.id];
                return (
                  <li key={social.id}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(social.label)}
                      title={t(social.label)}
                      className="inline-flex size-9 items-center justify-center rounded-md border bg-background text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <Icon className="size-4" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3">
            {FOOTER_GROUPS.map((group) => (
              <nav key={group.title} aria-label={t(group.title)}>
                <h2 className="font-semibold text-sm">{t(group.title)}</h2>
                <ul className="mt-3 space-y-2.5">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded-sm text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <Separator className="my-8" />

        <div className="flex flex-col-reverse items-start justify-between gap-4 sm:flex-row sm:items-center">
          <div className="space-y-1">
            <p className="text-muted-foreground text-sm">{t('common.footer.copyright', { year })}</p>
            <p className="text-muted-foreground text-xs">{t('common.footer.madeIn')}</p>
          </div>
          <div className="flex items-center gap-2">
            <FooterPreferencesSlot
              fallback={<PreferencesFallback />}
              onLanguageChange={onLanguageChange}
              onThemeChange={onThemeChange}
            />
          </div>
        </div>
      </div>
    </footer>
  );
}
