import { PRODUCT_CATEGORY_IDS } from '@afilia/validators';
import { RefreshCwIcon } from 'lucide-react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { CopyCodeBadge } from './copy-code-badge';
import type { ProductFormValues } from './product-form-values';

export interface ProductInfoSectionProps {
  mode: 'create' | 'edit';
  /** The product code shown (copyable). */
  code: string;
  /** 'Gerar novo código' is running. */
  generating: boolean;
  /** The form is being saved. */
  saving: boolean;
  onGenerateCode: () => void;
}

/**
 * The form's product info card: the product code with 'Gerar novo código' when creating,
 * then title, category, contact e-mail and phone, description and instructions.
 */
export function ProductInfoSection({
  mode,
  code,
  generating,
  saving,
  onGenerateCode,
}: ProductInfoSectionProps) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<ProductFormValues>();
  const { errors } = useFormState({ control });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('products.form.info.title')}</CardTitle>
        <CardDescription>{t('products.form.info.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <span className="font-medium text-sm">{t('products.code.label')}</span>
            <span className="text-muted-foreground text-xs">{t('products.code.hint')}</span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <CopyCodeBadge code={code} className="h-8 px-3 text-sm" />
            {mode === 'create' && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={onGenerateCode}
                disabled={generating || saving}
              >
                {generating ? <Spinner /> : <RefreshCwIcon aria-hidden />}
                {t('products.code.generate')}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            label={t('products.form.info.titleLabel')}
            error={errors.title?.message}
            className="md:col-span-2"
          >
            <Input
              {...register('title')}
              placeholder={t('products.form.info.titlePlaceholder')}
              maxLength={200}
            />
          </FormField>
          <div className="grid gap-5 md:col-span-2 lg:grid-cols-3 md:grid-cols-2">
            <FormField
              label={t('products.form.info.categoryLabel')}
              error={errors.category?.message}
              id="product-category"
            >
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Select
                    name={field.name}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value === 'none' ? '' : value)}
                  >
                    <SelectTrigger
                      id="product-category"
                      className="w-full"
                      onBlur={field.onBlur}
                      ref={field.ref}
                    >
                      <SelectValue placeholder={t('products.form.info.categoryPlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="none">{t('products.form.info.noCategory')}</SelectItem>
                      {PRODUCT_CATEGORY_IDS.map((id) => (
                        <SelectItem key={id} value={id}>
                          {t(`products.categories.${id}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <FormField label={t('products.form.info.emailLabel')} error={errors.email?.message}>
              <Input
                {...register('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('products.form.info.emailPlaceholder')}
              />
            </FormField>
            <FormField label={t('products.form.info.phoneLabel')} error={errors.phone?.message}>
              <Input
                {...register('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('products.form.info.phonePlaceholder')}
              />
            </FormField>
          </div>
          <FormField
            label={t('products.form.info.descriptionLabel')}
            error={errors.description?.message}
            className="md:col-span-2"
          >
            <Textarea
              {...register('description')}
              rows={4}
              placeholder={t('products.form.info.descriptionPlaceholder')}
            />
          </FormField>
          <FormField
            label={t('products.form.info.instructionsLabel')}
            error={errors.instructions?.message}
            description={t('products.form.info.instructionsHint')}
            className="md:col-span-2"
          >
            <Textarea
              {...register('instructions')}
              rows={3}
              placeholder={t('products.form.info.instructionsPlaceholder')}
            />
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
}
