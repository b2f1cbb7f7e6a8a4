import { formatBRL } from '@afilia/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type ErrorCode, parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { SaleRow } from './sales-filters';

/** Errors after which asking again cannot help: the dialog closes and the list reloads. */
const FINAL_ERRORS = new Set<ErrorCode>([
  'errors.sales.notFound',
  'errors.sales.notRefundable',
  'errors.sales.refundPending',
]);

/** The sale a refund is asked for: a list row or the sale shown in 'Detalhes'. */
export type RefundTarget = Pick<SaleRow, 'id' | 'orderCode' | 'buyerName' | 'buyerEmail' | 'amountCents'> & {
  productTitle: string;
  commissionCents: number | null;
};

/**
 * 'Reembolsar' after the confirmation: test mode refunds at once ('Reembolso realizado'); Stripe is asked and
 * confirms later through its webhook ('Reembolso solicitado'). Reloads the list, the sale and the overview.
 */
export function useRefundSale() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const refund = trpc.sales.refund.useMutation();
  const [target, setTarget] = useState<RefundTarget | null>(null);

  const reload = () => {
    void utils.sales.list.invalidate();
    void utils.sales.get.invalidate();
    void utils.overview.get.invalidate();
  };

  const confirm = async () => {
    if (!target) return;
    const values = { code: target.orderCode, amount: formatBRL(target.amountCents) };
    try {
      const result = await refund.mutateAsync({ saleId: target.id });
      if (result.refundRequested) {
        toast.success(t('sales.refund.requestedTitle'), {
          description: t('sales.refund.requestedDescription', values),
          duration: 8000,
        });
      } else {
        toast.success(t('sales.refund.doneTitle'), {
          description: t('sales.refund.doneDescription', values),
        });
      }
      setTarget(null);
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('sales.refund.failedTitle'), {
        description: translateError(t, code, params),
        duration: 6000,
      });
      if (FINAL_ERRORS.has(code)) setTarget(null);
    } finally {
      reload();
    }
  };

  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
    pending: refund.isPending,
  };
}
