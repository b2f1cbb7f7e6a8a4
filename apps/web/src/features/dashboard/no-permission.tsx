import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Shown when the user's role may not open a dashboard page (the server enforces the real rules). */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <Card data-testid="no-permission">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlertIcon className="size-6" aria-hidden />
        </span>
        <div className="grid max-w-md gap-1.5">
          <h2 className="font-semibold text-lg">{t('dashboard.noPermission.title')}</h2>
          <p className="text-muted-foreground text-sm">{t('dashboard.noPermission.description')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <ArrowLeftIcon />
            {t('dashboard.noPermission.back')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
