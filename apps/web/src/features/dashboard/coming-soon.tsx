import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, type LucideIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Placeholder for a dashboard page that a later issue builds, so no sidebar link is dead. */
export function ComingSoon({
  titleKey,
  descriptionKey,
  icon: Icon = SparklesIcon,
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
      <Card data-testid="coming-soon">
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center sm:py-14">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-sm">
            <Icon className="size-6" aria-hidden />
          </span>
          <div className="grid max-w-md gap-1.5">
            <h3 className="font-semibold text-lg">{t('dashboard.comingSoon.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('dashboard.comingSoon.description')}</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeftIcon />
              {t('dashboard.comingSoon.back')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
