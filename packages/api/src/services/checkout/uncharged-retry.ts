import { and, type Database, eq, isNull, lte, sales } from '@afilia/db';
import type { PaymentRoute } from './payment-route';
import {
  type PendingSaleDeps,
  reconcilePendingSale,
  unrecordedChargeRetryAfterMs,
} from './reconcile-pending-sale';
import { type AttemptTerms, sameAttempt } from './replay';

type SaleRecord = typeof sales.$inferSelect;

/** How often a retry waiting on a test-mode attempt looks at it again. */
const POLL_MS = 100;

/**
 * A retry of an idempotency key whose sale is still pending without a provider id, long after the request
 * that wrote it should have ended (it died, or could not record the provider's answer). The provider is asked
 * first (reconcile-pending-sale.ts): a charge it holds settles the sale and the retry answers from it; when
 * nothing reached it, the retry may charge the attempt itself (`chargeable`, at `at`). Anything else answers
 * `current`, the sale as it now stands. In test mode, whose charge takes milliseconds, a retry that comes
 * before the delay waits it out (10 s at most), so the buyer gets the outcome rather than a pending that would
 * last minutes.
 */
export async function unchargedAttempt(
  deps: PendingSaleDeps,
  sale: SaleRecord,
  terms: AttemptTerms,
  now: Date,
): Promise<{ chargeable: true; at: Date } | { chargeable: false; current: SaleRecord }> {
  const unrecorded = sale.status === 'pending' && sale.providerPaymentId === null && sale.renewalNumber === 0;
  if (!unrecorded || !sameAttempt(sale, terms)) return { chargeable: false, current: sale };
  const staleAt =
    Math.max(sale.createdAt.getTime(), sale.updatedAt.getTime()) +
    unrecordedChargeRetryAfterMs(sale.provider);
  if (now.getTime() < staleAt) {
    if (sale.provider !== 'test') return { chargeable: false, current: sale };
    // A double click finds the first request's outcome within milliseconds; a dead request's attempt stays.
    while (Date.now() < staleAt) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, staleAt - Date.now())));
      const current = (await reread(deps.db, sale.id)) ?? sale;
      if (
        current.status !== 'pending' ||
        current.providerPaymentId !== null ||
        current.updatedAt > sale.updatedAt
      )
        return { chargeable: false, current };
    }
    return unchargedAttempt(deps, sale, terms, new Date());
  }
  const outcome = await reconcilePendingSale(deps, sale, 'keep', now);
  if (outcome === 'notCharged') return { chargeable: true, at: now };
  return { chargeable: false, current: (await reread(deps.db, sale.id)) ?? sale };
}

/**
 * Takes the attempt for this request to charge, on the route the retry chose; null when another request took
 * it first, which then answers as a replay. Taking it moves `updated_at` to now, and only an attempt untouched
 * for the retry delay can be taken: the row lock makes a concurrent retry, on any instance, see the move.
 */
export async function claimUnchargedAttempt(
  db: Database,
  sale: SaleRecord,
  route: PaymentRoute,
  now: Date,
): Promise<SaleRecord | null> {
  const [claimed] = await db
    .update(sales)
    .set({
      updatedAt: now,
      method: route.kind === 'asaas' ? route.method : 'card',
      provider: route.kind === 'asaas' ? 'asaas' : route.provider.name,
      paymentConnectionId: route.connectionId,
    })
    .where(
      and(
        eq(sales.id, sale.id),
        eq(sales.status, 'pending'),
        isNull(sales.providerPaymentId),
        lte(sales.updatedAt, new Date(now.getTime() - unrecordedChargeRetryAfterMs(sale.provider))),
      ),
    )
    .returning();
  return claimed ?? null;
}

async function reread(db: Database, saleId: string): Promise<SaleRecord | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, saleId));
  return row ?? null;
}
