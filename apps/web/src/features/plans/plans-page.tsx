import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, HeadsetIcon, RefreshCwIcon, ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { producerTrialState } from '@/lib/navigation-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PlanGrid } from './plan-grid';
import { PlansFaq } from './plans-faq';

const GUARANTEES = [
  { id: 'secure', Icon: ShieldCheckIcon },
  { id: 'flexible', Icon: RefreshCwIcon },
  { id: 'support', Icon: HeadsetIcon },
] as const;

/** /plans — 'Planos e Preços'. */
export function PlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('plans.page.title'));

  return (
    <div className="pb-20">
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/5 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t('plans.page.eyebrow')}
          </p>
          <h1 className="mt-3 font-bold text-4xl tracking-tight sm:text-5xl">{t('plans.page.title')}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{t('plans.page.subtitle')}</p>
        </div>
      </section>

      <div className="px-4 pt-14 sm:px-6 lg:px-8">
        <PlanGrid />

        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
          {GUARANTEES.map(({ id, Icon }) => (
            <li key={id} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{t(`plans.page.guarantees.${id}`)}</span>
            </li>
          ))}
        </ul>

        <div className="mt-20">
          <PlansFaq />
        </div>

        <section className="mx-auto mt-20 max-w-4xl rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('plans.page.ctaTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">{t('plans.page.ctaDescription')}</p>
          <Button
            asChild
            size="xl"
            variant="secondary"
            className="mt-8 bg-white text-slate-900 hover:bg-white/90"
          >
            <Link to="/register" state={producerTrialState}>
              {t('plans.page.ctaButton')}
              <ArrowRightIcon />
            </Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
