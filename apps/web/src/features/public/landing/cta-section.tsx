import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { producerTrialState } from '@/lib/navigation-state';

export function CtaSection() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl sm:px-16 sm:py-20">
        <div
          aria-hidden="true"
          className="-top-24 -right-24 absolute size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 className="relative text-balance font-bold text-3xl tracking-tight sm:text-4xl">
          {t('public.cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-pretty text-lg text-white/85">
          {t('public.cta.description')}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="xl" className="bg-white text-slate-900 hover:bg-white/90">
            <Link to="/register" state={producerTrialState}>
              {t('public.cta.button')}
              <ArrowRightIcon />
            </Link>
          </Button>
          <Button
            asChild
            size="xl"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white dark:border-white/40 dark:bg-transparent dark:hover:bg-white/10"
          >
            <Link to="/contact">{t('public.cta.secondary')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
