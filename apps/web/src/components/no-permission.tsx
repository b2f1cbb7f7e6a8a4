import { ArrowLeftIcon, ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/** Shown when the user's role may not open a dashboard page (the server enforces the real rules). */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <NoticeCard
      tone="destructive"
      headingLevel={2}
      icon={ShieldAlertIcon}
      title={t('dashboard.noPermission.title')}
      text={t('dashboard.noPermission.description')}
      action={{
        to: '/dashboard',
        label: t('dashboard.noPermission.back'),
        icon: ArrowLeftIcon,
        variant: 'outline',
      }}
      testId="no-permission"
    />
  );
}
