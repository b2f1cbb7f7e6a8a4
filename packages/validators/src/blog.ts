import { z } from 'zod';
import {
  BLOG_ARTICLE_STATUSES,
  BLOG_CATEGORIES,
  BLOG_COMMENT_MAX,
  BLOG_COMMENT_MIN,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_LIST_TABS,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MAX_TAGS,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX,
  BLOG_SLUG_MAX,
  BLOG_TAG_MAX,
  BLOG_TAG_MIN,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MIN,
} from './blog-constants';
import { multilineText, singleLineText } from './text';

export * from './blog-constants';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An URL slug of `text`: lowercase ASCII letters and digits separated by single hyphens, accents stripped
 * ('Ação & Reação' → 'acao-reacao'), at most BLOG_SLUG_MAX characters cut at a hyphen; '' when nothing is left.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= BLOG_SLUG_MAX) return slug;
  const cut = slug.slice(0, BLOG_SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > BLOG_SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

export function isBlogSlug(value: string): boolean {
  return value.length <= BLOG_SLUG_MAX && SLUG_PATTERN.test(value);
}

/** An uploaded public image (the product-images bucket), as the upload route returns its path. */
const OWN_IMAGE_PATH = /^\/files\/product-images\/[A-Za-z0-9._-]+$/;

/** A cover image: an absolute https URL, or one of our own uploaded images (`/files/product-images/…`). */
export function isValidCoverImageUrl(value: string): boolean {
  if (OWN_IMAGE_PATH.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const blank = (value: string | null | undefined): value is '' | null | undefined =>
  !value || value.trim() === '';

/** A tag: trimmed, lowercased, inner whitespace collapsed; 2–30 characters. */
export const blogTagSchema = singleLineText()
  .transform((value) => value.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(z.string().min(BLOG_TAG_MIN, 'blog.validation.tagMin').max(BLOG_TAG_MAX, 'blog.validation.tagMax'));

/**
 * An article as the editor submits it. The slug, when given, is normalized with `slugify` (an empty one is
 * generated from the title on the server, which also makes it unique); tags are lowercased and deduplicated;
 * the HTML is sanitized on the server. A published article needs some content.
 */
export const blogArticleInput = z
  .object({
    title: singleLineText()
      .trim()
      .min(BLOG_TITLE_MIN, 'blog.validation.titleMin')
      .max(BLOG_TITLE_MAX, 'blog.validation.titleMax'),
    slug: singleLineText()
      .max(BLOG_SLUG_MAX * 2, 'blog.validation.slugMax')
      .optional()
      .nullable()
      .transform((value) => (blank(value) ? null : slugify(value) || null)),
    excerpt: multilineText()
      .trim()
      .max(BLOG_EXCERPT_MAX, 'blog.validation.excerptMax')
      .optional()
      .nullable()
      .transform((value) => value ?? ''),
    contentHtml: multilineText().max(BLOG_CONTENT_MAX, 'blog.validation.contentMax').default(''),
    category: z.enum(BLOG_CATEGORIES, 'blog.validation.categoryInvalid'),
    tags: z
      .array(blogTagSchema)
      .max(BLOG_MAX_TAGS * 2, 'blog.validation.tagsMax')
      .default([])
      .transform((tags) => [...new Set(tags)])
      .refine((tags) => tags.length <= BLOG_MAX_TAGS, 'blog.validation.tagsMax'),
    coverImageUrl: singleLineText()
      .max(2000, 'blog.validation.coverInvalid')
      .optional()
      .nullable()
      .transform((value) => (blank(value) ? null : value.trim()))
      .refine((value) => value === null || isValidCoverImageUrl(value), 'blog.validation.coverInvalid'),
    status: z.enum(BLOG_ARTICLE_STATUSES, 'blog.validation.statusInvalid').default('draft'),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'published' && input.contentHtml.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['contentHtml'], message: 'blog.validation.contentRequired' });
  });
export type BlogArticleInput = z.input<typeof blogArticleInput>;
export type NormalizedBlogArticle = z.output<typeof blogArticleInput>;

export const blogArticleIdInput = z.object({ id: z.uuid('errors.blog.notFound') });
export type BlogArticleIdInput = z.input<typeof blogArticleIdInput>;

export const blogArticleUpdateInput = z.object({
  id: z.uuid('errors.blog.notFound'),
  data: blogArticleInput,
});
export type BlogArticleUpdateInput = z.input<typeof blogArticleUpdateInput>;

/** An article by its id or by its slug (the page's URL is /blog/{slug}; an old /blog/{id} link still works). */
export const blogArticleRefInput = z.object({
  idOrSlug: singleLineText()
    .trim()
    .toLowerCase()
    .min(1, 'errors.blog.notFound')
    .max(BLOG_SLUG_MAX * 2, 'errors.blog.notFound'),
});
export type BlogArticleRefInput = z.input<typeof blogArticleRefInput>;

/**
 * The blog list: the published tab (anyone) or the manage tab (admins: drafts too); a search in the title and
 * the excerpt, a tag and a category filter; pages of BLOG_PAGE_SIZE.
 */
export const blogListInput = z.object({
  tab: z.enum(BLOG_LIST_TABS).default('published'),
  search: singleLineText()
    .trim()
    .max(BLOG_SEARCH_MAX, 'blog.validation.searchMax')
    .optional()
    .transform((value) => value ?? ''),
  tag: singleLineText()
    .optional()
    .nullable()
    .transform((value) => (blank(value) ? null : value))
    .pipe(blogTagSchema.nullable()),
  category: z.enum(BLOG_CATEGORIES, 'blog.validation.categoryInvalid').optional().nullable(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type BlogListInput = z.input<typeof blogListInput>;

export const blogCommentInput = z.object({
  articleId: z.uuid('errors.blog.notFound'),
  body: multilineText()
    .trim()
    .min(BLOG_COMMENT_MIN, 'blog.validation.commentMin')
    .max(BLOG_COMMENT_MAX, 'blog.validation.commentMax'),
});
export type BlogCommentInput = z.input<typeof blogCommentInput>;

export const blogCommentsInput = z.object({ articleId: z.uuid('errors.blog.notFound') });
export type BlogCommentsInput = z.input<typeof blogCommentsInput>;

export const blogCommentIdInput = z.object({ commentId: z.uuid('errors.blog.commentNotFound') });
export type BlogCommentIdInput = z.input<typeof blogCommentIdInput>;

export const BLOG_PENDING_PAGE_SIZE = 20;
export const blogPendingCommentsInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
});
export type BlogPendingCommentsInput = z.input<typeof blogPendingCommentsInput>;
