import { useTranslation } from 'react-i18next';

const STEPS = ['create', 'invite', 'sell'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t('public.howItWorks.eyebrow')}
          </p>
          <h2
            id="how-it-works-title"
            className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {t('public.howItWorks.title')}
          </h2>
        </div>
        <ol className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-3">
          {STEPS.map((id, index) => (
            <li key={id} className="relative rounded-2xl bg-background p-6 shadow-xs ring-1 ring-border">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to font-semibold text-sm text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-lg">{t(`public.howItWorks.steps.${id}.title`)}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
                {t(`public.howItWorks.steps.${id}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
