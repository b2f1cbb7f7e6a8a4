import type { RouterOutputs } from '@afilia/api';
import { COMMISSION_TYPES, type CommissionType } from '@afilia/validators';
import { ChevronDownIcon, PencilIcon, RepeatIcon, SaveIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ProductImage } from '@/features/products/product-image';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { formatBRL, formatCommission } from './money';
import {
  checkPricingForm,
  type PricingFormErrors,
  type PricingFormValues,
  pricingFormValues,
  pricingProblems,
} from './pricing-form';

export type PricingListRow = RouterOutputs['pricing']['list'][number];

/** "R$ 97,00 · 30% de comissão", or the 'Sem preço definido' badge. */
function PriceSummary({ pricing }: { pricing: PricingListRow['pricing'] }) {
  const { t } = useTranslation();
  if (!pricing) {
    return (
      <Badge variant="warning" data-testid="no-price">
        {t('pricing.row.noPrice')}
      </Badge>
    );
  }
  return (
    <div
      className="grid justify-items-start gap-0.5 text-left sm:justify-items-end sm:text-right"
      data-testid="price-summary"
    >
      <span className="font-semibold tabular-nums">{formatBRL(pricing.priceCents)}</span>
      <span className="flex items-center gap-1 text-muted-foreground text-xs tabular-nums">
        {pricing.commissionRecurring && (
          <RepeatIcon className="size-3" aria-label={t('pricing.row.recurring')} />
        )}
        {t('pricing.row.commission', {
          value: formatCommission(pricing.commissionType, pricing.commissionValue),
        })}
      </span>
    </div>
  );
}

