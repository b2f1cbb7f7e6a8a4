import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { intlLocale } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/use-media-query';
import { AXIS_TICK, CHART_COLORS } from './chart-theme';
import { formatAxisMoney } from './report-format';
import type { SellerRow } from './report-types';

const TOP = 5;
const BAR_SIZE = 22;
const ROW_HEIGHT = 40;

/** The names on the axis stay short; the list below has them in full. */
function shortName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/**
 * The five resellers with the highest revenue as horizontal bars, each labelled with its figure. The figures
 * are all in the table below, so the picture itself is hidden from screen readers.
 */
export function SellersTopChart({ rows }: { rows: SellerRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  // Phones get a narrower name column and smaller figure labels, so the bars keep most of the width.
  const wide = useIsDesktop();
  const top = [...rows]
    .filter((row) => row.revenueCents > 0)
    .sort((a, b) => b.revenueCents - a.revenueCents)
    .slice(0, TOP)
    .map((row) => ({
      id: row.resellerId,
      name: shortName(row.name ?? t('reports.sellers.removed'), wide ? 18 : 12),
      revenueCents: row.revenueCents,
    }));
  if (top.length === 0) return null;
  return (
    <Card className="min-w-0 gap-4" data-testid="sellers-top-chart">
      <CardHeader>
        <CardTitle>{t('reports.sellers.topTitle')}</CardTitle>
        <CardDescription>{t('reports.sellers.topSummary')}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-3 sm:px-6">
        <div aria-hidden>
          <BarChart
            data={top}
            layout="vertical"
            responsive
            style={{ width: '100%', height: top.length * ROW_HEIGHT + 32 }}
            margin={{ top: 0, right: wide ? 88 : 72, bottom: 0, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
            <XAxis
              type="number"
              tickFormatter={(cents: number) => formatAxisMoney(cents, locale)}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              type="category"
              dataKey="name"
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              width={wide ? 144 : 88}
            />
            <Bar
              dataKey="revenueCents"
              fill={CHART_COLORS.current}
              barSize={BAR_SIZE}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="revenueCents"
                position="right"
                formatter={(value) =>
                  typeof value === 'number' ? formatBRL(value).replace(' ', '\u00a0') : ''
                }
                style={{ fill: 'var(--foreground)', fontSize: wide ? 12 : 11 }}
              />
            </Bar>
          </BarChart>
        </div>
      </CardContent>
    </Card>
  );
}
