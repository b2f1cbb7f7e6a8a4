import { and, eq, products, type SQL } from '@afilia/db';
import { type Role, reachesAny } from '@afilia/validators';

export interface ProductActor {
  id: string;
  role: Role;
}

/** The ownership rule, inside every query: `products.manage` in scope 'own' reaches the actor's products. */
export function ownedBy(actor: ProductActor): SQL | undefined {
  return reachesAny(actor.role, 'products.manage') ? undefined : eq(products.userId, actor.id);
}

export function ownedProduct(actor: ProductActor, productId: string): SQL | undefined {
  return and(eq(products.id, productId), ownedBy(actor));
}
