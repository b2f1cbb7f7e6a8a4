import {
  AFFILIATION_MODES,
  type AffiliationMode,
  ATTRIBUTION_WINDOWS,
  type AttributionWindow,
  DEFAULT_AFFILIATION_MODE,
  DEFAULT_ATTRIBUTION_WINDOW,
  MAX_INSTALLMENTS,
  PRODUCT_CATEGORY_IDS,
  type ProductCategoryId,
  type ProductInput,
  type ProductLink,
  productInput,
} from '@afilia/validators';
import {
  type PricingFormValues,
  pricingFormValues,
  pricingInputOf,
  type SavedPricing,
} from '@/features/pricing';
import type { TranslationKey } from '@/lib/i18n-keys';

/** One image row of the form (react-hook-form field arrays need objects). */
export interface ImageRow {
  url: string;
}

/** The product form as the user edits it: every row kept, blanks included. */
export interface ProductFormValues {
  title: string;
  description: string;
  category: ProductCategoryId | '';
  email: string;
  phone: string;
  instructions: string;
  imageLinks: ImageRow[];
  downloadLinks: ProductLink[];
  youtubeVideos: ProductLink[];
  /** Who may affiliate to the product (section 'Afiliação'). */
  affiliationMode: AffiliationMode;
  /** Days a click through a reseller's link keeps attributing a sale to them. */
  attributionWindowDays: AttributionWindow;
  /** 'Preço e comissão', as typed (pt-BR amounts); left blank, the saved pricing is not touched. */
  pricing: PricingFormValues;
}

/** The tabs of the form, and the field arrays they hold. */
export type ProductFormTab = 'images' | 'downloads' | 'videos';

/** The product fields this form reads (a subset of the `products.get` answer). */
export interface ProductFields {
  title: string;
  description: string;
  category: ProductCategoryId | null;
  email: string | null;
  phone: string | null;
  instructions: string;
  imageLinks: string[];
  downloadLinks: ProductLink[];
  youtubeVideos: ProductLink[];
  affiliationMode: AffiliationMode;
  attributionWindowDays: number;
  pricing?: SavedPricing | null;
}

const blankLink = (): ProductLink => ({ title: '', url: '' });

/** A new product: empty texts and one blank row in each tab. */
export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    description: '',
    category: '',
    email: '',
    phone: '',
    instructions: '',
    imageLinks: [{ url: '' }],
    downloadLinks: [blankLink()],
    youtubeVideos: [blankLink()],
    affiliationMode: DEFAULT_AFFILIATION_MODE,
    attributionWindowDays: DEFAULT_ATTRIBUTION_WINDOW,
    pricing: pricingFormValues(null),
  };
}

/** One of the offered attribution windows; anything else (an old draft, a bad value) falls back to 60 days. */
export function toAttributionWindow(value: unknown): AttributionWindow {
  return ATTRIBUTION_WINDOWS.find((days) => days === value) ?? DEFAULT_ATTRIBUTION_WINDOW;
}

/** One of the affiliation modes; anything else falls back to 'referred' (only the producer's resellers). */
export function toAffiliationMode(value: unknown): AffiliationMode {
  return AFFILIATION_MODES.find((mode) => mode === value) ?? DEFAULT_AFFILIATION_MODE;
}

/** The form values of a saved product; each tab keeps at least one (blank) row. */
export function productToFormValues(product: ProductFields): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    category: product.category ?? '',
    email: product.email ?? '',
    phone: product.phone ?? '',
    instructions: product.instructions,
    imageLinks: product.imageLinks.length > 0 ? product.imageLinks.map((url) => ({ url })) : [{ url: '' }],
    downloadLinks:
      product.downloadLinks.length > 0
        ? product.downloadLinks.map((row) => ({ title: row.title, url: row.url }))
        : [blankLink()],
    youtubeVideos:
      product.youtubeVideos.length > 0
        ? product.youtubeVideos.map((row) => ({ title: row.title, url: row.url }))
        : [blankLink()],
    affiliationMode: toAffiliationMode(product.affiliationMode),
    attributionWindowDays: toAttributionWindow(product.attributionWindowDays),
    pricing: pricingFormValues(product.pricing ?? null),
  };
}

/**
 * The pricing to send with the product: none while both the price and the commission are blank (the saved
 * pricing, if any, stays), else both parsed (a blank or malformed amount fails the schema with its message).
 */