/** A text input with an R$ or % adornment, its label and its translated error. */
function AdornedField({
  id,
  label,
  error,
  prefix,
  suffix,
  name,
  value,
  onChange,
  placeholder,
  disabled,
}: {
  id: string;
  label: string;
  error: string | undefined;
  prefix?: string;
  suffix?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground text-sm">
            {prefix}
          </span>
        )}
        <Input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn('bg-background tabular-nums', prefix && 'pl-9', suffix && 'pr-8')}
        />
        {suffix && (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-sm">
            {suffix}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/**
 * One product of the Pricing screen (spec part 2 §2, §4): collapsed, its picture, title, category, code and
 * price; expanded, the price and commission fields, disabled until 'Editar', with Cancelar and Salvar.
 */
export function PricingRow({ row }: { row: PricingListRow }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PricingFormValues>(() => pricingFormValues(row.pricing));
  const [errors, setErrors] = useState<PricingFormErrors>({});
  const save = trpc.pricing.save.useMutation();
  const saving = save.isPending;
  const disabled = !editing || saving;
  // Outside edit mode the fields show the saved pricing as it is now (after a refresh too).
  const values = editing ? draft : pricingFormValues(row.pricing);

  const set = <K extends keyof PricingFormValues>(key: K, value: PricingFormValues[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'price') setErrors((current) => ({ ...current, price: undefined }));
    if (key === 'commissionValue' || key === 'commissionType') {
      setErrors((current) => ({ ...current, commissionValue: undefined }));
    }
  };

  const startEditing = () => {
    setDraft(pricingFormValues(row.pricing));
    setErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setDraft(pricingFormValues(row.pricing));
    setErrors({});
    setEditing(false);
  };

  const onSave = async () => {
    const check = checkPricingForm(row.id, values);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(t(check.toast.title), { description: t(check.toast.description), duration: 4000 });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(check.input);
      utils.pricing.list.setData(undefined, (rows) =>
        rows?.map((item) => (item.id === row.id ? { ...item, pricing: saved } : item)),
      );
      void utils.pricing.list.invalidate();
      setDraft(pricingFormValues(saved));
      setEditing(false);
      toast.success(t('pricing.toasts.saved'), {
        description: t('pricing.toasts.savedDescription', { title: row.title }),
        duration: 3000,
      });
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      const problems = pricingProblems(
        Object.entries(fieldErrors).map(([path, message]) => ({ path: path.split('.'), message })),
      );
      setErrors(problems.errors);
      const generic = code === 'errors.internal' || code === 'errors.validation';
      toast.error(t('pricing.toasts.saveErrorTitle'), {
        description: generic ? t('pricing.toasts.saveError') : t(code, params),
        duration: 5000,
      });
    }
  };

  const category = row.category ? t(`products.categories.${row.category}`) : t('pricing.row.noCategory');

  return (
    <li className="overflow-hidden rounded-lg border bg-card" data-testid="pricing-row">
      <button
        type="button"
        className="flex w-full items-center gap-3 p-3 text-left outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-4 sm:p-4"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <ProductImage src={row.imageUrl} alt="" className="w-16 sm:w-20" iconClassName="size-5" />
        <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
          <div className="grid min-w-0 gap-1">
            <span className="line-clamp-2 font-medium leading-snug">{row.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
              <span>{category}</span>
              <span aria-hidden>·</span>
              <span className="font-mono tracking-wider">{row.productCode}</span>
            </span>
          </div>
          <PriceSummary pricing={row.pricing} />
        </div>
        <ChevronDownIcon
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden
        />
        <span className="sr-only">{t(open ? 'pricing.row.collapse' : 'pricing.row.expand')}</span>
      </button>

      {open && (
        <section
          id={panelId}
          aria-label={t('pricing.row.panelLabel', { title: row.title })}
          className="grid gap-4 border-t bg-muted/30 p-3 sm:p-4"
        >
          <div className="grid gap-4 md:grid-cols-3">
            <AdornedField
              id={`${panelId}-price`}
              label={t('pricing.fields.price')}
              error={errors.price}
              prefix="R$"
              name="price"
              value={values.price}
              onChange={(value) => set('price', value)}
              placeholder={t('pricing.fields.pricePlaceholder')}
              disabled={disabled}
            />
            <FormField label={t('pricing.fields.commissionType')} id={`${panelId}-type`}>
              <Select
                name="commission_type"
                value={values.commissionType}
                onValueChange={(value) => {
                  const next = COMMISSION_TYPES.find((type) => type === value);
                  if (next) set('commissionType', next as CommissionType);
                }}
                disabled={disabled}
              >
                <SelectTrigger className="w-full bg-background" id={`${panelId}-type`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COMMISSION_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(`pricing.commissionTypes.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <AdornedField
              id={`${panelId}-commission`}
              label={t('pricing.fields.commissionValue')}
              error={errors.commissionValue}
              prefix={values.commissionType === 'fixed' ? 'R$' : undefined}
              suffix={values.commissionType === 'fixed' ? undefined : '%'}
              name="commission_value"
              value={values.commissionValue}
              onChange={(value) => set('commissionValue', value)}
              placeholder={t(
                values.commissionType === 'fixed'
                  ? 'pricing.fields.commissionFixedPlaceholder'
                  : 'pricing.fields.commissionPercentPlaceholder',
              )}
              disabled={disabled}
            />
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${panelId}-recurring`}
              name="commission_recurring"
              checked={values.commissionRecurring}
              onCheckedChange={(checked) => set('commissionRecurring', checked === true)}
              disabled={disabled}
              aria-describedby={`${panelId}-recurring-hint`}
              className="mt-0.5 bg-background"
            />
            <div className="grid gap-1">
              <Label htmlFor={`${panelId}-recurring`} className="font-normal">
                {t('pricing.fields.recurring')}
              </Label>
              <p id={`${panelId}-recurring-hint`} className="text-muted-foreground text-xs">
                {t('pricing.fields.recurringHint')}
              </p>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing ? (
              <>
                <Button variant="outline" onClick={cancel} disabled={saving}>
                  <XIcon aria-hidden />
                  {t('pricing.actions.cancel')}
                </Button>
                <Button onClick={() => void onSave()} disabled={saving}>
                  {saving ? <Spinner /> : <SaveIcon aria-hidden />}
                  {saving ? t('pricing.actions.saving') : t('pricing.actions.save')}
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={startEditing}>
                <PencilIcon aria-hidden />
                {t('pricing.actions.edit')}
              </Button>
            )}
          </div>
        </section>
      )}
    </li>
  );
}
