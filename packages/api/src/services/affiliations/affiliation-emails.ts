import { type DbOrTx, eq, products, profiles } from '@afilia/db';
import type { AffiliationStatus } from '@afilia/validators';
import type { MailService } from '../../integrations/mail/mail-service';
import { emailRecipient } from '../notifications/email-recipient';

/** What the affiliation emails need: the outbox and the site's URL. */
export interface AffiliationEmailDeps {
  mail: MailService;
  appUrl: string;
}

// The affiliation emails are notifications (email-consent.ts): each goes only when its recipient keeps
// 'Notificações por email' on.

/** A reseller asked to sell an 'approval' product: its producer is told, to approve or refuse it. */
export async function enqueueAffiliationRequest(
  tx: DbOrTx,
  deps: AffiliationEmailDeps,
  request: { resellerId: string; productId: string },
): Promise<string | null> {
  const [product] = await tx
    .select({ title: products.title, producerId: products.userId })
    .from(products)
    .where(eq(products.id, request.productId));
  if (!product) return null;
  const producer = await emailRecipient(tx, product.producerId, 'affiliation');
  if (!producer) return null;
  const [reseller] = await tx
    .select({ fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, request.resellerId));
  return deps.mail.enqueue(tx, {
    to: producer.email,
    locale: producer.locale,
    template: 'affiliationRequested',
    vars: {
      resellerName: reseller?.fullName?.trim() || reseller?.email || '',
      productTitle: product.title,
      link: `${deps.appUrl}/dashboard/products`,
    },
  });
}

/** The decisions a reseller is told of, by the status the affiliation moved to. */
const DECISIONS = { active: 'approved', refused: 'refused', revoked: 'revoked' } as const;

/** The producer (or an admin) approved, refused or revoked an affiliation: its reseller is told. */
export async function enqueueAffiliationDecision(
  tx: DbOrTx,
  deps: AffiliationEmailDeps,
  affiliation: { resellerId: string; productId: string; status: AffiliationStatus },
): Promise<string | null> {
  if (affiliation.status === 'pending') return null;
  const reseller = await emailRecipient(tx, affiliation.resellerId, 'affiliation');
  if (!reseller) return null;
  const [product] = await tx
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, affiliation.productId));
  if (!product) return null;
  return deps.mail.enqueue(tx, {
    to: reseller.email,
    locale: reseller.locale,
    template: 'affiliationDecided',
    vars: {
      productTitle: product.title,
      decision: DECISIONS[affiliation.status],
      link: `${deps.appUrl}/dashboard/affiliated-products`,
    },
  });
}
