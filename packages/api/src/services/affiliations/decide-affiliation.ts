import { affiliations, and, type Database, type DbOrTx, eq, inArray, products } from '@afilia/db';
import type { AffiliationDecision, AffiliationStatus } from '@afilia/validators';
import { AppError } from '../../errors';
import { ownedBy, type ProductActor } from '../products/product-access';
import { emitAffiliationEvent } from '../webhook-events/domain-events';
import { type AffiliationEmailDeps, enqueueAffiliationDecision } from './affiliation-emails';

/** Which statuses each decision may leave, and where it leads. */
export const AFFILIATION_TRANSITIONS: Record<
  AffiliationDecision,
  { from: readonly AffiliationStatus[]; to: AffiliationStatus }
> = {
  approve: { from: ['pending', 'refused', 'revoked'], to: 'active' },
  refuse: { from: ['pending'], to: 'refused' },
  revoke: { from: ['active'], to: 'revoked' },
};

/**
 * The producer's (or an admin's) decision on an affiliation, as one conditional UPDATE: of two concurrent
 * decisions only one can find the row still in an allowed status. Not in reach → 404; a decision the
 * current status does not allow → 409. The reseller is emailed the decision (a notification), in the same
 * transaction and delivered after it. Returns the link code so the caller can drop it from the link cache.
 */
export async function decideAffiliation(
  deps: AffiliationEmailDeps & { db: Database },
  actor: ProductActor,
  input: { affiliationId: string; decision: AffiliationDecision },
) {
  const { db } = deps;
  const transition = AFFILIATION_TRANSITIONS[input.decision];
  const now = new Date();
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(affiliations)
      .set({ status: transition.to, decidedAt: now, updatedAt: now })
      .where(
        and(
          eq(affiliations.id, input.affiliationId),
          inArray(affiliations.status, [...transition.from]),
          reachCondition(tx, actor),
        ),
      )
      .returning();
    if (!row) return null;
    if (row.status === 'active') await emitAffiliationEvent(tx, 'affiliation.approved', row, now);
    const emailId = await enqueueAffiliationDecision(tx, deps, row);
    return { row, emailIds: emailId ? [emailId] : [] };
  });
  if (decided) {
    await deps.mail.deliver(db, decided.emailIds);
    const { id, status, linkCode } = decided.row;
    return { id, status, linkCode };
  }
  const reach = reachCondition(db, actor);
  const [existing] = await db
    .select({ id: affiliations.id })
    .from(affiliations)
    .where(and(eq(affiliations.id, input.affiliationId), reach));
  if (!existing) throw new AppError('errors.affiliations.notFound');
  throw new AppError('errors.affiliations.invalidTransition');
}

/** The affiliations on products in the actor's reach (every product for an admin). */
function reachCondition(db: DbOrTx, actor: ProductActor) {
  const owned = ownedBy(actor, 'affiliations.manage');
  return owned
    ? inArray(affiliations.productId, db.select({ id: products.id }).from(products).where(owned))
    : undefined;
}
