import { asc, blogArticles, type DbOrTx, desc, sql } from '@afilia/db';
import { isPublished } from './article-filters';

export interface BlogTagCount {
  tag: string;
  /** Published articles carrying it. */
  count: number;
}

/** The tags of the published articles, most used first (then alphabetically): the list's tag filter. */
export async function listArticleTags(db: DbOrTx): Promise<BlogTagCount[]> {
  const tags = db
    .select({ tag: sql<string>`unnest(${blogArticles.tags})`.as('tag') })
    .from(blogArticles)
    .where(isPublished)
    .as('tags');
  const articles = sql<number>`count(*)::int`;
  return db
    .select({ tag: tags.tag, count: articles })
    .from(tags)
    .groupBy(tags.tag)
    .orderBy(desc(articles), asc(tags.tag));
}
