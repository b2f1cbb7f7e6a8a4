import { affiliations, and, type Database, type DbOrTx, eq, productPricing, products } from '@afilia/db';
import { type AffiliationStatus, generateLinkCode } from '@afilia/validators';
import { AppError, isUniqueViolation } from '../../errors';
import { emitAffiliationEvent } from '../webhook-events/domain-events';
import { affiliableTo, productProducer } from './affiliable-product';
import { linkWhenActive } from './affiliation-dto';
import { type AffiliationEmailDeps, enqueueAffiliationRequest } from './affiliation-emails';
import { currentReseller, notBlockedBy } from './reseller-referrer';

const LINK_CODE_ATTEMPTS = 8;

interface AffiliationRow {
  id: string;
  status: AffiliationStatus;
  linkCode: string;
}

const affiliationColumns = {
  id: affiliations.id,
  status: affiliations.status,
  linkCode: affiliations.linkCode,
};

/** The link returned to the reseller; a refused or revoked affiliation is answered with its own refusal. */
function linkResult(appUrl: string, row: AffiliationRow) {
  if (row.status === 'refused') throw new AppError('errors.affiliations.refused');
  if (row.status === 'revoked') throw new AppError('errors.affiliations.revoked');
  return {
    affiliationId: row.id,
    status: row.status,
    linkCode: row.linkCode,
    link: linkWhenActive(appUrl, row.status, row.linkCode),
  };
}

async function existingAffiliation(db: DbOrTx, resellerId: string, productId: string) {
  const [row] = await db
    .select(affiliationColumns)
    .from(affiliations)
    .where(and(eq(affiliations.resellerId, resellerId), eq(affiliations.productId, productId)));
  return row ?? null;
}

/**
 * The reseller's link to a product ('Gerar Link de Afiliado'). The reseller must still be an active reseller
 * and the product affiliable to them now, not one of a producer who blocks them (else 404
 * `productUnavailable`, the same answer as an unknown product). A new affiliation is active at once on 'referred' and 'open' products and a pending request on
 * 'approval' ones, whose producer is emailed the request (a notification, delivered after the commit).
 * Idempotent and race-safe: the unique (reseller, product) index decides, and a second caller gets the row
 * the first one wrote (and no second email). A refused or revoked affiliation answers 403.
 */
export async function createAffiliateLink(
  deps: AffiliationEmailDeps & { db: Database },
  actor: { id: string },
  productId: string,
) {
  const { db, appUrl } = deps;
  const reseller = await currentReseller(db, actor.id);
  if (!reseller) throw new AppError('errors.forbidden');
  const [product] = await db
    .select({ id: products.id, affiliationMode: products.affiliationMode })
    .from(products)
    .innerJoin(productPricing, eq(productPricing.productId, products.id))
    .innerJoin(productProducer, eq(productProducer.id, products.userId))
    .where(and(eq(products.id, productId), affiliableTo(reseller.referrerId), notBlockedBy(reseller)));
  if (!product) throw new AppError('errors.affiliations.productUnavailable');

  const existing = await existingAffiliation(db, actor.id, product.id);
  if (existing) return linkResult(appUrl, existing);

  const status: AffiliationStatus = product.affiliationMode === 'approval' ? 'pending' : 'active';
  for (let attempt = 0; attempt < LINK_CODE_ATTEMPTS; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(affiliations)
          .values({ resellerId: actor.id, productId: product.id, status, linkCode: generateLinkCode() })
          .onConflictDoNothing({ target: [affiliations.resellerId, affiliations.productId] })
          .returning();
        if (!inserted) return null;
        // An 'approval' product's request waits for the producer; on the others the reseller is in at once.
        await emitAffiliationEvent(
          tx,
          inserted.status === 'pending' ? 'affiliation.requested' : 'affiliation.approved',
          inserted,
          inserted.createdAt,
        );
        const emailId =
          inserted.status === 'pending'
            ? await enqueueAffiliationRequest(tx, deps, { resellerId: actor.id, productId: product.id })
            : null;
        return { inserted, emailIds: emailId ? [emailId] : [] };
      });
      if (created) {
        await deps.mail.deliver(db, created.emailIds);
        return linkResult(appUrl, created.inserted);
      }
      // Another request created it between the read and the insert: answer with that row.
      const winner = await existingAffiliation(db, actor.id, product.id);
      if (winner) return linkResult(appUrl, winner);
    } catch (error) {
      // The only other unique index is the link code's: a clash, so try another code.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('errors.internal');
}
