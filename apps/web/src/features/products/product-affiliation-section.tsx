import { type AffiliationMode, ATTRIBUTION_WINDOWS, formatBRL } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type TranslationKey, translateMessage } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { type ProductFormValues, toAttributionWindow } from './product-form-values';

/** The three modes in the order shown, with their texts. */
const MODES: readonly { mode: AffiliationMode; label: TranslationKey; description: TranslationKey }[] = [
  {
    mode: 'referred',
    label: 'products.form.affiliation.modes.referred',
    description: 'products.form.affiliation.modes.referredDescription',
  },
  {
    mode: 'open',
    label: 'products.form.affiliation.modes.open',
    description: 'products.form.affiliation.modes.openDescription',
  },
  {
    mode: 'approval',
    label: 'products.form.affiliation.modes.approval',
    description: 'products.form.affiliation.modes.approvalDescription',
  },
];

/**
 * The form's 'Afiliação' card: who may affiliate to the product ('Somente meus revendedores', 'Aberto
 * a todos os revendedores', 'Com aprovação') and the attribution window (30, 60, 90 or 180 days, last click wins).
 * Affiliation needs a price, so the card says whether the product has one and leads to 'Preços e Comissões'.
 */
export function ProductAffiliationSection({ productId }: { productId?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { errors } = useFormState({ control, name: ['affiliationMode', 'attributionWindowDays'] });
  const windowDays = useWatch({ control, name: 'attributionWindowDays' });
  const legendId = useId();
  const itemId = useId();

  return (
    <Card data-testid="product-affiliation">
      <CardHeader>
        <CardTitle>{t('products.form.affiliation.title')}</CardTitle>
        <CardDescription>{t('products.form.affiliation.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <fieldset className="grid gap-3">
          <legend id={legendId} className="mb-3 font-medium text-sm">
            {t('products.form.affiliation.modeLegend')}
          </legend>
          <Controller
            control={control}
            name="affiliationMode"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                aria-labelledby={legendId}
                className="grid gap-3 lg:grid-cols-3"
              >
                {MODES.map((item) => {
                  const id = `${itemId}-${item.mode}`;
                  return (
                    <div
                      key={item.mode}
                      className="relative flex items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:bg-accent/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                    >
                      <RadioGroupItem
                        id={id}
                        value={item.mode}
                        aria-describedby={`${id}-description`}
                        className="mt-0.5 focus-visible:ring-0"
                      />
                      <div className="grid gap-1.5">
                        {/* The label's ::after covers the card, so the whole card selects the option. */}
                        <Label
                          htmlFor={id}
                          className="cursor-pointer leading-snug after:absolute after:inset-0"
                        >
                          {t(item.label)}
                        </Label>
                        <p id={`${id}-description`} className="text-muted-foreground text-xs leading-relaxed">
                          {t(item.description)}
                        </p>
                      </div>
                    </div>
                  );
                })}
              </RadioGroup>
            )}
          />
          {errors.affiliationMode?.message && (
            <p role="alert" className="text-destructive text-sm">
              {translateMessage(t, errors.affiliationMode.message)}
            </p>
          )}
        </fieldset>

        <FormField
          label={t('products.form.affiliation.windowLabel')}
          description={t('products.form.affiliation.windowHint', { days: toAttributionWindow(windowDays) })}
          error={errors.attributionWindowDays?.message}
          id="product-attribution-window"
          className="max-w-xl"
        >
          <Controller
            control={control}
            name="attributionWindowDays"
            render={({ field }) => (
              <Select
                name={field.name}
                value={String(field.value)}
                onValueChange={(value) => field.onChange(toAttributionWindow(Number(value)))}
              >
                <SelectTrigger
                  id="product-attribution-window"
                  // FormField describes its direct child (the Controller here): point at its texts by hand.
                  aria-describedby={[
                    'product-attribution-window-description',
                    errors.attributionWindowDays?.message ? 'product-attribution-window-error' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-invalid={errors.attributionWindowDays ? true : undefined}
                  className="w-full sm:w-56"
                  onBlur={field.onBlur}
                  ref={field.ref}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ATTRIBUTION_WINDOWS.map((days) => (
                    <SelectItem key={days} value={String(days)}>
                      {t('products.form.affiliation.windowOption', { days })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>

        <PricingNote productId={productId} />
      </CardContent>
    </Card>
  );
}

/** Whether the product can already receive affiliates: only products with a price can. */
function PricingNote({ productId }: { productId?: string }) {
  const { t } = useTranslation();
  // The edit screen has already loaded the product: this reads the cache.
  const product = trpc.products.get.useQuery({ id: productId ?? '' }, { enabled: Boolean(productId) });
  const price = product.data?.pricing?.priceCents;
  if (price !== undefined) {
    return (
      <p className="flex items-start gap-2 text-muted-foreground text-sm" data-testid="affiliation-pricing">
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>{t('products.form.affiliation.priced', { price: formatBRL(price) })}</span>
      </p>
    );
  }
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm"
      data-testid="affiliation-pricing"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground">
        {t(
          productId
            ? 'products.form.affiliation.needsPrice'
            : 'products.form.affiliation.needsPriceAfterSave',
        )}{' '}
        <Link
          to="/dashboard/pricing"
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('products.form.affiliation.setPrice')}
        </Link>
      </p>
    </div>
  );
}
