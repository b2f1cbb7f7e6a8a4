import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatBrazilianPhone, formatTaxId } from './buyer-masks';
import type { CheckoutFormOutput, CheckoutFormValues } from './product-checkout-values';

/** 'Seus dados': full name, email, CPF or CNPJ and phone with DDD (masked as typed). */
export function BuyerFields({
  form,
}: {
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  // Registered in the order shown: react-hook-form focuses the first invalid field in registration order.
  const name = form.register('name');
  const email = form.register('email');
  const document = form.register('document');
  const phone = form.register('phone');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 font-semibold text-lg">{t('checkout.buyer.title')}</legend>
      <FormField className="sm:col-span-2" label={t('checkout.buyer.name')} error={errors.name?.message}>
        <Input autoComplete="name" placeholder={t('checkout.buyer.namePlaceholder')} {...name} />
      </FormField>
      <FormField
        className="sm:col-span-2"
        label={t('checkout.buyer.email')}
        description={t('checkout.buyer.emailHint')}
        error={errors.email?.message}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={t('checkout.buyer.emailPlaceholder')}
          {...email}
        />
      </FormField>
      <FormField
        className="content-start"
        label={t('checkout.buyer.document')}
        error={errors.document?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('checkout.buyer.documentPlaceholder')}
          className="tabular-nums"
          {...document}
          onChange={(event) => {
            event.target.value = formatTaxId(event.target.value);
            void document.onChange(event);
          }}
        />
      </FormField>
      <FormField className="content-start" label={t('checkout.buyer.phone')} error={errors.phone?.message}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('checkout.buyer.phonePlaceholder')}
          className="tabular-nums"
          {...phone}
          onChange={(event) => {
            event.target.value = formatBrazilianPhone(event.target.value);
            void phone.onChange(event);
          }}
        />
      </FormField>
    </fieldset>
  );
}
