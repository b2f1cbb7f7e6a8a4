import { z } from 'zod';
import { singleLineText } from './text';

/**
 * Who may affiliate to a product: 'referred' (only the producer's own resellers, the default), 'open' (any
 * active reseller) or 'approval' (any reseller may ask; the producer approves or refuses).
 */
export const AFFILIATION_MODES = ['referred', 'open', 'approval'] as const;
export type AffiliationMode = (typeof AFFILIATION_MODES)[number];
export const DEFAULT_AFFILIATION_MODE: AffiliationMode = 'referred';

/** How long a click keeps attributing a sale, in days. */
export const ATTRIBUTION_WINDOWS = [30, 60, 90, 180] as const;
export type AttributionWindow = (typeof ATTRIBUTION_WINDOWS)[number];
export const DEFAULT_ATTRIBUTION_WINDOW: AttributionWindow = 60;

export const AFFILIATION_STATUSES = ['active', 'pending', 'refused', 'revoked'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];

/** The attribution cookie set by /r/{code}. */
export const ATTRIBUTION_COOKIE = 'afilia_ref';

export const AFFILIATION_PAGE_SIZES = [12, 24, 48] as const;

/** The reseller's 'Produtos Afiliados' grid: server pagination and search on title or code. */
export const affiliableProductsInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(12), z.literal(24), z.literal(48)]).default(12),
  search: singleLineText().trim().max(100).default(''),
});

export const createAffiliateLinkInput = z.object({ productId: z.uuid('errors.notFound') });

/** The producer's list of a product's affiliates. */
export const productAffiliatesInput = z.object({
  productId: z.uuid('errors.notFound'),
  page: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
  status: z.enum(AFFILIATION_STATUSES).optional(),
});

/**
 * A producer's decision on an affiliation: approve (pending, refused or revoked → active), refuse
 * (pending → refused) or revoke (active → revoked).
 */
export const AFFILIATION_DECISIONS = ['approve', 'refuse', 'revoke'] as const;
export type AffiliationDecision = (typeof AFFILIATION_DECISIONS)[number];
export const decideAffiliationInput = z.object({
  affiliationId: z.uuid('errors.notFound'),
  decision: z.enum(AFFILIATION_DECISIONS),
});

export const publicProductInput = z.object({
  productCode: singleLineText().regex(/^[A-HJ-NP-Z2-9]{4}$/, 'errors.notFound'),
});
