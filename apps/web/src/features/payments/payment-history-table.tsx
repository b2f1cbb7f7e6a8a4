import { DownloadIcon, EyeIcon, MoreHorizontalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateBR } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import {
  type EntryText,
  historyDescription,
  paymentMethodLabel,
  shortEntryId,
  signedAmount,
} from './payment-status';
import { PaymentStatusBadge } from './payment-status-badge';
import type { HistoryEntry } from './payment-types';

export interface HistoryRowActions {
  onDetails: (entry: HistoryEntry) => void;
  onReceipt: (entry: HistoryEntry) => void;
  /** The entry whose receipt is downloading. */
  downloadingId: string | null;
}

/** An entry's text: translated when it is a key. */
export function useEntryText() {
  const { t } = useTranslation();
  return (text: EntryText) => ('key' in text ? t(text.key, text.values ?? {}) : text.text);
}

function RowMenu({ entry, actions }: { entry: HistoryEntry; actions: HistoryRowActions }) {
  const { t } = useTranslation();
  const busy = actions.downloadingId === entry.id;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('payments.history.actionsFor', { id: shortEntryId(entry) })}
          data-testid="payment-actions"
        >
          {busy ? <Spinner /> : <MoreHorizontalIcon aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem disabled={busy} onSelect={() => actions.onReceipt(entry)}>
          <DownloadIcon aria-hidden />
          {t('payments.history.downloadReceipt')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onDetails(entry)}>
          <EyeIcon aria-hidden />
          {t('payments.history.details')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * ID, Data, Descrição, Método, Valor, Status and the row menu. Descrição and Método are hidden below 768 px
 * (the description then leads the first cell); below 640 px the date moves under the ID and the status under
 * the amount, so a phone shows what each payment was, when, and how much.
 * The amount of money sent reads with a minus sign.
 */
export function PaymentHistoryTable({
  items,
  actions,
}: {
  items: HistoryEntry[];
  actions: HistoryRowActions;
}) {
  const { t } = useTranslation();
  const entryText = useEntryText();
  return (
    <Table aria-label={t('payments.history.title')} data-testid="payment-history-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">{t('payments.history.columns.id')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('payments.history.columns.date')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('payments.history.columns.description')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('payments.history.columns.method')}</TableHead>
          <TableHead className="text-right">{t('payments.history.columns.amount')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('payments.history.columns.status')}</TableHead>
          <TableHead className="pr-4 text-right">
            <span className="sr-only">{t('payments.history.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((entry) => {
          const method = paymentMethodLabel(entry.method);
          const sent = entry.direction === 'sent';
          const date = (
            <time dateTime={new Date(entry.occurredAt).toISOString()} className="tabular-nums">
              {formatDateBR(entry.occurredAt)}
            </time>
          );
          return (
            <TableRow key={`${entry.kind}-${entry.direction}-${entry.id}`} data-testid="payment-history-row">
              <TableCell className="max-w-48 whitespace-normal pl-4 md:max-w-36">
                {/* Below 768 px what the payment was for leads (the Descrição column is hidden). */}
                <span className="line-clamp-2 break-words font-medium text-sm md:hidden">
                  {entryText(historyDescription(entry))}
                </span>
                <span className="block truncate font-mono text-xs" title={entry.reference ?? entry.id}>
                  {shortEntryId(entry)}
                </span>
                {/* Below 640 px the date sits under the ID (the Data column is hidden). */}
                <span className="block text-muted-foreground text-xs sm:hidden">{date}</span>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted-foreground tabular-nums sm:table-cell">
                {date}
              </TableCell>
              <TableCell className="hidden max-w-64 md:table-cell">
                <span className="block truncate">{entryText(historyDescription(entry))}</span>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap md:table-cell">
                {method ? t(method) : entry.method}
              </TableCell>
              <TableCell
                className={cn(
                  'whitespace-nowrap text-right font-medium tabular-nums',
                  sent && 'text-muted-foreground',
                )}
              >
                {signedAmount(entry.amountCents, entry.direction)}
                {/* Below 640 px the status sits under the amount (the Status column is hidden). */}
                <span className="mt-1 flex justify-end sm:hidden">
                  <PaymentStatusBadge status={entry.status} />
                </span>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <PaymentStatusBadge status={entry.status} />
              </TableCell>
              <TableCell className="pr-4 text-right">
                <RowMenu entry={entry} actions={actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
