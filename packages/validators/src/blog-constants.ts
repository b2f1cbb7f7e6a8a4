/**
 * The blog's constants, without zod: the web app's public blog pages read them (categories, page size, limits)
 * and should not load the schema library for that. blog.ts re-exports them with the schemas.
 */
export const BLOG_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type BlogArticleStatus = (typeof BLOG_ARTICLE_STATUSES)[number];

/** A comment waits for an admin's approval before it is shown; a removed comment is deleted. */
export const BLOG_COMMENT_STATUSES = ['pending', 'approved'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

/** The blog's categories (labels in the i18n resources under blog.categories). */
export const BLOG_CATEGORIES = ['estrategia', 'afiliados', 'marketing', 'vendas', 'ferramentas'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The blog page's tabs: the published articles, and (admins) every article, drafts included. */
export const BLOG_LIST_TABS = ['published', 'manage'] as const;
export type BlogListTab = (typeof BLOG_LIST_TABS)[number];

export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 48;
export const BLOG_TITLE_MIN = 3;
export const BLOG_TITLE_MAX = 160;
export const BLOG_SLUG_MAX = 100;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MAX = 200_000;
export const BLOG_MAX_TAGS = 8;
export const BLOG_TAG_MIN = 2;
export const BLOG_TAG_MAX = 30;
export const BLOG_SEARCH_MAX = 120;
export const BLOG_COMMENT_MIN = 2;
export const BLOG_COMMENT_MAX = 2000;
/** The article page shows at most this many related articles. */
export const BLOG_RELATED_MAX = 3;
/** What a duplicate's title gets (toast 'Artigo duplicado com sucesso'; the title gets ' (Cópia)'). */
export const BLOG_COPY_SUFFIX = ' (Cópia)';

/**
 * Slugs the web app may use for pages of its own under /blog/ (a static route wins over /blog/$slug, which
 * would hide such an article); a title that slugifies to one of them gets a suffix.
 */
export const RESERVED_BLOG_SLUGS: readonly string[] = [
  'novo',
  'new',
  'editar',
  'edit',
  'gerenciar',
  'manage',
  'rss',
  'feed',
  'tag',
  'tags',
  'categoria',
  'category',
  'pagina',
  'page',
];
