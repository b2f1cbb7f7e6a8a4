import {
  BLOG_MAX_TAGS,
  type BlogArticleStatus,
  type BlogCategory,
  blogArticleInput,
  type NormalizedBlogArticle,
} from '@afilia/validators';
import type { ErrorCode } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { normalizeTag } from '../blog-search';
import type { ArticleDetail } from '../blog-types';

/** What the editor holds while an article is written. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  category: BlogCategory | '';
  tags: string[];
  coverImageUrl: string;
  contentHtml: string;
}

export type ArticleField = keyof ArticleFormValues;
/** Field → i18n key of its first problem. */
export type ArticleFieldErrors = Partial<Record<ArticleField, string>>;

export const EMPTY_ARTICLE_VALUES: ArticleFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  category: '',
  tags: [],
  coverImageUrl: '',
  contentHtml: '',
};

export function articleToFormValues(article: ArticleDetail): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    category: article.category as BlogCategory,
    tags: [...article.tags],
    coverImageUrl: article.coverImageUrl ?? '',
    contentHtml: article.contentHtml,
  };
}

/** The field order of the form: the first invalid one gets the focus. */
export const ARTICLE_FIELDS: readonly ArticleField[] = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'coverImageUrl',
  'contentHtml',
];

/** The rich-text editor's HTML for "nothing written" (an empty paragraph) counts as no content. */
export function contentOrEmpty(html: string): string {
  const text = html
    .replace(/<(img|hr)\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? '' : html;
}

export type TagsChange = { tags: string[]; error?: undefined } | { tags: string[]; error: TranslationKey };

/**
 * `text` typed or pasted into the tags field ('vendas, whatsapp'), added to `tags`: each part normalized as the
 * server does, duplicates skipped; an invalid part or one past the limit gives the error to show.
 */
export function addTags(tags: readonly string[], text: string): TagsChange {
  const next = [...tags];
  let error: TranslationKey | undefined;
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const tag = normalizeTag(part);
    if (!tag) {
      error = part.trim().length < 2 ? 'blog.validation.tagMin' : 'blog.validation.tagMax';
      continue;
    }
    if (next.includes(tag)) continue;
    if (next.length >= BLOG_MAX_TAGS) {
      error = 'blog.validation.tagsMax';
      break;
    }
    next.push(tag);
  }
  return error ? { tags: next, error } : { tags: next };
}

export type ArticleValidation =
  | { ok: true; input: NormalizedBlogArticle }
  | { ok: false; errors: ArticleFieldErrors };

/** Field → first message, from issues whose first path element names a field of the form. */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(ARTICLE_FIELDS as readonly string[]).includes(field)) continue;
    const key = field as ArticleField;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The editor's values checked with the server's own schema, for a draft or a publication. */
export function validateArticle(values: ArticleFormValues, status: BlogArticleStatus): ArticleValidation {
  const input = {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    category: values.category,
    tags: values.tags,
    coverImageUrl: values.coverImageUrl,
    contentHtml: contentOrEmpty(values.contentHtml),
    status,
  };
  const parsed = blogArticleInput.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error.issues);
    // The schema checks the content only once the other fields pass: say it with the others.
    if (status === 'published' && input.contentHtml === '')
      errors.contentHtml ??= 'blog.validation.contentRequired' satisfies TranslationKey;
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data };
}

/** Whether the values differ from what was loaded or last saved. */
export function isDirty(values: ArticleFormValues, saved: ArticleFormValues): boolean {
  const comparable = (v: ArticleFormValues) =>
    JSON.stringify({ ...v, contentHtml: contentOrEmpty(v.contentHtml) });
  return comparable(values) !== comparable(saved);
}

/**
 * The server's refusal as field errors: zod issues keyed by path ('title', or 'data.title' for an update) and
 * the empty-content rule; the rest stays a toast.
 */
export function serverFieldErrors(code: ErrorCode, fieldErrors: Record<string, string>): ArticleFieldErrors {
  const issues = Object.entries(fieldErrors).map(([path, message]) => ({
    path: path.split('.').filter((part) => part !== 'data'),
    message,
  }));
  const errors = fieldErrorsFrom(issues);
  if (code === 'errors.blog.contentEmpty')
    errors.contentHtml ??= 'blog.validation.contentRequired' satisfies TranslationKey;
  return errors;
}

/** Which toast a save gets, from the status before and after. */
export function savedToastKey(before: BlogArticleStatus | null, after: BlogArticleStatus): TranslationKey {
  if (after === 'published')
    return before === 'published' ? 'blog.editor.updated' : 'blog.editor.publishedToast';
  return before === 'published' ? 'blog.editor.unpublished' : 'blog.editor.saved';
}
