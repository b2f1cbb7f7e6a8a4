import { findPlanByName, formatBRL, TRIAL_PLAN } from '@afilia/validators';
import { CreditCardIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from './format';

/** Plan, status, next charge and amount of a producer in trial. */
export function PaymentInfoCard({
  planName,
  trialEndDate,
  expired,
}: {
  planName: string | null;
  trialEndDate: Date;
  expired: boolean;
}) {
  const { t } = useTranslation();
  const plan = findPlanByName(planName) ?? TRIAL_PLAN;
  const rows = [
    { label: t('dashboard.payment.plan'), value: <span className="font-medium">{plan.name}</span> },
    {
      label: t('dashboard.payment.status'),
      value: expired ? (
        <Badge variant="destructive">{t('dashboard.trial.expiredTitle')}</Badge>
      ) : (
        <Badge variant="success">{t('dashboard.payment.statusTrial')}</Badge>
      ),
    },
    {
      label: t('dashboard.payment.nextCharge'),
      value: <span className="font-medium tabular-nums">{formatDate(trialEndDate)}</span>,
    },
    {
      label: t('dashboard.payment.amount'),
      value: (
        <span className="font-medium tabular-nums">
          {t('dashboard.payment.perMonth', { amount: formatBRL(plan.priceCents) })}
        </span>
      ),
    },
  ];
  return (
    <Card className="gap-4" data-testid="payment-info-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCardIcon className="size-4 text-primary" aria-hidden />
          {t('dashboard.payment.title')}
        </CardTitle>
        <CardDescription>{t('dashboard.payment.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
