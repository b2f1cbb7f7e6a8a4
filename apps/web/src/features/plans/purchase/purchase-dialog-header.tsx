import { useTranslation } from 'react-i18next';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PurchasePlan } from './purchase-plan';
import type { PurchaseStep } from './purchase-reducer';
import { PurchaseSteps } from './purchase-steps';

/**
 * The modal's title ('Assinar o plano …' or 'Teste grátis do plano …'), what the step asks for and where the
 * buyer is. The success step names the dialog with its own heading; the redirect step keeps this one for
 * screen readers only (the dialog still needs a name).
 */
export function PurchaseDialogHeader({ plan, step }: { plan: PurchasePlan; step: PurchaseStep }) {
  const { t } = useTranslation();
  const title = plan.freeTrial
    ? t('plans.purchase.trialTitle', { plan: plan.name })
    : t('plans.purchase.title', { plan: plan.name });
  const description =
    step === 'checkout'
      ? t('plans.purchase.checkout.description')
      : plan.freeTrial
        ? t('plans.purchase.form.trialDescription')
        : t('plans.purchase.form.description');

  if (step === 'success') return null;
  if (step === 'redirect') {
    return (
      <DialogHeader className="sr-only">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
    );
  }
  return (
    <DialogHeader className="gap-3 pr-6">
      <DialogTitle className="text-xl leading-tight">{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <PurchaseSteps step={step} withPayment={!plan.freeTrial} />
    </DialogHeader>
  );
}
