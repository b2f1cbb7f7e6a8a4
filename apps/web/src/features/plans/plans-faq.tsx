import { ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const FAQ_ITEMS = ['support', 'change', 'cancel', 'trial', 'payment', 'limits'] as const;

/** Plans FAQ: native <details> for zero-JS, accessible disclosure. */
export function PlansFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plans-faq-title" className="mx-auto max-w-3xl">
      <div className="text-center">
        <h2 id="plans-faq-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
          {t('plans.faq.title')}
        </h2>
        <p className="mt-3 text-muted-foreground">{t('plans.faq.subtitle')}</p>
      </div>
      <div className="mt-10 divide-y rounded-xl border bg-card">
        {FAQ_ITEMS.map((id) => (
          <details key={id} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {t(`plans.faq.items.${id}.question`)}
              <ChevronDownIcon
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-5 text-muted-foreground text-sm leading-relaxed">
              {t(`plans.faq.items.${id}.answer`)}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
