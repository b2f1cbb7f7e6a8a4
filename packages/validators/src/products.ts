import { z } from 'zod';
import {
  AFFILIATION_MODES,
  ATTRIBUTION_WINDOWS,
  DEFAULT_AFFILIATION_MODE,
  DEFAULT_ATTRIBUTION_WINDOW,
} from './affiliations';
import { CODE_ALPHABET, PRODUCT_CODE_PATTERN } from './codes';
import { INSTALLMENT_INTEREST_PAYERS, MAX_INSTALLMENTS } from './installments';
import { multilineText, singleLineText } from './text';

/** The product categories (labels live in the i18n resources under products.categories). */
export const PRODUCT_CATEGORY_IDS = [
  'digital-course',
  'ebook',
  'membership',
  'physical-product',
  'service',
  'software',
  'other',
] as const;
export type ProductCategoryId = (typeof PRODUCT_CATEGORY_IDS)[number];

/** Products of the 'Assinatura' category are sold as monthly subscriptions: priced per month, renewed, and
 * their commission may recur. */
export function isRecurringCategory(category: ProductCategoryId | null | undefined): boolean {
  return category === 'membership';
}

export const MAX_PRODUCT_IMAGES = 5;
export const MAX_PRODUCT_VIDEOS = 6;
export const PRODUCT_PAGE_SIZES = [6, 12, 20, 'all'] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 12;

/** The web's name for the code alphabet (its product form checks a typed code against it). */
export const PRODUCT_CODE_ALPHABET = CODE_ALPHABET;
export const productCodeSchema = singleLineText().regex(
  PRODUCT_CODE_PATTERN,
  'validation.product.codeInvalid',
);

export interface ProductLink {
  title: string;
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id of a YouTube watch, embed, shorts or youtu.be link; null for anything else. */
export function extractYoutubeId(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, rest] = url.pathname.split('/');
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') id = rest ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Our own uploaded files are stored as site paths; anything else must be an absolute http(s) URL. */
const OWN_FILE_PATH = /^\/files\/(product-images|product-files)\/[A-Za-z0-9._-]+$/;

export function isValidLinkUrl(value: string): boolean {
  if (OWN_FILE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';
const textOr = (fallback: string, max: number, text: typeof singleLineText = singleLineText) =>
  text()
    .max(max, 'validation.product.tooLong')
    .optional()
    .nullable()
    .transform((v) => (blank(v) ? fallback : (v as string).trim()));
const optionalOrNull = (schema: z.ZodType<string, string>) =>
  singleLineText()
    .optional()
    .nullable()
    .transform((v) => (blank(v) ? null : (v as string).trim()))
    .pipe(schema.nullable());

const linkRow = z.object({
  title: singleLineText().max(200).default(''),
  url: singleLineText().max(2000).default(''),
});

/**
 * The product form, applied on submit: blank rows dropped, defaults for empty texts, at least one valid
 * image, at most 5 images and 6 videos, downloads kept only with title and URL, videos only with a URL.
 * Messages are i18n keys.
 */
export const productInput = z
  .object({
    title: textOr('Produto sem título', 200),
    description: textOr('Sem descrição', 20_000, multilineText),
    instructions: textOr('Sem instruções', 20_000, multilineText),
    category: z
      .enum(PRODUCT_CATEGORY_IDS)
      .or(z.literal(''))
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    email: optionalOrNull(z.email('validation.product.emailInvalid').max(200)),
    phone: optionalOrNull(singleLineText().max(40, 'validation.product.tooLong')),
    productCode: productCodeSchema.optional(),
    imageLinks: z.array(singleLineText().max(2000)).max(50).default([]),
    downloadLinks: z.array(linkRow).max(50).default([]),
    youtubeVideos: z.array(linkRow).max(50).default([]),
    affiliationMode: z.enum(AFFILIATION_MODES).default(DEFAULT_AFFILIATION_MODE),
    attributionWindowDays: z
      .number()
      .int()
      .refine(
        (days) => (ATTRIBUTION_WINDOWS as readonly number[]).includes(days),
        'validation.affiliation.windowInvalid',
      )
      .default(DEFAULT_ATTRIBUTION_WINDOW),
    /** 'Preço e comissão' of the form; absent leaves the saved pricing as it is. */
    pricing: z.lazy(() => productPricingInput).optional(),
  })
  .transform((input) => ({
    ...input,
    imageLinks: input.imageLinks.map((url) => url.trim()).filter((url) => url !== ''),
    downloadLinks: input.downloadLinks
      .map((row) => ({ title: row.title.trim(), url: row.url.trim() }))
      .filter((row) => row.title !== '' && row.url !== ''),
    youtubeVideos: input.youtubeVideos
      .map((row) => ({ title: row.title.trim(), url: row.url.trim() }))
      .filter((row) => row.url !== ''),
  }))
  .superRefine((input, ctx) => {
    if (input.imageLinks.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageLinks'],
        message: 'validation.product.imageRequiredOnSubmit',
      });
    }
    if (input.imageLinks.length > MAX_PRODUCT_IMAGES) {
      ctx.addIssue({ code: 'custom', path: ['imageLinks'], message: 'validation.product.maxImages' });
    }
    input.imageLinks.forEach((url, i) => {
      if (!isValidLinkUrl(url))
        ctx.addIssue({ code: 'custom', path: ['imageLinks', i], message: 'validation.product.urlInvalid' });
    });
    input.downloadLinks.forEach((row, i) => {
      if (!isValidLinkUrl(row.url)) {
        ctx.addIssue({
          code: 'custom',
          path: ['downloadLinks', i, 'url'],
          message: 'validation.product.urlInvalid',
        });
      }
    });
    if (input.youtubeVideos.length > MAX_PRODUCT_VIDEOS) {
      ctx.addIssue({ code: 'custom', path: ['youtubeVideos'], message: 'validation.product.maxVideos' });
    }
    input.youtubeVideos.forEach((row, i) => {
      if (!extractYoutubeId(row.url)) {
        ctx.addIssue({
          code: 'custom',
          path: ['youtubeVideos', i, 'url'],
          message: 'validation.product.youtubeInvalid',
        });
      }
    });
  });
export type ProductInput = z.input<typeof productInput>;
export type NormalizedProduct = z.output<typeof productInput>;

export const productIdInput = z.object({ id: z.uuid('errors.notFound') });
export const productUpdateInput = z.object({ id: z.uuid('errors.notFound'), data: productInput });
export const productListInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z
    .union([z.literal(6), z.literal(12), z.literal(20), z.literal('all')])
    .default(DEFAULT_PRODUCT_PAGE_SIZE),
  search: singleLineText().trim().max(100).default(''),
});
export const productCodeInput = z.object({ productCode: productCodeSchema });

