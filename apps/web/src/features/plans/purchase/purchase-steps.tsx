import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { PurchaseStep } from './purchase-reducer';

type VisibleStep = 'form' | 'checkout' | 'success';

/** Where the buyer is: 'Seus dados' → 'Pagamento' → 'Confirmação' (a trial skips the payment). */
export function PurchaseSteps({ step, withPayment }: { step: PurchaseStep; withPayment: boolean }) {
  const { t } = useTranslation();
  const steps: VisibleStep[] = withPayment ? ['form', 'checkout', 'success'] : ['form', 'success'];
  const currentStep: VisibleStep = step === 'redirect' ? 'success' : step;
  const currentIndex = steps.indexOf(currentStep);
  return (
    <ol aria-label={t('plans.purchase.stepsLabel')} className="flex items-center gap-2 text-xs">
      {steps.map((id, index) => {
        const done = index < currentIndex || step === 'redirect';
        const active = index === currentIndex && !done;
        return (
          <li
            key={id}
            aria-current={active ? 'step' : undefined}
            className={cn('flex min-w-0 items-center gap-2', index < steps.length - 1 && 'flex-1')}
          >
            <span
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border font-medium text-[11px]',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary',
                !done && !active && 'text-muted-foreground',
              )}
            >
              {done ? <CheckIcon className="size-3" aria-hidden /> : index + 1}
            </span>
            <span
              className={cn(
                'truncate',
                // Below 640 px only the current step is named (the others stay readable to screen readers).
                active ? 'font-medium text-foreground' : 'sr-only text-muted-foreground sm:not-sr-only',
              )}
            >
              {t(`plans.purchase.steps.${id}`)}
            </span>
            {index < steps.length - 1 && <span aria-hidden className="h-px min-w-3 flex-1 bg-border" />}
          </li>
        );
      })}
    </ol>
  );
}
