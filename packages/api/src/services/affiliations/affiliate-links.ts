import { affiliations, and, type Database, eq, productPricing, products, profiles } from '@afilia/db';
import { LINK_CODE_PATTERN } from '@afilia/validators';
import { alias } from 'drizzle-orm/pg-core';
import { affiliableTo, productProducer } from './affiliable-product';
import { activeReseller } from './eligibility';

/** What the redirect needs to know about a link that may attribute clicks. */
export interface ResolvedLink {
  affiliationId: string;
  resellerId: string;
  producerId: string;
  productCode: string;
  attributionWindowDays: number;
}

interface CacheEntry {
  link: ResolvedLink | null;
  expiresAt: number;
}

export interface AffiliateLinkResolverOptions {
  /** How long a lookup is reused; bounds how late another instance sees a revoke. */
  ttlMs?: number;
  maxEntries?: number;
}

const resellerProfile = alias(profiles, 'reseller_profile');

/**
 * Turns a link code into the affiliation it attributes to, with one indexed query, or null when the link may
 * not attribute (unknown code, not active, the reseller no longer a reseller or no longer admitted by the
 * product's mode, the producer suspended, the product without a price). Lookups are cached in process for a
 * short time; the affiliation services invalidate a code at once when its status changes.
 */
export class AffiliateLinkResolver {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly db: Database,
    options: AffiliateLinkResolverOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 50_000;
  }

  async resolve(code: string, now = Date.now()): Promise<ResolvedLink | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    const cached = this.cache.get(code);
    if (cached && cached.expiresAt > now) return cached.link;
    const link = await this.lookup(code);
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(code, { link, expiresAt: now + this.ttlMs });
    return link;
  }

  invalidate(code: string): void {
    this.cache.delete(code);
  }

  clear(): void {
    this.cache.clear();
  }

  private async lookup(code: string): Promise<ResolvedLink | null> {
    const [row] = await this.db
      .select({
        affiliationId: affiliations.id,
        resellerId: affiliations.resellerId,
        producerId: products.userId,
        productCode: products.productCode,
        attributionWindowDays: products.attributionWindowDays,
      })
      .from(affiliations)
      .innerJoin(products, eq(products.id, affiliations.productId))
      .innerJoin(productPricing, eq(productPricing.productId, products.id))
      .innerJoin(resellerProfile, eq(resellerProfile.id, affiliations.resellerId))
      .innerJoin(productProducer, eq(productProducer.id, products.userId))
      .where(
        and(
          eq(affiliations.linkCode, code),
          eq(affiliations.status, 'active'),
          activeReseller(resellerProfile),
          affiliableTo(resellerProfile.referrerId),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
