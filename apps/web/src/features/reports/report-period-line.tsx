import { CalendarRangeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './report-format';
import type { ResolvedPeriod } from './report-types';

/** The days a tab adds up ('01/11/2026 a 26/11/2026'), and for Vendas the days it is compared with. */
export function ReportPeriodLine({
  period,
  compared = false,
}: {
  period: ResolvedPeriod;
  compared?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm"
      data-testid="report-period"
    >
      <CalendarRangeIcon className="size-4 shrink-0" aria-hidden />
      <span className="font-medium text-foreground">
        {t('reports.period.range', { from: formatDay(period.from), to: formatDay(period.to) })}
      </span>
      {compared && (
        <span>
          {t('reports.period.comparedWith', {
            from: formatDay(period.previousFrom),
            to: formatDay(period.previousTo),
          })}
        </span>
      )}
    </p>
  );
}
