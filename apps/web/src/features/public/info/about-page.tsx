import { Link } from '@tanstack/react-router';
import {
  ArrowRightIcon,
  BookOpenIcon,
  EyeIcon,
  HandshakeIcon,
  LockIcon,
  MapPinIcon,
  SparklesIcon,
  TargetIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHero } from '../page-hero';
import { RichText } from '../rich-text';

const VALUES = [
  { id: 'transparency', Icon: EyeIcon },
  { id: 'simplicity', Icon: SparklesIcon },
  { id: 'partnership', Icon: HandshakeIcon },
  { id: 'security', Icon: LockIcon },
] as const;

/** /about — 'Sobre nós'. */
export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.about.title'));

  return (
    <div className="pb-20">
      <PageHero
        eyebrow={t('public.about.eyebrow')}
        title={t('public.about.title')}
        subtitle={t('public.about.subtitle')}
      />
      <div className="mx-auto max-w-6xl space-y-20 px-4 pt-16 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <section aria-labelledby="about-story" className="rounded-2xl border bg-card p-8 shadow-xs">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <BookOpenIcon className="size-5" aria-hidden="true" />
            </span>
            <h2 id="about-story" className="mt-4 font-bold text-2xl tracking-tight">
              {t('public.about.story.title')}
            </h2>
            <RichText text={t('public.about.story.body')} className="text-muted-foreground" />
          </section>
          <section aria-labelledby="about-mission" className="rounded-2xl border bg-card p-8 shadow-xs">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <TargetIcon className="size-5" aria-hidden="true" />
            </span>
            <h2 id="about-mission" className="mt-4 font-bold text-2xl tracking-tight">
              {t('public.about.mission.title')}
            </h2>
            <RichText text={t('public.about.mission.body')} className="text-muted-foreground" />
          </section>
        </div>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-center font-bold text-3xl tracking-tight">
            {t('public.about.values.title')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ id, Icon }) => (
              <li key={id} className="rounded-2xl border bg-card p-6 shadow-xs">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{t(`public.about.values.items.${id}.title`)}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
                  {t(`public.about.values.items.${id}.description`)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="about-location"
          className="flex flex-col items-start gap-6 rounded-2xl border bg-muted/40 p-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-4">
            <MapPinIcon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h2 id="about-location" className="font-semibold text-xl">
                {t('public.about.location.title')}
              </h2>
              <p className="mt-1 text-muted-foreground">{t('public.about.location.body')}</p>
            </div>
          </div>
          <Button asChild size="lg">
            <Link to="/contact">
              {t('public.about.location.cta')}
              <ArrowRightIcon />
            </Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
