import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, ArrowLeftIcon, CreditCardIcon, LockIcon } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CardCollector, testCardCollector } from '@/components/card-payment/card-collector';
import { LazyStripeCardField, ProviderNotReady } from '@/components/card-payment/lazy-stripe-card-field';
import { TestCardFields } from '@/components/card-payment/test-card-fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { type CardSource, type CheckoutValues, checkoutSchema } from './plan-purchase-values';
import { PlanSummary } from './plan-summary';
import type { PurchaseCustomer, PurchasePlan } from './purchase-plan';
import type { PurchaseError } from './purchase-reducer';

export interface CheckoutSubmit {
  /** Null when the card provider is not ready ('O provedor de pagamento não está pronto'). */
  collector: CardCollector | null;
  cardholderName: string;
}

/**
 * Step 2 (transparent checkout): cardholder name, the card field, the plan and price, and the inline
 * 'Erro no pagamento' alert. A plan change uses the card on file instead of a new one.
 */
export function CheckoutStep({
  plan,
  customer,
  source,
  publishableKey,
  savedCard,
  processing,
  error,
  onSubmit,
  onBack,
}: {
  plan: PurchasePlan;
  customer: PurchaseCustomer;
  source: CardSource;
  publishableKey: string | null;
  /** 'Visa •••• 4242' for a plan change on a card already on file. */
  savedCard: string | null;
  processing: boolean;
  error: PurchaseError | null;
  onSubmit: (input: CheckoutSubmit) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => checkoutSchema(source), [source]);
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: { cardholderName: customer.fullName, cardNumber: '', cardExpiry: '', cardCvc: '' },
  });
  const { errors } = form.formState;
  const stripeCollector = useRef<CardCollector | null>(null);
  const onCollector = useCallback((collector: CardCollector | null) => {
    stripeCollector.current = collector;
  }, []);

  const submit = form.handleSubmit((values) => {
    const collector =
      source === 'test'
        ? testCardCollector(values.cardNumber)
        : source === 'stripe'
          ? stripeCollector.current
          : null;
    onSubmit({ collector, cardholderName: values.cardholderName.trim() });
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit} data-testid="checkout-form">
      {error && (
        <Alert variant="destructive" data-testid="payment-error">
          <AlertCircleIcon />
          <AlertTitle>{t('plans.purchase.checkout.errorTitle')}</AlertTitle>
          <AlertDescription>{t(error.code, error.params)}</AlertDescription>
        </Alert>
      )}

      <fieldset disabled={processing} className="grid gap-4">
        {source === 'saved' ? (
          <p className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
            <CreditCardIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {savedCard
              ? t('plans.purchase.checkout.savedCard', { card: savedCard })
              : t('plans.purchase.checkout.savedPaymentMethod')}
          </p>
        ) : (
          <>
            <FormField
              label={t('plans.purchase.checkout.cardholderName')}
              error={errors.cardholderName?.message}
            >
              <Input
                autoComplete="cc-name"
                placeholder={t('plans.purchase.checkout.cardholderPlaceholder')}
                {...form.register('cardholderName')}
              />
            </FormField>
            {source === 'test' ? (
              <TestCardFields register={form.register} errors={errors} />
            ) : (
              <fieldset className="grid gap-2">
                <legend className="mb-2 font-medium text-sm leading-none">
                  {t('plans.purchase.checkout.card')}
                </legend>
                {publishableKey ? (
                  <LazyStripeCardField
                    loadingLabel={t('plans.purchase.checkout.loadingCard')}
                    publishableKey={publishableKey}
                    disabled={processing}
                    onCollector={onCollector}
                  />
                ) : (
                  <ProviderNotReady />
                )}
              </fieldset>
            )}
          </>
        )}
      </fieldset>

      <PlanSummary plan={plan} compact />

      <p className="flex items-center justify-center gap-1.5 text-muted-foreground text-xs">
        <LockIcon className="size-3" aria-hidden />
        {t('plans.purchase.checkout.secure')}
      </p>

      <DialogFooter sticky>
        <Button type="button" variant="outline" onClick={onBack} disabled={processing}>
          <ArrowLeftIcon />
          {t('plans.purchase.buttons.back')}
        </Button>
        <Button type="submit" disabled={processing} aria-busy={processing || undefined}>
          {processing ? (
            <>
              <Spinner />
              {t('plans.purchase.buttons.processing')}
            </>
          ) : (
            <>
              <LockIcon />
              {t('plans.purchase.buttons.finish')}
            </>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
