import { formatBRL, PAYMENT_METHODS } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countOptions } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { CHART_COLORS, METHOD_COLORS } from './chart-theme';
import { formatShare } from './report-format';
import type { MethodFigures } from './report-types';

/** The i18n keys of the methods. */
const METHOD_LABEL = {
  card: 'reports.sales.methods.card',
  pix: 'reports.sales.methods.pix',
  boleto: 'reports.sales.methods.boleto',
} as const;

/**
 * Cartão, Pix and Boleto: a donut of the revenue, and beside it each method's revenue, share and sales in
 * words (the donut is only a picture of that list).
 */
export function MethodSplit({ methods }: { methods: MethodFigures[] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const ordered = PAYMENT_METHODS.map(
    (method) => methods.find((item) => item.method === method) ?? { method, salesCount: 0, revenueCents: 0 },
  );
  const total = ordered.reduce((sum, item) => sum + item.revenueCents, 0);
  // Slices only for methods with revenue: a lone slice gets no separator line.
  const slices = ordered.filter((item) => item.revenueCents > 0);
  return (
    <Card className="min-w-0 gap-4" data-testid="method-split">
      <CardHeader>
        <CardTitle>{t('reports.sales.methods.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid items-center gap-5 sm:grid-cols-[auto_1fr] lg:grid-cols-1">
        <div className="mx-auto size-36" aria-hidden>
          {total > 0 ? (
            <PieChart width={144} height={144} accessibilityLayer={false}>
              <Pie
                data={slices}
                dataKey="revenueCents"
                nameKey="method"
                innerRadius={42}
                outerRadius={70}
                stroke={CHART_COLORS.surface}
                strokeWidth={slices.length > 1 ? 2 : 0}
                isAnimationActive={false}
                // The donut is a picture of the list beside it: nothing in it takes focus.
                rootTabIndex={-1}
              >
                {slices.map((item) => (
                  <Cell key={item.method} fill={METHOD_COLORS[item.method]} />
                ))}
              </Pie>
            </PieChart>
          ) : (
            <div className="size-36 rounded-full border-[28px] border-muted" />
          )}
        </div>
        <ul className="grid gap-3 text-sm">
          {ordered.map((item) => (
            <li key={item.method} className="flex items-start gap-2.5" data-testid={`method-${item.method}`}>
              <span
                className="mt-1 size-3 shrink-0 rounded-sm"
                style={{ backgroundColor: METHOD_COLORS[item.method] }}
                aria-hidden
              />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-medium">{t(METHOD_LABEL[item.method])}</span>
                  <span className="font-semibold tabular-nums">{formatBRL(item.revenueCents)}</span>
                </span>
                <span className="text-muted-foreground text-xs">
                  {t('reports.sales.methods.share', {
                    percent: formatShare(item.revenueCents, total, locale),
                  })}
                  {' · '}
                  {t('reports.sales.methods.count', countOptions(item.salesCount, locale))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
