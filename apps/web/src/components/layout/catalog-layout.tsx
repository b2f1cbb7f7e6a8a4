import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterPreferencesSlot } from '@/components/layout/footer-preferences-slot';
import { MainContent, SkipLink } from '@/components/layout/skip-link';
import { Logo } from '@/components/logo';

const footerLinkClass =
  'rounded-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The light frame of the public product page: the logo (to the home page), language and theme, and a footer
 * with the terms and privacy links. No site navigation: the visitor came for the product.
 */
export function CatalogLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:h-16 sm:px-6 lg:px-8">
          <Logo />
          <div className="flex items-center gap-2">
            <FooterPreferencesSlot fallback={<span className="size-8" />} />
          </div>
        </div>
      </header>
      <MainContent>{children}</MainContent>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-muted-foreground">{t('common.footer.copyright', { year })}</p>
          <nav aria-label={t('common.footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to="/terms" className={footerLinkClass}>
                  {t('common.footer.terms')}
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={footerLinkClass}>
                  {t('common.footer.privacy')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
