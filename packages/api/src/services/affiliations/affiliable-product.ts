import { and, eq, profiles, type SQL } from '@afilia/db';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { modeAdmits } from './eligibility';

/** The product's producer, joined on `products.user_id` by the queries that check eligibility. */
export const productProducer = alias(profiles, 'product_producer');

/**
 * What a product needs, besides its pricing row (inner-joined by the caller), for a reseller whose current
 * referrer is `referrerId` (a value, or the reseller profile's column in a join) to affiliate to it: an
 * active producer and a mode that admits the reseller.
 */
export function affiliableTo(referrerId: string | null | AnyPgColumn): SQL {
  return and(eq(productProducer.status, 'active'), modeAdmits(referrerId)) as SQL;
}
