import { formatBRL } from '@afilia/validators';
import { CheckCheckIcon, ClockIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateBR } from '@/lib/date-format';
import { personName } from '@/lib/sale-format';
import { paymentMethodLabel, payoutDestination } from './payment-status';
import type { OpenPayout, ResellerOwed } from './payment-types';

/** What each reseller is owed now: Revendedor, Comissões, Valor and where it goes (Pix or paid by hand). */
export function OwedTable({ owed, asaasActive }: { owed: ResellerOwed[]; asaasActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('payments.payouts.owed')} data-testid="payouts-owed">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('payments.payouts.reseller')}</TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            {t('payments.payouts.commissions')}
          </TableHead>
          <TableHead className="text-right">{t('payments.payouts.amount')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('payments.payouts.destination')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {owed.map((row) => {
          const destination = t(payoutDestination(row, asaasActive));
          return (
            <TableRow key={row.resellerId}>
              <TableCell className="whitespace-normal">
                <span className="grid min-w-0">
                  <span className="break-words font-medium">{personName(row)}</span>
                  {row.name && <span className="break-all text-muted-foreground text-xs">{row.email}</span>}
                  <span className="text-muted-foreground text-xs sm:hidden">
                    {t('payments.upcoming.count', { count: row.count })} · {destination}
                  </span>
                </span>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{row.count}</TableCell>
              <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                {formatBRL(row.amountCents)}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {destination}
                {!row.hasPixKey && (
                  <span className="block text-muted-foreground text-xs">
                    {t('payments.payouts.noPixKey')}
                  </span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** 'Repasses em aberto': payouts on their way, and 'Marcar como pago' for the ones paid by hand. */
export function OpenPayoutsList({
  open,
  markingId,
  onMarkPaid,
}: {
  open: OpenPayout[];
  /** The payout whose 'Marcar como pago' is running. */
  markingId: string | null;
  onMarkPaid: (payout: OpenPayout, proof: File | null) => void;
}) {
  const { t } = useTranslation();
  const [proofs, setProofs] = useState<Record<string, File | null>>({});
  return (
    <section className="grid gap-2" aria-labelledby="payouts-open-title" data-testid="payouts-open">
      <h4 id="payouts-open-title" className="font-medium text-sm">
        {t('payments.payouts.open')}
      </h4>
      <ul className="grid divide-y rounded-lg border">
        {open.map((payout) => {
          const method = paymentMethodLabel(payout.method);
          return (
            <li key={payout.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium text-sm">
                  {personName({ name: payout.resellerName, email: payout.resellerEmail })}
                </span>
                <span className="text-muted-foreground text-xs">
                  {method ? t(method) : payout.method} · {formatDateBR(payout.createdAt)}
                  {payout.pixKey && <span className="break-all"> · {payout.pixKey}</span>}
                </span>
                {payout.failureReason && (
                  <ToneBadge tone="warning" className="mt-1">
                    <ClockIcon aria-hidden />
                    {t('payments.payouts.uncertain')}
                  </ToneBadge>
                )}
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-sm tabular-nums">{formatBRL(payout.amountCents)}</span>
                {payout.method === 'manual' && (
                  <label className="grid gap-1 text-muted-foreground text-xs">
                    {t('payments.payouts.proof')}
                    <input
                      type="file"
                      accept="application/pdf,image/*"
                      className="max-w-52 text-xs file:mr-2 file:rounded-md file:border file:bg-background file:px-2 file:py-1 file:text-foreground"
                      disabled={markingId !== null}
                      onChange={(event) =>
                        setProofs((current) => ({ ...current, [payout.id]: event.target.files?.[0] ?? null }))
                      }
                      data-testid="payout-proof"
                    />
                  </label>
                )}
                {payout.method === 'manual' && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={markingId !== null}
                    onClick={() => onMarkPaid(payout, proofs[payout.id] ?? null)}
                    data-testid="payout-mark-paid"
                  >
                    {markingId === payout.id ? <Spinner /> : <CheckCheckIcon aria-hidden />}
                    {t('payments.payouts.markPaid')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Resellers whose balance with this producer is negative: refunds or chargebacks after their commissions were
 * paid out. Their payouts are held until later commissions pay the amount back.
 */
export function HeldBalances({ held }: { held: ResellerOwed[] }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-2 rounded-lg border border-dashed p-3" data-testid="payouts-held">
      <h4 className="font-medium text-sm">{t('payments.payouts.heldTitle')}</h4>
      <p className="text-muted-foreground text-xs">{t('payments.payouts.heldHelp')}</p>
      <ul className="grid gap-1">
        {held.map((row) => (
          <li key={row.resellerId} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">{row.name || row.email}</span>
            <span className="font-semibold text-destructive tabular-nums">{formatBRL(row.amountCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
