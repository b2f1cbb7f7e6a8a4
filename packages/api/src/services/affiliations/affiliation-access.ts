import { and, eq, products, type SQL } from '@afilia/db';
import { type Role, reachesAny } from '@afilia/validators';

export interface AffiliationManager {
  id: string;
  role: Role;
}

/**
 * The ownership rule for a product's affiliates, inside every query: `affiliations.manage` in scope 'own'
 * reaches the actor's products (a producer's), in scope 'any' every product (an admin's).
 */
export function managedBy(actor: AffiliationManager): SQL | undefined {
  return reachesAny(actor.role, 'affiliations.manage') ? undefined : eq(products.userId, actor.id);
}

export function managedProduct(actor: AffiliationManager, productId: string): SQL | undefined {
  return and(eq(products.id, productId), managedBy(actor));
}
