import { and, type Database, eq, inArray, isNotNull, sales } from '@afilia/db';
import { reaisToCents } from '../../integrations/asaas/asaas-client';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { applyAsaasPayment } from './asaas-sale-events';
import type { PaymentConnectionDeps } from './payment-deps';
import { activeProducerAsaas, requireProducerAsaas } from './producer-asaas';

/** The 'Saldo' box: the producer's Asaas balance, null when Asaas is not active. */
export async function asaasBalance(
  deps: PaymentConnectionDeps,
  producerId: string,
): Promise<{ balanceCents: number; accountName: string | null } | null> {
  const asaas = await activeProducerAsaas(deps.db, deps, producerId);
  if (!asaas) return null;
  const balance = await asaas.client.getBalance();
  return { balanceCents: reaisToCents(balance.balance), accountName: asaas.connection.accountName };
}

/** How many pending Pix or boleto sales a refresh looks at, newest first. */
const REFRESH_LIMIT = 50;

/**
 * 'Atualizar' with Asaas active: asks Asaas about the producer's pending Pix and boleto sales and applies what
 * changed, as the webhook would (a missed or late webhook is caught up here).
 */
export async function refreshAsaasPayments(
  deps: PaymentConnectionDeps & SaleEffectsDeps & { db: Database },
  producerId: string,
): Promise<{ checked: number; updated: number }> {
  const asaas = await requireProducerAsaas(deps.db, deps, producerId);
  const pending = await deps.db
    .select({ providerPaymentId: sales.providerPaymentId })
    .from(sales)
    .where(
      and(
        eq(sales.producerId, producerId),
        eq(sales.provider, 'asaas'),
        inArray(sales.status, ['pending', 'paid']),
        isNotNull(sales.providerPaymentId),
      ),
    )
    .orderBy(sales.createdAt)
    .limit(REFRESH_LIMIT);
  let updated = 0;
  for (const { providerPaymentId } of pending) {
    if (!providerPaymentId) continue;
    const payment = await asaas.client.getPayment(providerPaymentId);
    const { outcome, emailIds } = await applyAsaasPayment(deps.db, deps, producerId, payment, {
      event: null,
      now: new Date(),
    });
    if (emailIds.length > 0) await deps.mail.deliver(deps.db, emailIds);
    if (outcome === 'applied') updated++;
  }
  return { checked: pending.length, updated };
}
