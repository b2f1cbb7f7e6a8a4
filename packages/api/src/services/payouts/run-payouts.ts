import type { DbOrTx } from '@afilia/db';
import { AppError } from '../../errors';
import { centsToReais } from '../../integrations/asaas/asaas-client';
import { availableByReseller, type ReservedPayout, reservePayout } from '../ledger/reserve-payout';
import { markPayoutFailed, markPayoutPaid, recordPayoutTransfer } from '../ledger/settle-payout';
import { activeProducerAsaas, type ProducerAsaas } from '../payments/producer-asaas';
import type { PayoutDeps } from './payout-deps';

export interface PayoutRunReport {
  created: number;
  transferred: number;
  /** Left for the producer to pay by hand and mark paid (no Asaas, or the reseller has no Pix key). */
  manual: number;
  failed: number;
  totalCents: number;
}

/**
 * Pays each of a producer's resellers their available commissions: one payout per reseller, by Asaas Pix
 * transfer when the producer's Asaas is active and the reseller gave a Pix key, otherwise left for the producer
 * to pay and mark paid. Safe to run twice at once (see reservePayout) and to retry.
 */
export async function runPayouts(
  deps: PayoutDeps,
  producerId: string,
  trigger: 'manual' | 'weekly',
): Promise<PayoutRunReport> {
  const now = deps.clock?.() ?? new Date();
  const report: PayoutRunReport = { created: 0, transferred: 0, manual: 0, failed: 0, totalCents: 0 };
  const owed = await availableByReseller(deps.db, producerId);
  if (trigger === 'manual' && owed.every((row) => row.amountCents <= 0))
    throw new AppError('errors.payouts.nothingToPay');
  const asaas = await activeProducerAsaas(deps.db, deps.asaas, producerId);
  for (const { resellerId } of owed) {
    const payout = await reservePayout(deps.db, producerId, resellerId, trigger, now);
    if (!payout) continue;
    report.created++;
    report.totalCents += payout.amountCents;
    if (!asaas || !payout.pixKey || !payout.pixKeyType) {
      report.manual++;
      continue;
    }
    const outcome = await transfer(deps.db, asaas, payout, now);
    if (outcome === 'failed') report.failed++;
    else report.transferred++;
  }
  return report;
}

async function transfer(
  db: DbOrTx,
  asaas: ProducerAsaas,
  payout: ReservedPayout,
  now: Date,
): Promise<'sent' | 'failed'> {
  if (!payout.pixKey || !payout.pixKeyType) return 'failed';
  try {
    const transfer = await asaas.client.createTransfer({
      value: centsToReais(payout.amountCents),
      pixAddressKey: payout.pixKey,
      pixAddressKeyType: payout.pixKeyType,
      description: 'Comissões Afilia',
      externalReference: payout.id,
    });
    await recordPayoutTransfer(db, payout.id, { providerTransferId: transfer.id }, now);
    if (transfer.status === 'DONE') await markPayoutPaid(db, payout.id, now);
    if (transfer.status === 'FAILED' || transfer.status === 'CANCELLED') {
      await markPayoutFailed(db, payout.id, transfer.failReason ?? transfer.status, now);
      return 'failed';
    }
    return 'sent';
  } catch (error) {
    const reason = error instanceof AppError ? error.code : 'errors.payments.asaasUnavailable';
    await recordPayoutTransfer(db, payout.id, {}, now);
    // No answer may hide a transfer that was made: the payout stays processing and Asaas's TRANSFER_* webhook
    // (which carries our payout id as externalReference) settles it. A refusal is certain: release now.
    if (reason === 'errors.payments.asaasUnavailable') {
      await recordPayoutTransfer(db, payout.id, { failureReason: reason }, now);
      return 'sent';
    }
    await markPayoutFailed(db, payout.id, reason, now);
    return 'failed';
  }
}
