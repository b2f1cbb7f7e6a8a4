import { and, eq, products, type SQL } from '@afilia/db';
import { type Capability, type Role, reachesAny } from '@afilia/validators';

export interface ProductActor {
  id: string;
  role: Role;
}

/**
 * The ownership rule, inside every query: a capability on products (`products.manage` by default, or
 * `pricing.manage`, `affiliations.manage`) in scope 'own' reaches the actor's products, in scope 'any' every
 * product.
 */
export function ownedBy(actor: ProductActor, capability: Capability = 'products.manage'): SQL | undefined {
  return productScopeOf(actor, capability) === 'any' ? undefined : eq(products.userId, actor.id);
}

/** Which products the capability reaches: the actor's own, or every product. */
export function productScopeOf(
  actor: ProductActor,
  capability: Capability = 'products.manage',
): 'own' | 'any' {
  return reachesAny(actor.role, capability) ? 'any' : 'own';
}

export function ownedProduct(
  actor: ProductActor,
  productId: string,
  capability: Capability = 'products.manage',
): SQL | undefined {
  return and(eq(products.id, productId), ownedBy(actor, capability));
}
