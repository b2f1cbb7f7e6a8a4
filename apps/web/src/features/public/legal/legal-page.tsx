import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/lib/i18n-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHero } from '../page-hero';
import { RichText } from '../rich-text';

/** One numbered section: its anchor and the keys of its title and body. */
export interface LegalSection {
  id: string;
  title: TranslationKey;
  body: TranslationKey;
}

export interface LegalPageProps {
  /** i18n prefix, e.g. 'public.terms'. */
  prefix: 'public.terms' | 'public.privacy';
  sections: readonly LegalSection[];
}

/** Shared layout of /terms and /privacy: title, last update, table of contents, numbered sections. */
export function LegalPage({ prefix, sections }: LegalPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${prefix}.title`));

  return (
    <div className="pb-20">
      <PageHero title={t(`${prefix}.title`)} subtitle={t(`${prefix}.lastUpdated`)} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 pt-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={t('public.legal.toc')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-semibold text-sm">{t('public.legal.toc')}</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map(({ id, title }, index) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {index + 1}. {t(title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <RichText text={t(`${prefix}.intro`)} className="text-foreground/90" />
          {sections.map(({ id, title, body }, index) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="scroll-mt-24 border-t pt-6 mt-8"
            >
              <h2 id={`${id}-title`} className="font-semibold text-xl tracking-tight">
                {index + 1}. {t(title)}
              </h2>
              <RichText text={t(body)} className="text-foreground/80" />
            </section>
          ))}
          <p className="mt-10 rounded-lg border bg-muted/40 p-4 text-sm">
            {t('public.legal.questions')}{' '}
            <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('public.legal.contactUs')}
            </Link>
          </p>
        </article>
      </div>
    </div>
  );
}
