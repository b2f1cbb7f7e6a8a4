import { and, eq, products, type SQL } from '@afilia/db';
import type { Role } from '@afilia/validators';

export interface ProductActor {
  id: string;
  role: Role;
}

/** The ownership rule, inside every query: a producer reaches only their own products, an admin all. */
export function ownedBy(actor: ProductActor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(products.userId, actor.id);
}

export function ownedProduct(actor: ProductActor, productId: string): SQL | undefined {
  return and(eq(products.id, productId), ownedBy(actor));
}
