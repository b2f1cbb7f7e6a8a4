import { Link } from '@tanstack/react-router';
import {
  ArrowRightIcon,
  BarChart3Icon,
  BellIcon,
  CreditCardIcon,
  FileDownIcon,
  GlobeIcon,
  KeyRoundIcon,
  Link2Icon,
  MailPlusIcon,
  PackageIcon,
  PercentIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { producerTrialState } from '@/lib/navigation-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHero } from '../page-hero';

export const FEATURE_GROUPS = [
  {
    id: 'producers',
    items: [
      { id: 'catalog', Icon: PackageIcon },
      { id: 'pricing', Icon: PercentIcon },
      { id: 'resellers', Icon: UsersIcon },
      { id: 'invitations', Icon: MailPlusIcon },
    ],
  },
  {
    id: 'resellers',
    items: [
      { id: 'affiliation', Icon: ShoppingBagIcon },
      { id: 'links', Icon: Link2Icon },
      { id: 'earnings', Icon: WalletIcon },
      { id: 'materials', Icon: FileDownIcon },
    ],
  },
  {
    id: 'management',
    items: [
      { id: 'reports', Icon: BarChart3Icon },
      { id: 'payments', Icon: CreditCardIcon },
      { id: 'notifications', Icon: BellIcon },
      { id: 'languages', Icon: GlobeIcon },
    ],
  },
  {
    id: 'security',
    items: [
      { id: 'privacy', Icon: ShieldCheckIcon },
      { id: 'access', Icon: KeyRoundIcon },
    ],
  },
] as const;

/** /features — what the platform does, per audience. */
export function FeaturesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.featuresPage.title'));

  return (
    <div className="pb-20">
      <PageHero
        eyebrow={t('public.featuresPage.eyebrow')}
        title={t('public.featuresPage.title')}
        subtitle={t('public.featuresPage.subtitle')}
      />
      <div className="mx-auto max-w-6xl space-y-20 px-4 pt-16 sm:px-6 lg:px-8">
        {FEATURE_GROUPS.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`features-${group.id}`}
            className="grid grid-cols-1 gap-8 lg:grid-cols-[18rem_1fr]"
          >
            <div>
              <h2 id={`features-${group.id}`} className="font-bold text-2xl tracking-tight">
                {t(`public.featuresPage.groups.${group.id}.title`)}
              </h2>
              <p className="mt-3 text-muted-foreground leading-relaxed">
                {t(`public.featuresPage.groups.${group.id}.description`)}
              </p>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2">
              {group.items.map(({ id, Icon }) => (
                <li key={id} className="rounded-2xl border bg-card p-6 shadow-xs">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold">{t(`public.featuresPage.items.${id}.title`)}</h3>
                  <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
                    {t(`public.featuresPage.items.${id}.description`)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section className="rounded-2xl border bg-muted/40 px-6 py-12 text-center sm:px-12">
          <h2 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">
            {t('public.featuresPage.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            {t('public.featuresPage.ctaDescription')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register" state={producerTrialState}>
                {t('public.featuresPage.ctaButton')}
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/plans">{t('public.featuresPage.ctaPlans')}</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
