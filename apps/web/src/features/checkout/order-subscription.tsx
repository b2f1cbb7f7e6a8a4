import type { RouterOutputs } from '@afilia/api';
import { BanIcon, RepeatIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseError, translateError } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import type { OrderCredentials } from './order-access-form';
import { SUBSCRIPTION_STATUS_BADGE } from './order-status';

type Subscription = NonNullable<RouterOutputs['orders']['access']['subscription']>;

/** A subscription's status and next charge, with 'Cancelar assinatura' (after a confirmation). */
export function OrderSubscription({
  subscription,
  credentials,
  onChanged,
}: {
  subscription: Subscription;
  credentials: OrderCredentials;
  onChanged: (subscription: Subscription) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = trpc.orders.cancelSubscription.useMutation();
  const canceled = subscription.status === 'canceled';

  const onConfirm = () =>
    cancel.mutate(credentials, {
      onSuccess: (next) => {
        setConfirming(false);
        onChanged(next);
        toast.success(t('checkout.orders.subscription.canceledToast'));
      },
      onError: (error) => {
        const { code, params } = parseError(error);
        toast.error(t('checkout.orders.subscription.cancelFailed'), {
          description: translateError(t, code, params),
        });
      },
    });

  return (
    <section
      aria-labelledby="order-subscription-heading"
      className="grid gap-3 rounded-xl border p-4 sm:p-5"
      data-testid="order-subscription"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-subscription-heading" className="flex items-center gap-2 font-semibold">
          <RepeatIcon className="size-4 text-muted-foreground" aria-hidden />
          {t('checkout.orders.subscription.title')}
        </h3>
        <Badge variant={SUBSCRIPTION_STATUS_BADGE[subscription.status]} data-testid="subscription-status">
          {t(`checkout.orders.subscription.status.${subscription.status}`)}
        </Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        {canceled
          ? t('checkout.orders.subscription.periodEnds', { date: formatDate(subscription.currentPeriodEnd) })
          : t('checkout.orders.subscription.renewsOn', { date: formatDate(subscription.currentPeriodEnd) })}
      </p>
      {canceled && subscription.canceledAt && (
        <p className="text-muted-foreground text-sm">
          {t('checkout.orders.subscription.canceledAt', { date: formatDate(subscription.canceledAt) })}
        </p>
      )}
      {!canceled && (
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming(true)}>
          <BanIcon aria-hidden />
          {t('checkout.orders.subscription.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('checkout.orders.subscription.confirmTitle')}
        description={t('checkout.orders.subscription.confirmDescription', {
          date: formatDate(subscription.currentPeriodEnd),
        })}
        cancelLabel={t('checkout.orders.subscription.keep')}
        confirmLabel={t('checkout.orders.subscription.cancel')}
        confirmIcon={BanIcon}
        pending={cancel.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
        testId="cancel-subscription-dialog"
      />
    </section>
  );
}
