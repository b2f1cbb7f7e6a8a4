import { findPlanByName, formatBRL } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { ArrowUpDownIcon, CreditCardIcon, XCircleIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cardLabel } from '@/lib/card-brand';
import { parseError } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import {
  canCancel,
  isPaidPlan,
  isTrialOver,
  type SubscriptionView,
  subscriptionStatusLabel,
} from './subscription-status';

/** Plan, status, next charge and amount, and the card on file, with cancel and change actions. */
export function PaymentInfoCard({ view, now }: { view: SubscriptionView; now: Date }) {
  const { t } = useTranslation();
  const status = subscriptionStatusLabel(view, now);
  const planName = view.planName ?? findPlanByName(view.planId)?.name ?? null;
  const card = cardLabel(view.card);
  const paid = isPaidPlan(view);
  const trialOver = isTrialOver(view, now);

  const rows: { id: string; label: string; value: ReactNode }[] = [];
  if (planName)
    rows.push({
      id: 'plan',
      label: t('dashboard.payment.plan'),
      value: <span className="font-medium">{planName}</span>,
    });
  rows.push({
    id: 'status',
    label: t('dashboard.payment.status'),
    value: (
      <Badge variant={status.variant} data-testid="payment-status">
        {t(status.key, status.params)}
      </Badge>
    ),
  });
  if (view.nextChargeAt && !trialOver) {
    rows.push({
      id: 'next-charge',
      label: t('dashboard.payment.nextCharge'),
      value: <span className="font-medium tabular-nums">{formatDate(view.nextChargeAt)}</span>,
    });
    if (view.amountCents !== null)
      rows.push({
        id: 'amount',
        label: t('dashboard.payment.amount'),
        value: (
          <span className="font-medium tabular-nums">
            {t('dashboard.payment.perMonth', { amount: formatBRL(view.amountCents) })}
          </span>
        ),
      });
  } else if (view.cancelAtPeriodEnd && view.currentPeriodEnd && paid) {
    rows.push({
      id: 'access-until',
      label: t('dashboard.payment.accessUntil'),
      value: <span className="font-medium tabular-nums">{formatDate(view.currentPeriodEnd)}</span>,
    });
  }
  if (card)
    rows.push({
      id: 'card',
      label: t('dashboard.payment.card'),
      value: <span className="font-medium font-mono text-xs tabular-nums">{card}</span>,
    });

  const showCancel = canCancel(view, now);

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
              key={row.id}
              data-row={row.id}
              className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="text-right">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      {(paid || showCancel) && (
        <CardFooter className="flex flex-wrap justify-end gap-2">
          {showCancel && <CancelSubscriptionButton view={view} planName={planName} />}
          {paid && (
            <Button asChild size="sm" variant="outline">
              <Link to="/plans">
                <ArrowUpDownIcon />
                {t('dashboard.payment.changePlan')}
              </Link>
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}

function CancelSubscriptionButton({ view, planName }: { view: SubscriptionView; planName: string | null }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const cancel = trpc.plans.cancel.useMutation();
  const [open, setOpen] = useState(false);
  const trial = view.status === 'trialing';
  const plan = planName ?? '';
  const description = trial
    ? t('dashboard.payment.cancelDialog.descriptionTrial', { plan })
    : view.currentPeriodEnd
      ? t('dashboard.payment.cancelDialog.descriptionPaid', { plan, date: formatDate(view.currentPeriodEnd) })
      : t('dashboard.payment.cancelDialog.descriptionPaidNoDate', { plan });

  const confirm = async () => {
    try {
      const result = await cancel.mutateAsync();
      setOpen(false);
      toast.success(t('dashboard.payment.canceledTitle'), {
        description:
          trial || !result.endsAt
            ? t('dashboard.payment.canceledTrial')
            : t('dashboard.payment.canceledPaid', { date: formatDate(result.endsAt) }),
      });
      await Promise.all([utils.plans.current.invalidate(), utils.auth.me.invalidate()]);
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('dashboard.payment.cancelFailedTitle'), { description: t(code, params) });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <XCircleIcon />
        {t('dashboard.payment.cancel')}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('dashboard.payment.cancelDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>
            {t('dashboard.payment.cancelDialog.keep')}
          </AlertDialogCancel>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending && <Spinner />}
            {cancel.isPending
              ? t('dashboard.payment.cancelDialog.canceling')
              : t('dashboard.payment.cancelDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
