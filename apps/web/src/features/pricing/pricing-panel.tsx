import { PencilIcon, SaveIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SalesPageLink } from '@/components/sales-page-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AdornedField } from './adorned-field';
import { CommissionTypeSelect, RecurringCommissionCheckbox } from './commission-fields';
import { InstallmentFields } from './installment-fields';
import type { PricingEditor } from './use-pricing-editor';

/**
 * A pricing row expanded: price, commission type and value, then for a subscription the recurring commission
 * (a one-off product has no renewals to pay it on) or for a one-off product the card installments, disabled
 * until 'Editar', then Cancelar and Salvar.
 */
export function PricingPanel({
  id,
  title,
  productCode,
  recurring,
  editor,
}: {
  productCode: string;
  /** A subscription product: it renews monthly, so its commission may recur. */
  recurring: boolean;
  /** The panel's id, which the row's toggle controls; the fields' ids start with it. */
  id: string;
  /** The product's title, for the panel's label. */
  title: string;
  editor: PricingEditor;
}) {
  const { t } = useTranslation();
  const { editing, saving, values, errors, set } = editor;
  const disabled = !editing || saving;
  const fixed = values.commissionType === 'fixed';

  return (
    <section
      id={id}
      aria-label={t('pricing.row.panelLabel', { title })}
      className="grid gap-4 border-t bg-muted/30 p-3 sm:p-4"
    >
      <div className="grid gap-4 md:grid-cols-3">
        <AdornedField
          id={`${id}-price`}
          label={t('pricing.fields.price')}
          error={errors.price}
          prefix="R$"
          name="price"
          value={values.price}
          onChange={(value) => set('price', value)}
          placeholder={t('pricing.fields.pricePlaceholder')}
          disabled={disabled}
        />
        <CommissionTypeSelect
          id={`${id}-type`}
          value={values.commissionType}
          onChange={(type) => set('commissionType', type)}
          disabled={disabled}
        />
        <AdornedField
          id={`${id}-commission`}
          label={t('pricing.fields.commissionValue')}
          error={errors.commissionValue}
          prefix={fixed ? 'R$' : undefined}
          suffix={fixed ? undefined : '%'}
          name="commission_value"
          value={values.commissionValue}
          onChange={(value) => set('commissionValue', value)}
          placeholder={t(
            fixed
              ? 'pricing.fields.commissionFixedPlaceholder'
              : 'pricing.fields.commissionPercentPlaceholder',
          )}
          disabled={disabled}
        />
      </div>
      {recurring ? (
        <RecurringCommissionCheckbox
          id={`${id}-recurring`}
          checked={values.commissionRecurring}
          onChange={(checked) => set('commissionRecurring', checked)}
          disabled={disabled}
        />
      ) : (
        <InstallmentFields
          id={id}
          price={values.price}
          maxInstallments={values.maxInstallments}
          installmentInterest={values.installmentInterest}
          onMaxInstallmentsChange={(count) => set('maxInstallments', count)}
          onInstallmentInterestChange={(payer) => set('installmentInterest', payer)}
          disabled={disabled}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <SalesPageLink productCode={productCode} title={title} className="sm:mr-auto" />
        {editing ? (
          <>
            <Button variant="outline" onClick={editor.cancel} disabled={saving}>
              <XIcon aria-hidden />
              {t('pricing.actions.cancel')}
            </Button>
            <Button onClick={() => void editor.save()} disabled={saving}>
              {saving ? <Spinner /> : <SaveIcon aria-hidden />}
              {saving ? t('pricing.actions.saving') : t('pricing.actions.save')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={editor.startEditing}>
            <PencilIcon aria-hidden />
            {t('pricing.actions.edit')}
          </Button>
        )}
      </div>
    </section>
  );
}
