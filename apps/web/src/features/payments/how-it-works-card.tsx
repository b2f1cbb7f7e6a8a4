import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Como funciona': the five steps from connecting an account to paying the resellers. */
export function HowItWorksCard() {
  const { t } = useTranslation();
  const steps = t('payments.howItWorks.steps', { returnObjects: true });
  const list = Array.isArray(steps) ? steps.filter((step): step is string => typeof step === 'string') : [];
  return (
    <Card className="gap-4" data-testid="payments-how-it-works">
      <CardHeader>
        <CardTitle className="leading-snug">
          <h3>{t('payments.howItWorks.title')}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm">
          {list.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary text-xs tabular-nums"
                aria-hidden
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
