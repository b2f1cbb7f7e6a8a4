import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { intlLocale } from '@/lib/i18n';
import { ChartDataTable } from './chart-data-table';
import { AXIS_TICK, CHART_COLORS } from './chart-theme';
import { bucketLabel, bucketTick, formatAxisMoney } from './report-format';
import type { SalesReport, SalesSeriesPoint } from './report-types';

function LegendLine({ color, dashed, label }: { color: string; dashed?: boolean; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <svg width="20" height="8" aria-hidden className="shrink-0">
        <line
          x1="0"
          y1="4"
          x2="20"
          y2="4"
          stroke={color}
          strokeWidth="2.5"
          strokeDasharray={dashed ? '5 3' : undefined}
        />
      </svg>
      {label}
    </span>
  );
}

function ChartTooltip({ point, locale }: { point: SalesSeriesPoint | undefined; locale: string }) {
  const { t } = useTranslation();
  if (!point) return null;
  return (
    <div className="grid gap-1 rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
      <span className="font-medium">{bucketLabel(point.bucket, locale)}</span>
      <LegendLine
        color={CHART_COLORS.current}
        label={`${t('reports.sales.chart.current')}: ${formatBRL(point.revenueCents)}`}
      />
      <LegendLine
        color={CHART_COLORS.previous}
        dashed
        label={`${t('reports.sales.chart.previous')}: ${formatBRL(point.previousRevenueCents)}`}
      />
    </div>
  );
}

/**
 * Faturamento by day (up to a quarter) or by month, the previous period's matching days as a dashed second
 * line. The picture is hidden from screen readers: its summary and 'Ver dados do gráfico' carry the figures.
 */
export function RevenueChart({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const { series, period, summary, previous } = report;
  const byBucket = new Map(series.map((point) => [point.bucket, point]));
  const title = t(
    period.granularity === 'day' ? 'reports.sales.chart.titleDay' : 'reports.sales.chart.titleMonth',
  );
  const summaryText = t('reports.sales.chart.summary', {
    total: formatBRL(summary.revenueCents),
    previous: formatBRL(previous.revenueCents),
    count: series.length,
  });
  return (
    <Card className="min-w-0 gap-4" data-testid="revenue-chart">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <LegendLine color={CHART_COLORS.current} label={t('reports.sales.chart.current')} />
          <LegendLine color={CHART_COLORS.previous} dashed label={t('reports.sales.chart.previous')} />
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-3 sm:px-6">
        <figure className="m-0">
          <div aria-hidden>
            <LineChart
              data={series}
              responsive
              style={{ width: '100%', height: 260 }}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
              <XAxis
                dataKey="bucket"
                tickFormatter={(bucket: string) => bucketTick(bucket, locale)}
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={{ stroke: CHART_COLORS.grid }}
                minTickGap={16}
              />
              <YAxis
                tickFormatter={(cents: number) => formatAxisMoney(cents, locale)}
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={false}
                width={72}
              />
              <Tooltip
                cursor={{ stroke: CHART_COLORS.grid }}
                content={({ active, label }) =>
                  active ? <ChartTooltip point={byBucket.get(String(label))} locale={locale} /> : null
                }
              />
              <Line
                type="monotone"
                dataKey="previousRevenueCents"
                stroke={CHART_COLORS.previous}
                strokeWidth={2}
                strokeDasharray="5 3"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="revenueCents"
                stroke={CHART_COLORS.current}
                strokeWidth={2.5}
                dot={false}
                activeDot={{ r: 4 }}
                isAnimationActive={false}
              />
            </LineChart>
          </div>
          <figcaption className="sr-only">{`${title}. ${summaryText}`}</figcaption>
        </figure>
        <ChartDataTable
          caption={title}
          rowHeader={t('reports.sales.chart.bucket')}
          rows={series.map((point) => bucketLabel(point.bucket, locale))}
          columns={[
            {
              label: t('reports.sales.chart.current'),
              values: series.map((point) => formatBRL(point.revenueCents)),
            },
            {
              label: t('reports.sales.chart.previous'),
              values: series.map((point) => formatBRL(point.previousRevenueCents)),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
