import { isRecurringCategory } from '@afilia/validators';
import { useId } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  AdornedField,
  CommissionTypeSelect,
  InstallmentFields,
  RecurringCommissionCheckbox,
} from '@/features/pricing';
import type { ProductFormValues } from './product-form-values';

/**
 * 'Preço e comissão' in the product form, so a producer prices a product where they create it: the price,
 * the commission (percentage or fixed) and, for a subscription, whether it recurs, or for a one-off product
 * the card installments. Saved with the product in
 * one write; the 'Preços e Comissões' screen stays for editing many at once.
 */
export function ProductPricingSection() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const { errors } = useFormState({ control, name: ['pricing'] });
  const category = useWatch({ control, name: 'category' });
  const commissionType = useWatch({ control, name: 'pricing.commissionType' }) ?? 'percentage';
  const price = useWatch({ control, name: 'pricing.price' }) ?? '';
  const maxInstallments = useWatch({ control, name: 'pricing.maxInstallments' }) ?? 1;
  const installmentInterest = useWatch({ control, name: 'pricing.installmentInterest' }) ?? 'buyer';
  const recurringProduct = isRecurringCategory(category || null);
  const fixed = commissionType === 'fixed';
  const id = useId();

  return (
    <Card data-testid="product-pricing">
      <CardHeader>
        <CardTitle>{t('products.form.pricing.title')}</CardTitle>
        <CardDescription>{t('products.form.pricing.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-3">
          <Controller
            control={control}
            name="pricing.price"
            render={({ field }) => (
              <AdornedField
                id={`${id}-price`}
                label={
                  recurringProduct ? t('products.form.pricing.pricePerMonth') : t('pricing.fields.price')
                }
                error={errors.pricing?.price?.message}
                prefix="R$"
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                placeholder={t('pricing.fields.pricePlaceholder')}
                disabled={false}
              />
            )}
          />
          <Controller
            control={control}
            name="pricing.commissionType"
            render={({ field }) => (
              <CommissionTypeSelect
                id={`${id}-type`}
                name={field.name}
                value={field.value ?? 'percentage'}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="pricing.commissionValue"
            render={({ field }) => (
              <AdornedField
                id={`${id}-commission`}
                label={t('pricing.fields.commissionValue')}
                error={errors.pricing?.commissionValue?.message}
                prefix={fixed ? 'R$' : undefined}
                suffix={fixed ? undefined : '%'}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                placeholder={t(
                  fixed
                    ? 'pricing.fields.commissionFixedPlaceholder'
                    : 'pricing.fields.commissionPercentPlaceholder',
                )}
                disabled={false}
              />
            )}
          />
        </div>
        {!recurringProduct && (
          <InstallmentFields
            id={id}
            price={price}
            maxInstallments={maxInstallments}
            installmentInterest={installmentInterest}
            onMaxInstallmentsChange={(count) =>
              setValue('pricing.maxInstallments', count, { shouldDirty: true })
            }
            onInstallmentInterestChange={(payer) =>
              setValue('pricing.installmentInterest', payer, { shouldDirty: true })
            }
            names={{ max: 'pricing.maxInstallments', interest: 'pricing.installmentInterest' }}
          />
        )}
        {recurringProduct && (
          <Controller
            control={control}
            name="pricing.commissionRecurring"
            render={({ field }) => (
              <RecurringCommissionCheckbox
                id={`${id}-recurring`}
                name={field.name}
                checked={field.value ?? false}
                onChange={(checked) =>
                  setValue('pricing.commissionRecurring', checked, { shouldDirty: true })
                }
              />
            )}
          />
        )}
        <p className="text-muted-foreground text-xs">{t('products.form.pricing.optional')}</p>
      </CardContent>
    </Card>
  );
}
