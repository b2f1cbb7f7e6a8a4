import { blogArticles, type Database, eq } from '@afilia/db';
import type { NormalizedBlogArticle } from '@afilia/validators';
import { AppError } from '../../errors';
import type { Actor } from '../auth/resolve-actor';
import { type BlogArticleDetail, summarizeText, toArticleDetail } from './article-dto';
import { baseSlug, withFreeSlug } from './article-slug';
import { articleText, hasVisibleContent, sanitizeArticleHtml } from './sanitize-article-html';

export interface SaveArticleOptions {
  /** The app's origin: absolute links to it are not marked external. */
  siteOrigin?: string;
}

/** The byline of an author without a name: an email is never shown on a public page. */
const DEFAULT_AUTHOR_NAME = 'Equipe Afilia';

export function authorNameOf(actor: Pick<Actor, 'profile'>): string {
  return actor.profile.fullName?.trim() || DEFAULT_AUTHOR_NAME;
}

/**
 * The columns an editor's input sets, with the HTML sanitized (the allowlist) and the excerpt made from the
 * article's text when the author wrote none. A published article must show something once sanitized.
 */
function contentColumns(input: NormalizedBlogArticle, options: SaveArticleOptions) {
  const contentHtml = sanitizeArticleHtml(
    input.contentHtml,
    options.siteOrigin ? { siteOrigin: options.siteOrigin } : {},
  );
  if (input.status === 'published' && !hasVisibleContent(contentHtml))
    throw new AppError('errors.blog.contentEmpty');
  return {
    title: input.title,
    excerpt: input.excerpt || summarizeText(articleText(contentHtml)),
    contentHtml,
    category: input.category,
    tags: input.tags,
    coverImageUrl: input.coverImageUrl,
    status: input.status,
  };
}

/** A new article by the actor, under a free slug (its own, or its title's); published now if so asked. */
export async function createArticle(
  db: Database,
  actor: Actor,
  input: NormalizedBlogArticle,
  options: SaveArticleOptions = {},
): Promise<BlogArticleDetail> {
  const columns = contentColumns(input, options);
  const now = new Date();
  const row = await withFreeSlug(db, baseSlug(input.slug, input.title), null, async (slug) => {
    const [inserted] = await db
      .insert(blogArticles)
      .values({
        ...columns,
        slug,
        authorId: actor.id,
        authorName: authorNameOf(actor),
        publishedAt: input.status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('blog article insert returned no row');
    return inserted;
  });
  return toArticleDetail(row);
}

/**
 * Saves an article. Its slug changes only when the editor asks for another one (a link shared before keeps
 * working otherwise); `publishedAt` is set on the first publication and kept afterwards.
 */
export async function updateArticle(
  db: Database,
  id: string,
  input: NormalizedBlogArticle,
  options: SaveArticleOptions = {},
): Promise<BlogArticleDetail> {
  const columns = contentColumns(input, options);
  const [current] = await db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(eq(blogArticles.id, id));
  if (!current) throw new AppError('errors.blog.notFound');
  const wanted = input.slug ?? current.slug;
  const row = await withFreeSlug(db, wanted, id, (slug) =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ publishedAt: blogArticles.publishedAt })
        .from(blogArticles)
        .where(eq(blogArticles.id, id))
        .for('update');
      if (!existing) throw new AppError('errors.blog.notFound');
      const now = new Date();
      const [updated] = await tx
        .update(blogArticles)
        .set({
          ...columns,
          slug,
          publishedAt: existing.publishedAt ?? (input.status === 'published' ? now : null),
          updatedAt: now,
        })
        .where(eq(blogArticles.id, id))
        .returning();
      if (!updated) throw new AppError('errors.blog.notFound');
      return updated;
    }),
  );
  return toArticleDetail(row);
}