export const COMMISSION_TYPES = ['percentage', 'fixed'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

const pricingFields = z.object({
  priceCents: z
    .number('validation.pricing.priceInvalid')
    .int('validation.pricing.priceInvalid')
    .positive('validation.pricing.pricePositive')
    .max(100_000_000, 'validation.pricing.priceInvalid'),
  commissionType: z.enum(COMMISSION_TYPES),
  commissionValue: z
    .number('validation.pricing.commissionInvalid')
    .int('validation.pricing.commissionInvalid')
    .min(0, 'validation.pricing.commissionNonNegative')
    .max(100_000_000, 'validation.pricing.commissionInvalid'),
  commissionRecurring: z.boolean().default(false),
  /** The most card installments offered, 1 (paid at once only) to 12. */
  maxInstallments: z
    .number('validation.pricing.installmentsInvalid')
    .int('validation.pricing.installmentsInvalid')
    .min(1, 'validation.pricing.installmentsInvalid')
    .max(MAX_INSTALLMENTS, 'validation.pricing.installmentsInvalid')
    .default(1),
  installmentInterest: z.enum(INSTALLMENT_INTEREST_PAYERS).default('buyer'),
});

/** A percentage commission is at most 100% (10 000 basis points). */
function percentageAtMost100(
  input: { commissionType: CommissionType; commissionValue: number },
  ctx: z.RefinementCtx,
) {
  if (input.commissionType === 'percentage' && input.commissionValue > 10_000) {
    ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: 'validation.pricing.percentageMax' });
  }
}

/**
 * A product's price and commission. Money is integer cents; a percentage commission is basis points
 * (10000 = 100%), a fixed one is cents. Saved from the pricing screen, or with the product from its form.
 */
export const productPricingInput = pricingFields.superRefine(percentageAtMost100);
export type ProductPricingInput = z.input<typeof productPricingInput>;

/** The pricing screen's save of one product. */
export const pricingSaveInput = pricingFields
  .extend({ productId: z.uuid('errors.notFound') })
  .superRefine(percentageAtMost100);
export type PricingSaveInput = z.input<typeof pricingSaveInput>;