function productPricingInputOf(pricing: PricingFormValues): ProductInput['pricing'] {
  if (pricing.price.trim() === '' && pricing.commissionValue.trim() === '') return undefined;
  return pricingInputOf(pricing);
}

/** What the form sends to `products.create` / `products.update`; the shared schema normalizes it. */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    title: values.title,
    description: values.description,
    instructions: values.instructions,
    category: values.category,
    email: values.email,
    phone: values.phone,
    imageLinks: values.imageLinks.map((row) => row.url),
    downloadLinks: values.downloadLinks.map((row) => ({ title: row.title, url: row.url })),
    youtubeVideos: values.youtubeVideos.map((row) => ({ title: row.title, url: row.url })),
    affiliationMode: values.affiliationMode,
    attributionWindowDays: values.attributionWindowDays,
    pricing: productPricingInputOf(values.pricing),
  };
}

/**
 * The form rows the schema keeps after dropping blanks: images with a URL, downloads with
 * both title and URL, videos with a URL. The schema's issues index these kept rows.
 */
export function keptRows(values: ProductFormValues): Record<ProductFormTab, number[]> {
  const indices = <T>(rows: T[], keep: (row: T) => boolean) =>
    rows.flatMap((row, index) => (keep(row) ? [index] : []));
  return {
    images: indices(values.imageLinks, (row) => row.url.trim() !== ''),
    downloads: indices(values.downloadLinks, (row) => row.title.trim() !== '' && row.url.trim() !== ''),
    videos: indices(values.youtubeVideos, (row) => row.url.trim() !== ''),
  };
}

const ARRAY_TABS: Record<string, ProductFormTab> = {
  imageLinks: 'images',
  downloadLinks: 'downloads',
  youtubeVideos: 'videos',
};

/** Messages the schema adds after dropping blank rows, so their row index counts kept rows only. */
const KEPT_ROW_MESSAGES = new Set<string>([
  'validation.product.urlInvalid',
  'validation.product.youtubeInvalid',
] satisfies TranslationKey[]);

/** The schema's message for a product without any image (the images tab's error). */
export const IMAGE_REQUIRED_ON_SUBMIT = 'validation.product.imageRequiredOnSubmit' satisfies TranslationKey;

/** Form-level problems that belong to a whole tab rather than one field. */
export interface ProductFormErrors {
  /** Form field path (e.g. `imageLinks.2.url`, `email`) → i18n key. */
  fields: Record<string, string>;
  /** Problems of a whole tab (no images, too many videos) → i18n key. */
  tabs: Partial<Record<ProductFormTab, string>>;
}

function translatableMessage(message: string): string {
  return message.startsWith('validation.') || message.startsWith('errors.')
    ? message
    : ('validation.product.tooLong' satisfies TranslationKey);
}

/**
 * Maps one schema or server issue (path like `imageLinks.0`, `data.youtubeVideos.1.url`, `email`) onto the
 * form: the field it belongs to, or the tab for list-wide problems. Unknown paths are ignored.
 */
export function addIssue(
  errors: ProductFormErrors,
  rawPath: string,
  rawMessage: string,
  values: ProductFormValues,
): void {
  const message = translatableMessage(rawMessage);
  const parts = rawPath.split('.').filter((part) => part !== '');
  if (parts[0] === 'data') parts.shift();
  const [head, indexText, leaf] = parts;
  if (!head) return;
  if (head === 'pricing') {
    const field = indexText === 'priceCents' ? 'pricing.price' : 'pricing.commissionValue';
    if (!(field in errors.fields)) errors.fields[field] = message;
    return;
  }
  const tab = ARRAY_TABS[head];
  if (!tab) {
    if (head in values && !(head in errors.fields)) errors.fields[head] = message;
    return;
  }
  if (indexText === undefined || !/^\d+$/.test(indexText)) {
    if (!errors.tabs[tab]) errors.tabs[tab] = message;
    return;
  }
  const index = Number(indexText);
  const row = KEPT_ROW_MESSAGES.has(message) ? keptRows(values)[tab][index] : index;
  if (row === undefined) return;
  const field = tab === 'images' ? 'url' : leaf === 'title' ? 'title' : 'url';
  const path = `${head}.${row}.${field}`;
  if (!(path in errors.fields)) errors.fields[path] = message;
}

/** The tab a form field path lives in, if any. */
export function tabOfField(path: string): ProductFormTab | null {
  return ARRAY_TABS[path.split('.')[0] ?? ''] ?? null;
}

