import { ArrowLeftIcon, type LucideIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/** Placeholder for a dashboard page that a later issue builds, so no sidebar link is dead. */
export function ComingSoon({
  titleKey,
  descriptionKey,
  icon = SparklesIcon,
}: {
  titleKey: string;
  descriptionKey: string;
  icon?: LucideIcon;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t(titleKey)}</h2>
        <p className="text-muted-foreground">{t(descriptionKey)}</p>
      </div>
      <NoticeCard
        tone="brand"
        headingLevel={3}
        icon={icon}
        title={t('dashboard.comingSoon.title')}
        text={t('dashboard.comingSoon.description')}
        action={{
          to: '/dashboard',
          label: t('dashboard.comingSoon.back'),
          icon: ArrowLeftIcon,
          variant: 'outline',
        }}
        testId="coming-soon"
        contentClassName="py-10 sm:py-14"
      />
    </div>
  );
}
