import { PAYMENT_HISTORY_PERIODS, PAYMENT_HISTORY_STATUSES } from '@afilia/validators';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  HISTORY_PERIOD_LABEL,
  HISTORY_STATUS_LABEL,
  type HistoryFilters,
  parseHistoryPeriod,
  parseHistoryStatus,
} from './payment-status';

function FilterSelect({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full min-w-0" data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </div>
  );
}

/** Status (Todos, Concluídos, Pendentes, Falhos) and Período (Todos, Mês atual, Mês passado). */
export function PaymentHistoryFilters({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <FilterSelect
        label={t('payments.history.status')}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: parseHistoryStatus(value) })}
        testId="payment-history-status"
      >
        {PAYMENT_HISTORY_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {t(HISTORY_STATUS_LABEL[status])}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('payments.history.period')}
        value={filters.period}
        onChange={(value) => onChange({ ...filters, period: parseHistoryPeriod(value) })}
        testId="payment-history-period"
      >
        {PAYMENT_HISTORY_PERIODS.map((period) => (
          <SelectItem key={period} value={period}>
            {t(HISTORY_PERIOD_LABEL[period])}
          </SelectItem>
        ))}
      </FilterSelect>
    </div>
  );
}
