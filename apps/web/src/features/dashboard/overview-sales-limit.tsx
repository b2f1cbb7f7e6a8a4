import { Link } from '@tanstack/react-router';
import { ArrowUpRightIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import type { ProducerOverviewData } from './overview-steps';

/**
 * The plan's monthly sales limit, close or passed. A sale is never refused for it: the banner says so and leads
 * to the plans. Nothing while the producer is well within the limit (or for an admin: no limit).
 */
export function SalesLimitBanner({ limit }: { limit: ProducerOverviewData['salesLimit'] }) {
  const { t, i18n } = useTranslation();
  if (!limit || !(limit.exceeded || limit.nearLimit)) return null;
  const locale = intlLocale(i18n.language);
  const values = {
    used: formatCount(limit.used, locale),
    limit: formatCount(limit.limit, locale),
    plan: limit.planName,
  };
  const state = limit.exceeded ? 'exceeded' : 'near';
  return (
    <Alert variant="warning" data-testid="sales-limit-banner" data-state={state}>
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>
        {t(
          limit.exceeded
            ? 'dashboard.overview.salesLimit.exceededTitle'
            : 'dashboard.overview.salesLimit.nearTitle',
        )}
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {t(
            limit.exceeded ? 'dashboard.overview.salesLimit.exceeded' : 'dashboard.overview.salesLimit.near',
            values,
          )}
        </p>
        <p className="text-muted-foreground">{t('dashboard.overview.salesLimit.usage', values)}</p>
        <Button asChild size="sm" className="w-fit">
          <Link to="/plans">
            {t('dashboard.overview.salesLimit.upgrade')}
            <ArrowUpRightIcon aria-hidden />
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
