import { blogArticles, type Database, eq } from '@afilia/db';
import { BLOG_COPY_SUFFIX, BLOG_TITLE_MAX, slugify } from '@afilia/validators';
import { AppError } from '../../errors';
import type { Actor } from '../auth/resolve-actor';
import { type BlogArticleDetail, toArticleDetail } from './article-dto';
import { FALLBACK_SLUG, withFreeSlug } from './article-slug';
import { authorNameOf } from './save-article';

/** The copy's title: the original's with ' (Cópia)', the original cut so that the whole fits the title limit. */
export function copyTitle(title: string): string {
  const room = BLOG_TITLE_MAX - BLOG_COPY_SUFFIX.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${BLOG_COPY_SUFFIX}`;
}

/**
 * 'Artigo duplicado com sucesso': a draft copy by the actor, titled with ' (Cópia)', under a new free slug
 * (the copy's title's), with the content, category, tags and cover of the original.
 */
export async function duplicateArticle(db: Database, actor: Actor, id: string): Promise<BlogArticleDetail> {
  const [source] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
  if (!source) throw new AppError('errors.blog.notFound');
  const title = copyTitle(source.title);
  const row = await withFreeSlug(db, slugify(title) || FALLBACK_SLUG, null, async (slug) => {
    const now = new Date();
    const [inserted] = await db
      .insert(blogArticles)
      .values({
        slug,
        title,
        excerpt: source.excerpt,
        contentHtml: source.contentHtml,
        category: source.category,
        tags: source.tags,
        coverImageUrl: source.coverImageUrl,
        authorId: actor.id,
        authorName: authorNameOf(actor),
        status: 'draft',
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('blog article insert returned no row');
    return inserted;
  });
  return toArticleDetail(row);
}

/** 'Artigo excluído com sucesso': the article and its comments (the foreign key cascades, in one statement). */
export async function deleteArticle(db: Database, id: string): Promise<{ ok: true }> {
  const deleted = await db
    .delete(blogArticles)
    .where(eq(blogArticles.id, id))
    .returning({ id: blogArticles.id });
  if (deleted.length === 0) throw new AppError('errors.blog.notFound');
  return { ok: true };
}
