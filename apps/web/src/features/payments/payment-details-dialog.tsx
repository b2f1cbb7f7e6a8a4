import { DownloadIcon } from 'lucide-react';
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
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { useLastShown } from '@/lib/use-last-shown';
import { PaymentDetailsContent } from './payment-details-content';
import { useEntryText } from './payment-history-table';
import { historyDescription, shortEntryId } from './payment-status';
import type { HistoryEntry } from './payment-types';

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" role="status" aria-label={t('payments.details.loading')}>
      <Skeleton className="h-5 w-40" />
      {[6, 3].map((rows) => (
        <div key={rows} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton style={{ height: `${rows * 1.6}rem` }} className="w-full" />
        </div>
      ))}
    </div>
  );
}

function DetailsPanel({
  entry,
  downloading,
  onReceipt,
}: {
  entry: HistoryEntry;
  downloading: boolean;
  onReceipt: (entry: HistoryEntry) => void;
}) {
  const { t } = useTranslation();
  const entryText = useEntryText();
  const query = trpc.payments.entry.useQuery({ kind: entry.kind, id: entry.id }, { staleTime: 0 });
  let body: ReactNode;
  if (query.data) body = <PaymentDetailsContent detail={query.data} />;
  else if (query.isError) {
    body = <QueryErrorMessage title={t('payments.details.loadError')} query={query} />;
  } else body = <DetailsSkeleton />;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('payments.details.title')}</DialogTitle>
        <DialogDescription>
          <span className="font-mono">{shortEntryId(entry)}</span> · {entryText(historyDescription(entry))}
        </DialogDescription>
      </DialogHeader>
      {body}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('payments.details.close')}</Button>
        </DialogClose>
        <Button onClick={() => onReceipt(entry)} disabled={downloading} data-testid="payment-details-receipt">
          {downloading ? <Spinner /> : <DownloadIcon aria-hidden />}
          {t('payments.history.downloadReceipt')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** 'Detalhes do Pagamento', opened from a history row; 'Baixar Comprovante' from here too. */
export function PaymentDetailsDialog({
  entry,
  downloadingId,
  onClose,
  onReceipt,
}: {
  entry: HistoryEntry | null;
  downloadingId: string | null;
  onClose: () => void;
  onReceipt: (entry: HistoryEntry) => void;
}) {
  const shown = useLastShown(entry);
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" data-testid="payment-details-dialog">
        {shown && (
          <DetailsPanel
            key={`${shown.kind}-${shown.id}`}
            entry={shown}
            downloading={downloadingId === shown.id}
            onReceipt={onReceipt}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
