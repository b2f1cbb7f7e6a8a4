import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanGrid, usePlanSelection } from '@/features/plans';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { TestimonialCarousel } from './testimonial-carousel';

/** / — hero, features, how it works, plans, testimonials, call to action. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.hero.documentTitle'));
  // A signed-in visitor's choice continues on /plans, where the purchase dialog lives.
  const { choose, currentPlanName, trialAvailable } = usePlanSelection();

  return (
    <div className="space-y-20 pb-20 sm:space-y-28">
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      <section aria-labelledby="landing-plans-title" className="px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t('public.plans.eyebrow')}
          </p>
          <h2
            id="landing-plans-title"
            className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {t('public.plans.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('public.plans.subtitle')}</p>
        </div>
        <PlanGrid
          className="mt-14"
          currentPlanName={currentPlanName}
          trialAvailable={trialAvailable}
          onChoose={(plan) => void choose(plan)}
        />
        <p className="mt-10 text-center">
          <Link
            to="/plans"
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {t('public.plans.compare')}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </section>
      <div className="px-4 sm:px-6 lg:px-8">
        <TestimonialCarousel />
      </div>
      <CtaSection />
    </div>
  );
}
