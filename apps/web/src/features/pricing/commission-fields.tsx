import { COMMISSION_TYPES, type CommissionType } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** 'Tipo de comissão': percentage or a fixed amount; the pricing rows and the product form share it. */
export function CommissionTypeSelect({
  id,
  value,
  onChange,
  disabled = false,
  name = 'commission_type',
}: {
  id: string;
  value: CommissionType;
  onChange: (type: CommissionType) => void;
  disabled?: boolean;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('pricing.fields.commissionType')} id={id}>
      <Select
        name={name}
        value={value}
        onValueChange={(next) => {
          const type = COMMISSION_TYPES.find((candidate) => candidate === next);
          if (type) onChange(type);
        }}
        disabled={disabled}
      >
        <SelectTrigger className="w-full bg-background" id={id}>
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
  );
}

/** 'Comissão recorrente', with its hint; shown for subscriptions only (a one-off sale never renews). */
export function RecurringCommissionCheckbox({
  id,
  checked,
  onChange,
  disabled = false,
  name = 'commission_recurring',
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 bg-background"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="font-normal">
          {t('pricing.fields.recurring')}
        </Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('pricing.fields.recurringHint')}
        </p>
      </div>
    </div>
  );
}
