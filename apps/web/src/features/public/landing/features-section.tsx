import { BarChart3Icon, CreditCardIcon, Link2Icon, PackageIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const LANDING_FEATURES = [
  { id: 'resellers', Icon: UsersIcon },
  { id: 'commissions', Icon: WalletIcon },
  { id: 'reports', Icon: BarChart3Icon },
  { id: 'links', Icon: Link2Icon },
  { id: 'products', Icon: PackageIcon },
  { id: 'payments', Icon: CreditCardIcon },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-features-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">
          {t('public.features.eyebrow')}
        </p>
        <h2
          id="landing-features-title"
          className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          {t('public.features.title')}
        </h2>
        <p className="mt-4 text-muted-foreground">{t('public.features.subtitle')}</p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {LANDING_FEATURES.map(({ id, Icon }) => (
          <li
            key={id}
            className="group rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 font-semibold text-lg">{t(`public.features.items.${id}.title`)}</h3>
            <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
              {t(`public.features.items.${id}.description`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
