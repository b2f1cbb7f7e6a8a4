import { and, type DbOrTx, eq, processedWebhookEvents, sales } from '@afilia/db';
import { businessDay, businessDayStart } from '@afilia/validators';
import { reaisToCents } from '../../integrations/asaas/asaas-client';
import { confirmSalePaid } from '../ledger/confirm-sale';
import { reverseSale } from '../ledger/reverse-sale';
import type { SaleEffectsDeps } from '../ledger/sale-effects';
import { markSaleFailed } from '../ledger/sale-failure';
import { markSplitCommissionPaid } from '../ledger/split-settlement';

/**
 * What Asaas says about one charge: always its answer to `GET /payments/{id}` asked with the producer's stored
 * key, never a webhook body (the producer can read their webhook's token in Asaas and post any body with it).
 */
export interface AsaasPaymentState {
  id: string;
  status: string;
  value: number;
  paymentDate?: string | null;
  clientPaymentDate?: string | null;
  deleted?: boolean | null;
}

/** The webhook delivery that prompted the check, recorded once per connection. */
export interface AsaasEventRef {
  connectionId: string;
  id: string;
  type: string;
}

/**
 * The processed-events key of an Asaas event: under its connection, as a producer's Stripe events are, so one
 * account's event ids can never be spent by, or collide with, another's.
 */
export function asaasEventKey(event: AsaasEventRef): string {
  return `asaas:${event.connectionId}:${event.id}`;
}

export type AsaasSaleOutcome = 'applied' | 'recorded' | 'duplicate' | 'ignored';

const PAID = new Set(['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH']);
const EXPIRED = new Set(['OVERDUE', 'DELETED']);
const NOON_MS = 12 * 60 * 60 * 1000;

type SaleChange =
  | { kind: 'paid'; paidAt: Date }
  | { kind: 'expired' }
  | { kind: 'reversed'; reversal: 'refunded' | 'chargeback' };

function changeOf(payment: AsaasPaymentState, now: Date): SaleChange | null {
  if (payment.deleted) return { kind: 'expired' };
  if (PAID.has(payment.status)) {
    const day = payment.clientPaymentDate ?? payment.paymentDate;
    // Asaas gives the São Paulo day only: a payment of today (in São Paulo, also after 21:00 when UTC is on
    // the next day) is stamped now, an older one at the São Paulo noon of its day.
    const paidAt =
      day && day !== businessDay(now) ? new Date(businessDayStart(day).getTime() + NOON_MS) : now;
    return { kind: 'paid', paidAt };
  }
  if (EXPIRED.has(payment.status)) return { kind: 'expired' };
  if (payment.status === 'REFUNDED') return { kind: 'reversed', reversal: 'refunded' };
  if (payment.status.startsWith('CHARGEBACK')) return { kind: 'reversed', reversal: 'chargeback' };
  return null;
}

/**
 * Applies Asaas's word on one of a producer's Pix or boleto charges, with the card rules: pending → paid once
 * (the commission split to the reseller's wallet is paid by Asaas, so that commission is paid at once),
 * pending → failed when it expires or is deleted, paid → refunded or charged back. `payment` is what Asaas
 * answered when asked (see AsaasPaymentState): the event that prompted the question only says which charge to
 * look at. Only a sale of `producerId` is touched, so one producer's webhook token can never move another
 * producer's sale. With an `event`, it is recorded in the same transaction, so a redelivery changes nothing.
 */
export async function applyAsaasPayment(
  db: DbOrTx,
  deps: SaleEffectsDeps,
  producerId: string,
  payment: AsaasPaymentState,
  options: { event: AsaasEventRef | null; now: Date },
): Promise<{ outcome: AsaasSaleOutcome; saleId: string | null; emailIds: string[] }> {
  return db.transaction(async (tx) => {
    if (options.event) {
      const inserted = await tx
        .insert(processedWebhookEvents)
        .values({
          id: asaasEventKey(options.event),
          provider: 'asaas',
          type: options.event.type,
          processedAt: options.now,
        })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id });
      if (inserted.length === 0) return { outcome: 'duplicate', saleId: null, emailIds: [] };
    }
    const [sale] = await tx
      .select({ id: sales.id, amountCents: sales.amountCents })
      .from(sales)
      .where(
        and(
          eq(sales.provider, 'asaas'),
          eq(sales.providerPaymentId, payment.id),
          eq(sales.producerId, producerId),
        ),
      );
    if (!sale) return { outcome: 'ignored', saleId: null, emailIds: [] };
    const change = changeOf(payment, options.now);
    if (!change) return { outcome: 'recorded', saleId: sale.id, emailIds: [] };
    const applied = await apply(tx, deps, sale, payment, change, options.now);
    return { outcome: applied.changed ? 'applied' : 'recorded', saleId: sale.id, emailIds: applied.emailIds };
  });
}

async function apply(
  tx: DbOrTx,
  deps: SaleEffectsDeps,
  sale: { id: string; amountCents: number },
  payment: AsaasPaymentState,
  change: SaleChange,
  now: Date,
): Promise<{ changed: boolean; emailIds: string[] }> {
  switch (change.kind) {
    case 'paid': {
      if (reaisToCents(payment.value) !== sale.amountCents) return { changed: false, emailIds: [] };
      const { confirmed, emailIds } = await confirmSalePaid(tx, deps, sale.id, { paidAt: change.paidAt });
      if (confirmed) await markSplitCommissionPaid(tx, sale.id, change.paidAt);
      return { changed: confirmed, emailIds };
    }
    case 'expired':
      return {
        changed: await markSaleFailed(tx, sale.id, 'errors.payments.chargeExpired', now),
        emailIds: [],
      };
    case 'reversed': {
      const { reversed, emailIds } = await reverseSale(tx, deps, sale.id, change.reversal, now);
      return { changed: reversed, emailIds };
    }
  }
}
