import { formatBRL } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { CommissionStatusBadge, ToneBadge } from '@/components/status-badge';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { formatDateTimeBR } from '@/lib/sale-format';
import { cn } from '@/lib/utils';
import { type CommissionRow, commissionDateNote } from './commission-values';

/** The commission: a negative 'Ajuste' when a paid commission's sale was reversed. */
function CommissionAmount({ row }: { row: CommissionRow }) {
  const { t } = useTranslation();
  const adjustment = row.kind === 'adjustment';
  return (
    <span className="flex flex-col items-end gap-1">
      <span
        className={cn(
          'whitespace-nowrap font-semibold tabular-nums',
          adjustment && 'text-red-700 dark:text-red-300',
          row.status === 'cancelled' && 'text-muted-foreground line-through',
        )}
      >
        {formatBRL(row.amountCents)}
      </span>
      {adjustment && (
        <ToneBadge tone="danger" data-testid="commission-adjustment">
          {t('sales.commissions.adjustment')}
        </ToneBadge>
      )}
    </span>
  );
}

function StatusWithDate({ row }: { row: CommissionRow }) {
  const { t } = useTranslation();
  const note = commissionDateNote(row);
  return (
    <span className="flex flex-col items-start gap-1">
      <CommissionStatusBadge status={row.status} />
      {note && (
        <span className="whitespace-nowrap text-muted-foreground text-xs" data-testid="commission-date-note">
          {t(note.key, { date: formatDate(note.date) })}
        </span>
      )}
    </span>
  );
}

function ProductText({ row }: { row: CommissionRow }) {
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium" title={row.productTitle}>
        {row.productTitle}
      </span>
      <span className="font-mono text-muted-foreground text-xs">{row.productCode}</span>
    </span>
  );
}

/** From 768 px: Data, Pedido, Produto, Produtor, Valor da venda, Comissão, Status. */
export function CommissionsTable({ items }: { items: CommissionRow[] }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('sales.commissions.list.label')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">{t('sales.commissions.columns.date')}</TableHead>
          <TableHead>{t('sales.commissions.columns.order')}</TableHead>
          <TableHead>{t('sales.commissions.columns.product')}</TableHead>
          <TableHead>{t('sales.commissions.columns.producer')}</TableHead>
          <TableHead className="text-right">{t('sales.commissions.columns.saleAmount')}</TableHead>
          <TableHead className="text-right">{t('sales.commissions.columns.commission')}</TableHead>
          <TableHead className="pr-4">{t('sales.commissions.columns.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((row) => (
          <TableRow key={row.id} data-testid={`commission-row-${row.orderCode}`} data-kind={row.kind}>
            <TableCell className="whitespace-nowrap pl-4 text-muted-foreground tabular-nums">
              <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTimeBR(row.createdAt)}</time>
            </TableCell>
            <TableCell className="font-mono text-xs">{row.orderCode}</TableCell>
            <TableCell className="max-w-56">
              <ProductText row={row} />
            </TableCell>
            <TableCell className="max-w-40 truncate">
              {row.producerName ?? t('sales.commissions.noProducer')}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatBRL(row.saleAmountCents)}</TableCell>
            <TableCell className="text-right">
              <CommissionAmount row={row} />
            </TableCell>
            <TableCell className="pr-4">
              <StatusWithDate row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: one card per commission. */
export function CommissionsCards({ items }: { items: CommissionRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3" aria-label={t('sales.commissions.list.label')}>
      {items.map((row) => (
        <li key={row.id}>
          <Card
            className="gap-0 py-0 shadow-none"
            data-testid={`commission-row-${row.orderCode}`}
            data-kind={row.kind}
          >
            <CardContent className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <ProductText row={row} />
                <CommissionAmount row={row} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <div className="grid">
                  <dt className="text-muted-foreground text-xs">{t('sales.commissions.columns.order')}</dt>
                  <dd className="font-mono text-xs">{row.orderCode}</dd>
                </div>
                <div className="grid">
                  <dt className="text-muted-foreground text-xs">
                    {t('sales.commissions.columns.saleAmount')}
                  </dt>
                  <dd className="tabular-nums">{formatBRL(row.saleAmountCents)}</dd>
                </div>
                <div className="grid min-w-0">
                  <dt className="text-muted-foreground text-xs">{t('sales.commissions.columns.producer')}</dt>
                  <dd className="truncate">{row.producerName ?? t('sales.commissions.noProducer')}</dd>
                </div>
                <div className="grid">
                  <dt className="text-muted-foreground text-xs">{t('sales.commissions.columns.date')}</dt>
                  <dd className="tabular-nums">{formatDateTimeBR(row.createdAt)}</dd>
                </div>
                <div className="col-span-2 grid">
                  <dt className="text-muted-foreground text-xs">{t('sales.commissions.columns.status')}</dt>
                  <dd>
                    <StatusWithDate row={row} />
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
