import { Undo2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorMessage } from '@/components/list/retry-message';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { useLastShown } from '@/lib/use-last-shown';
import { SaleDetailsContent } from './sale-details-content';
import type { SaleDetail, SaleRow } from './sales-filters';

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" role="status" aria-label={t('sales.details.loading')}>
      <Skeleton className="h-5 w-24" />
      {[4, 5, 4, 5].map((rows, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton style={{ height: `${rows * 1.6}rem` }} className="w-full" />
        </div>
      ))}
    </div>
  );
}

function DetailsPanel({ sale, onRefund }: { sale: SaleRow; onRefund: (sale: SaleDetail) => void }) {
  const { t } = useTranslation();
  const query = trpc.sales.get.useQuery({ saleId: sale.id }, { staleTime: 0 });
  const detail = query.data;
  let body: ReactNode;
  if (detail) body = <SaleDetailsContent sale={detail} />;
  else if (query.isError) {
    body = <QueryErrorMessage title={t('sales.details.loadErrorTitle')} query={query} />;
  } else body = <DetailsSkeleton />;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('sales.details.title', { code: sale.orderCode })}</DialogTitle>
        <DialogDescription>
          {t('sales.details.description', { product: sale.productTitle, buyer: sale.buyerName })}
        </DialogDescription>
      </DialogHeader>
      {body}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.actions.close')}</Button>
        </DialogClose>
        {detail?.refundable && (
          <Button variant="destructive" onClick={() => onRefund(detail)}>
            <Undo2Icon aria-hidden />
            {t('sales.actions.refund')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/** 'Detalhes' of a sale, opened from its row; 'Reembolsar' from here too while it applies. */
export function SaleDetailsDialog({
  sale,
  onClose,
  onRefund,
}: {
  sale: SaleRow | null;
  onClose: () => void;
  onRefund: (sale: SaleDetail) => void;
}) {
  const shown = useLastShown(sale);
  return (
    <Dialog open={sale !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" data-testid="sale-details-dialog">
        {shown && <DetailsPanel key={shown.id} sale={shown} onRefund={onRefund} />}
      </DialogContent>
    </Dialog>
  );
}
