import { formatBRL } from '@afilia/validators/constants';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { intlLocale } from '@/lib/i18n';
import { formatShare } from './report-format';
import type { SalesReport } from './report-types';

type SourceFigures = NonNullable<SalesReport['sources']>[number];

/**
 * 'Por origem': the period's sales by the utm_source they came with (direct visits as one row), the best
 * first, with each one's share of the revenue, refunds and commissions.
 */
export function SourceSplit({ sources, revenueCents }: { sources: SourceFigures[]; revenueCents: number }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <Card className="min-w-0 gap-4" data-testid="source-split">
      <CardHeader>
        <CardTitle>{t('reports.sales.sources.title')}</CardTitle>
        <CardDescription>{t('reports.sales.sources.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sources.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('reports.sales.sources.empty')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('reports.sales.sources.source')}</TableHead>
                <TableHead className="text-right">{t('reports.sales.sources.salesCount')}</TableHead>
                <TableHead className="text-right">{t('reports.sales.sources.revenue')}</TableHead>
                <TableHead className="text-right">{t('reports.sales.sources.share')}</TableHead>
                <TableHead className="text-right">{t('reports.sales.sources.refunds')}</TableHead>
                <TableHead className="text-right">{t('reports.sales.sources.commission')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sources.map((source) => (
                <TableRow key={source.utmSource ?? ''} data-testid={`source-${source.utmSource ?? 'direct'}`}>
                  <TableCell className="max-w-56 truncate font-medium">
                    {source.utmSource ?? (
                      <span className="text-muted-foreground">{t('reports.sales.sources.direct')}</span>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {source.salesCount.toLocaleString(locale)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums" data-testid="source-revenue">
                    {formatBRL(source.revenueCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatShare(source.revenueCents, revenueCents, locale)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatBRL(source.refundsCents)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatBRL(source.commissionCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
