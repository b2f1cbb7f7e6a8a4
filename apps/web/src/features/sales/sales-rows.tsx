import { formatBRL } from '@afilia/validators';
import { EyeIcon, Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SaleStatusBadge, ToneBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTimeBR, personName } from '@/lib/sale-format';
import { COMMISSION_STATUS_LABEL } from '@/lib/status-tone';
import type { SaleRow } from './sales-filters';

export interface SaleRowActions {
  onDetails: (sale: SaleRow) => void;
  onRefund: (sale: SaleRow) => void;
}

/** 'Detalhes', then 'Reembolsar' while it applies (or 'Reembolso solicitado' while the provider confirms). */
function SaleActions({
  sale,
  actions,
  compact,
}: {
  sale: SaleRow;
  actions: SaleRowActions;
  compact: boolean;
}) {
  const { t } = useTranslation();
  // Below 1536 px the table is tight: icons only, the names kept for screen readers and the tooltip.
  const label = compact ? 'sr-only 2xl:not-sr-only' : undefined;
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        title={t('sales.actions.details')}
        onClick={() => actions.onDetails(sale)}
        data-testid="sale-details"
      >
        <EyeIcon aria-hidden />
        <span className={label}>{t('sales.actions.details')}</span>
      </Button>
      {sale.refundable && (
        <Button
          variant="ghost"
          size="sm"
          title={t('sales.actions.refund')}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => actions.onRefund(sale)}
          data-testid="sale-refund"
        >
          <Undo2Icon aria-hidden />
          <span className={label}>{t('sales.actions.refund')}</span>
        </Button>
      )}
    </div>
  );
}

function StatusCell({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <SaleStatusBadge status={sale.status} />
      {sale.refundRequested && (
        <ToneBadge tone="warning" data-testid="sale-refund-requested">
          {t('sales.refundRequested')}
        </ToneBadge>
      )}
    </div>
  );
}

function CommissionText({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation();
  if (sale.commissionCents === null)
    return <span className="text-muted-foreground">{t('sales.noCommission')}</span>;
  return (
    <span className="grid">
      <span className="whitespace-nowrap tabular-nums">{formatBRL(sale.commissionCents)}</span>
      {sale.commissionStatus && (
        <span className="text-muted-foreground text-xs">
          {t(COMMISSION_STATUS_LABEL[sale.commissionStatus])}
        </span>
      )}
    </span>
  );
}

function ResellerText({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation();
  if (!sale.reseller) return <span className="text-muted-foreground">{t('sales.direct')}</span>;
  return (
    <span className="grid min-w-0">
      <span className="line-clamp-2 break-words">{personName(sale.reseller)}</span>
      {sale.reseller.name && (
        <span className="truncate text-muted-foreground text-xs">{sale.reseller.email}</span>
      )}
    </span>
  );
}

function ProductText({ sale }: { sale: SaleRow }) {
  const { t } = useTranslation();
  return (
    <span className="grid min-w-0">
      <span className="line-clamp-2 break-words font-medium" title={sale.productTitle}>
        {sale.productTitle}
      </span>
      <span className="truncate text-muted-foreground text-xs">
        <span className="font-mono">{sale.orderCode}</span>
        {sale.renewalNumber > 0 && ` · ${t('sales.renewal', { number: sale.renewalNumber })}`}
      </span>
    </span>
  );
}

/** From 768 px: Data, Produto, Comprador, Revendedor, Valor, Comissão, Status and the actions. */
export function SalesTable({ items, actions }: { items: SaleRow[]; actions: SaleRowActions }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('sales.list.label')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">{t('sales.columns.date')}</TableHead>
          <TableHead>{t('sales.columns.product')}</TableHead>
          <TableHead>{t('sales.columns.buyer')}</TableHead>
          <TableHead>{t('sales.columns.reseller')}</TableHead>
          <TableHead className="text-right">{t('sales.columns.amount')}</TableHead>
          <TableHead className="text-right">{t('sales.columns.commission')}</TableHead>
          <TableHead>{t('sales.columns.status')}</TableHead>
          <TableHead className="pr-4 text-right">
            <span className="sr-only">{t('sales.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((sale) => (
          <TableRow key={sale.id} data-testid={`sales-row-${sale.orderCode}`}>
            <TableCell className="whitespace-nowrap pl-4 text-muted-foreground tabular-nums">
              <time dateTime={new Date(sale.createdAt).toISOString()} className="grid">
                {formatDateTimeBR(sale.createdAt)
                  .split(' ')
                  .map((part) => (
                    <span key={part} className="last:text-xs">
                      {part}
                    </span>
                  ))}
              </time>
            </TableCell>
            {/* Names wrap to two lines rather than being cut at 1280 px; emails and codes stay on one. */}
            <TableCell className="min-w-48 max-w-64 whitespace-normal">
              <ProductText sale={sale} />
            </TableCell>
            <TableCell className="min-w-40 max-w-56 whitespace-normal">
              <span className="grid min-w-0">
                <span className="line-clamp-2 break-words">{sale.buyerName}</span>
                <span className="truncate text-muted-foreground text-xs">{sale.buyerEmail}</span>
              </span>
            </TableCell>
            <TableCell className="min-w-36 max-w-48 whitespace-normal">
              <ResellerText sale={sale} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
              {formatBRL(sale.amountCents)}
            </TableCell>
            <TableCell className="text-right">
              <CommissionText sale={sale} />
            </TableCell>
            <TableCell>
              <StatusCell sale={sale} />
            </TableCell>
            <TableCell className="pr-4">
              <SaleActions sale={sale} actions={actions} compact />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: one card per sale. */
export function SalesCards({ items, actions }: { items: SaleRow[]; actions: SaleRowActions }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3" aria-label={t('sales.list.label')}>
      {items.map((sale) => (
        <li key={sale.id}>
          <Card className="gap-0 py-0 shadow-none" data-testid={`sales-row-${sale.orderCode}`}>
            <CardContent className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <ProductText sale={sale} />
                <span className="shrink-0 font-semibold tabular-nums">{formatBRL(sale.amountCents)}</span>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <div className="col-span-2 grid min-w-0">
                  <dt className="text-muted-foreground text-xs">{t('sales.columns.buyer')}</dt>
                  <dd className="truncate">
                    {sale.buyerName} <span className="text-muted-foreground">· {sale.buyerEmail}</span>
                  </dd>
                </div>
                <div className="grid min-w-0">
                  <dt className="text-muted-foreground text-xs">{t('sales.columns.reseller')}</dt>
                  <dd className="min-w-0">
                    <ResellerText sale={sale} />
                  </dd>
                </div>
                <div className="grid">
                  <dt className="text-muted-foreground text-xs">{t('sales.columns.commission')}</dt>
                  <dd>
                    <CommissionText sale={sale} />
                  </dd>
                </div>
                <div className="grid">
                  <dt className="text-muted-foreground text-xs">{t('sales.columns.date')}</dt>
                  <dd className="tabular-nums">{formatDateTimeBR(sale.createdAt)}</dd>
                </div>
                <div className="grid">
                  <dt className="text-muted-foreground text-xs">{t('sales.columns.status')}</dt>
                  <dd>
                    <StatusCell sale={sale} />
                  </dd>
                </div>
              </dl>
              <div className="border-t pt-2">
                <SaleActions sale={sale} actions={actions} compact={false} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
