import { and, type Bind, eq, inline, type SQL, sales } from '@afilia/db';
import { type Role, reachesAny } from '@afilia/validators';

export interface SalesActor {
  id: string;
  role: Role;
}

/**
 * The ownership rule of 'Vendas', inside every query: a producer reaches their own sales, an admin every
 * sale. A sale out of reach is indistinguishable from one that does not exist.
 */
export function salesInReach(actor: SalesActor, bind: Bind = inline): SQL | undefined {
  return reachesAny(actor.role, 'sales.manage') ? undefined : eq(sales.producerId, bind('actorId', actor.id));
}

export function saleInReach(actor: SalesActor, saleId: string): SQL | undefined {
  return and(eq(sales.id, saleId), salesInReach(actor));
}