export type ProductFormCheck =
  | { ok: true; input: ProductInput }
  | { ok: false; errors: ProductFormErrors; firstTab: ProductFormTab | null };

/**
 * The form checked with the shared schema: blank rows dropped, at least one valid image, at most 5 images and
 * 6 videos, valid URLs and e-mail. With no image left the images tab gets 'Pelo menos uma imagem é
 * obrigatória para o produto.' and the first image row 'Pelo menos uma imagem é obrigatória'.
 */
export function checkProductForm(values: ProductFormValues): ProductFormCheck {
  const input = toProductInput(values);
  const result = productInput.safeParse(input);
  if (result.success) return { ok: true, input };
  const errors: ProductFormErrors = { fields: {}, tabs: {} };
  for (const issue of result.error.issues)
    addIssue(errors, issue.path.map(String).join('.'), issue.message, values);
  if (errors.tabs.images === IMAGE_REQUIRED_ON_SUBMIT) {
    errors.fields['imageLinks.0.url'] ??= 'validation.product.imageRequired' satisfies TranslationKey;
  }
  return { ok: false, errors, firstTab: firstErrorTab(errors) };
}

/** The tab to show for a set of errors: none when a product-info field is wrong, else the first tab at fault. */
export function firstErrorTab(errors: ProductFormErrors): ProductFormTab | null {
  const fieldPaths = Object.keys(errors.fields);
  if (fieldPaths.some((path) => tabOfField(path) === null)) return null;
  const order: ProductFormTab[] = ['images', 'downloads', 'videos'];
  return order.find((tab) => errors.tabs[tab] || fieldPaths.some((path) => tabOfField(path) === tab)) ?? null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function rows<T>(value: unknown, read: (row: Record<string, unknown>) => T, fallback: () => T): T[] {
  const list = Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
  const parsed = list.slice(0, 50).map(read);
  return parsed.length > 0 ? parsed : [fallback()];
}

/** Reads form values from untrusted JSON (a stored draft); null when it is not a form at all. */
export function parseFormValues(value: unknown): ProductFormValues | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const category = PRODUCT_CATEGORY_IDS.find((id) => id === raw.category) ?? '';
  return {
    title: text(raw.title),
    description: text(raw.description),
    category,
    email: text(raw.email),
    phone: text(raw.phone),
    instructions: text(raw.instructions),
    imageLinks: rows(
      raw.imageLinks,
      (row) => ({ url: text(row.url) }),
      () => ({ url: '' }),
    ),
    downloadLinks: rows(
      raw.downloadLinks,
      (row) => ({ title: text(row.title), url: text(row.url) }),
      blankLink,
    ),
    youtubeVideos: rows(
      raw.youtubeVideos,
      (row) => ({ title: text(row.title), url: text(row.url) }),
      blankLink,
    ),
    affiliationMode: toAffiliationMode(raw.affiliationMode),
    attributionWindowDays: toAttributionWindow(raw.attributionWindowDays),
    pricing: parsePricingValues(raw.pricing),
  };
}

/**
 * The pricing of a stored draft; a draft from before the form had prices starts them blank, and one from
 * before it had installments starts with the new product's defaults.
 */
function parsePricingValues(value: unknown): PricingFormValues {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const defaults = pricingFormValues(null);
  const max = raw.maxInstallments;
  return {
    price: text(raw.price),
    commissionType: raw.commissionType === 'fixed' ? 'fixed' : 'percentage',
    commissionValue: text(raw.commissionValue),
    commissionRecurring: raw.commissionRecurring === true,
    maxInstallments:
      typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= MAX_INSTALLMENTS
        ? max
        : defaults.maxInstallments,
    installmentInterest: raw.installmentInterest === 'producer' ? 'producer' : defaults.installmentInterest,
  };
}

/** Same content, field by field and row by row (what "unsaved changes" compares). */
export function sameFormValues(a: ProductFormValues, b: ProductFormValues): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(values: ProductFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    email: values.email,
    phone: values.phone,
    instructions: values.instructions,
    imageLinks: values.imageLinks.map((row) => row.url),
    downloadLinks: values.downloadLinks.map((row) => [row.title, row.url]),
    youtubeVideos: values.youtubeVideos.map((row) => [row.title, row.url]),
    affiliationMode: values.affiliationMode,
    attributionWindowDays: values.attributionWindowDays,
    pricing: values.pricing,
  };
}
