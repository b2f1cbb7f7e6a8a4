import { formatBRL } from '@afilia/validators';
import { Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { RefundTarget } from './use-refund-sale';

/** 'Reembolsar venda?': what goes back to the buyer and what happens to the reseller's commission. */
export function RefundSaleDialog({
  sale,
  pending,
  onConfirm,
  onCancel,
}: {
  sale: RefundTarget | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={sale !== null}
      title={t('sales.refund.title')}
      description={t('sales.refund.description', {
        amount: sale ? formatBRL(sale.amountCents) : '',
        buyer: sale?.buyerName ?? '',
      })}
      cancelLabel={t('common.actions.cancel')}
      confirmLabel={t('sales.refund.confirm')}
      confirmIcon={Undo2Icon}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="refund-sale-dialog"
    >
      {sale && (
        <dl className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('sales.refund.order')}</dt>
            <dd className="font-medium font-mono">{sale.orderCode}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('sales.refund.product')}</dt>
            <dd className="min-w-0 truncate text-right font-medium">{sale.productTitle}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('sales.refund.buyer')}</dt>
            <dd className="min-w-0 truncate text-right">{sale.buyerEmail}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('sales.refund.amount')}</dt>
            <dd className="font-semibold tabular-nums">{formatBRL(sale.amountCents)}</dd>
          </div>
          {sale.commissionCents !== null && sale.commissionCents > 0 && (
            <p className="border-t pt-2 text-muted-foreground text-xs">
              {t('sales.refund.commissionNote', { commission: formatBRL(sale.commissionCents) })}
            </p>
          )}
        </dl>
      )}
    </ConfirmDialog>
  );
}
