import { ArrowRightIcon, CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDateBR } from '@/lib/date-format';
import type { PurchasePlan } from './purchase-plan';

/**
 * Step 3: the trial started, the plan was paid, or (bought during the trial) the plan starts with nothing
 * charged today. Its heading is the dialog's title now; 'Fechar' leaves, 'Acessar minha conta' goes on.
 */
export function PurchaseSuccessStep({
  plan,
  trialActivated,
  firstChargeAt,
  onClose,
  onProceed,
}: {
  plan: PurchasePlan;
  trialActivated: boolean;
  firstChargeAt: Date | null;
  onClose: () => void;
  onProceed: () => void;
}) {
  const { t } = useTranslation();
  const title = trialActivated
    ? t('plans.purchase.success.trialTitle')
    : firstChargeAt
      ? t('plans.purchase.success.deferredTitle')
      : t('plans.purchase.success.paidTitle');
  const description = trialActivated
    ? t('plans.purchase.success.trialDescription', { plan: plan.name, days: plan.freeTrialDays })
    : firstChargeAt
      ? t('plans.purchase.success.deferredDescription', {
          plan: plan.name,
          date: formatDateBR(firstChargeAt),
        })
      : t('plans.purchase.success.paidDescription', { plan: plan.name });
  return (
    <div className="grid gap-6 pt-2 text-center" data-testid="purchase-success">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheckIcon className="size-8" aria-hidden />
      </div>
      <div className="grid gap-2" role="status">
        <DialogTitle className="font-semibold text-xl tracking-tight">{title}</DialogTitle>
        <DialogDescription className="text-muted-foreground text-sm">{description}</DialogDescription>
        <p className="text-muted-foreground text-sm">{t('plans.purchase.success.next')}</p>
      </div>
      <DialogFooter className="sm:justify-center">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('plans.purchase.buttons.close')}
        </Button>
        <Button type="button" onClick={onProceed}>
          {t('plans.purchase.buttons.accessAccount')}
          <ArrowRightIcon aria-hidden />
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Step 4: 'Redirecionando...' while the target page loads. */
export function PurchaseRedirectStep() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-4 py-10 text-center"
      data-testid="purchase-redirect"
      role="status"
    >
      <Spinner className="size-10 text-primary" />
      <p className="font-semibold text-lg">{t('plans.purchase.redirect.title')}</p>
      <p className="text-muted-foreground text-sm">{t('plans.purchase.redirect.description')}</p>
    </div>
  );
}
