import type { ReportPeriod } from '@afilia/validators/constants';
import { REPORT_PERIODS } from '@afilia/validators/constants';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SelectItem } from '@/components/ui/select';
import type { TranslationKey } from '@/lib/i18n-keys';
import { CustomRangeForm } from './custom-range-form';
import { LabelledSelect } from './labelled-select';
import { initialCustomRange, type PeriodFieldErrors } from './report-period-form';
import type { ReportSearch } from './report-search';
import type { ReportProducer } from './report-types';

/** The i18n keys of the periods. */
const PERIOD_LABEL: Record<ReportPeriod, TranslationKey> = {
  month: 'reports.period.monthly',
  quarter: 'reports.period.quarterly',
  year: 'reports.period.yearly',
  custom: 'reports.period.custom',
};

/** 'all' stands for no producer filter (Radix Select has no empty value). */
const ALL = 'all';

function isPeriod(value: string): value is ReportPeriod {
  return REPORT_PERIODS.some((period) => period === value);
}

/**
 * Período (Mensal, Trimestral, Anual, Personalizado with its two dates) and, for an admin, Produtor: every
 * change goes to the address, so a reload or a shared link shows the same report.
 */
export function ReportFilters({
  search,
  onSearch,
  periodErrors,
  producers,
}: {
  search: ReportSearch;
  onSearch: (next: ReportSearch) => void;
  /** What is wrong with the address's custom range. */
  periodErrors: PeriodFieldErrors;
  /** The admin's producer list; undefined hides the filter. */
  producers: ReportProducer[] | undefined | null;
}) {
  const { t } = useTranslation();
  const period = search.period ?? 'month';
  const range = initialCustomRange(
    search.from && search.to ? { from: search.from, to: search.to } : undefined,
  );

  const changePeriod = (value: string) => {
    if (!isPeriod(value)) return;
    const { period: _period, from: _from, to: _to, ...rest } = search;
    if (value === 'month') onSearch(rest);
    else if (value === 'custom') onSearch({ ...rest, period: 'custom', from: range.from, to: range.to });
    else onSearch({ ...rest, period: value });
  };

  return (
    <Card className="flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-start" data-testid="report-filters">
      <LabelledSelect
        label={t('reports.period.label')}
        value={period}
        onChange={changePeriod}
        className="sm:w-44"
        testId="report-period-select"
      >
        {REPORT_PERIODS.map((value) => (
          <SelectItem key={value} value={value}>
            {t(PERIOD_LABEL[value])}
          </SelectItem>
        ))}
      </LabelledSelect>
      {period === 'custom' && (
        <CustomRangeForm
          from={search.from ?? ''}
          to={search.to ?? ''}
          urlErrors={periodErrors}
          onApply={(next) => onSearch({ ...search, period: 'custom', ...next })}
        />
      )}
      {producers !== undefined && (
        <LabelledSelect
          label={t('reports.producer.label')}
          value={search.producer ?? ALL}
          onChange={(value) => {
            const { producer: _producer, ...rest } = search;
            onSearch(value === ALL ? rest : { ...rest, producer: value });
          }}
          disabled={producers === null}
          className="sm:ml-auto sm:w-64"
          testId="report-producer-select"
        >
          <SelectItem value={ALL}>{t('reports.producer.all')}</SelectItem>
          {producers?.map((producer) => (
            <SelectItem key={producer.id} value={producer.id}>
              {producer.name ?? producer.email}
            </SelectItem>
          ))}
        </LabelledSelect>
      )}
    </Card>
  );
}
