import { type PurchaseFormValues, purchaseFormSchema } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, ArrowRightIcon, GiftIcon, InfoIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { PlanSummary } from './plan-summary';
import type { PurchaseCustomer, PurchasePlan } from './purchase-plan';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * Step 1: full name, email, CPF/CNPJ and phone, with the plan summary. A reseller is told, before
 * confirming, that the account becomes a producer's once the purchase or trial is confirmed.
 */
export function PurchaseFormStep({
  plan,
  defaultValues,
  processing,
  becomesProducer,
  onSubmit,
  onBack,
}: {
  plan: PurchasePlan;
  becomesProducer: boolean;
  defaultValues: PurchaseCustomer;
  processing: boolean;
  onSubmit: (customer: PurchaseCustomer) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<PurchaseFormValues, unknown, PurchaseCustomer>({
    resolver: zodResolver(purchaseFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const cpfCnpj = form.register('cpfCnpj');
  const optional = (
    <span className="font-normal text-muted-foreground">{t('plans.purchase.form.optional')}</span>
  );

  return (
    <form
      className="grid gap-5"
      noValidate
      data-testid="purchase-form"
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
    >
      <fieldset disabled={processing} className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="sm:col-span-2"
          label={t('plans.purchase.form.fullName')}
          error={errors.fullName?.message}
        >
          <Input
            autoComplete="name"
            placeholder={t('plans.purchase.form.fullNamePlaceholder')}
            {...form.register('fullName')}
          />
        </FormField>
        <FormField
          className="sm:col-span-2"
          label={t('plans.purchase.form.email')}
          error={errors.email?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('plans.purchase.form.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
        <FormField
          className="content-start"
          label={
            <>
              {t('plans.purchase.form.cpfCnpj')} {optional}
            </>
          }
          description={t('plans.purchase.form.cpfCnpjHint')}
          error={errors.cpfCnpj?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            {...cpfCnpj}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value);
              void cpfCnpj.onChange(event);
            }}
          />
        </FormField>
        <FormField
          className="content-start"
          label={
            <>
              {t('plans.purchase.form.phone')} {optional}
            </>
          }
          error={errors.phone?.message}
        >
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('plans.purchase.form.phonePlaceholder')}
            {...form.register('phone')}
          />
        </FormField>
      </fieldset>

      {becomesProducer && (
        <Alert data-testid="becomes-producer-notice">
          <InfoIcon aria-hidden />
          <AlertTitle>{t('plans.purchase.form.becomesProducerTitle')}</AlertTitle>
          <AlertDescription>{t('plans.purchase.form.becomesProducer')}</AlertDescription>
        </Alert>
      )}

      <PlanSummary plan={plan} />

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
          ) : plan.freeTrial ? (
            <>
              <GiftIcon />
              {t('plans.purchase.buttons.startTrial')}
            </>
          ) : (
            <>
              {t('plans.purchase.buttons.continue')}
              <ArrowRightIcon />
            </>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
