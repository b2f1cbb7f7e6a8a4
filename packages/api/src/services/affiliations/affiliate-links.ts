import { affiliations, type Database, eq } from '@afilia/db';
import { LINK_CODE_PATTERN } from '@afilia/validators';
import { findAttributingAffiliation } from './attributing-affiliation';

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

/**
 * Turns a link code into the affiliation it attributes to, with one indexed query, or null when the link may
 * not attribute (unknown code, or `findAttributingAffiliation` says no: not active, the reseller no longer a
 * reseller or no longer admitted by the product's mode, the producer suspended, the product without a price).
 * Lookups are cached in process for a short time; the affiliation services invalidate a code at once when its
 * status changes.
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
    const row = await findAttributingAffiliation(this.db, eq(affiliations.linkCode, code));
    if (!row) return null;
    return {
      affiliationId: row.affiliationId,
      resellerId: row.resellerId,
      producerId: row.producerId,
      productCode: row.productCode,
      attributionWindowDays: row.attributionWindowDays,
    };
  }
}
