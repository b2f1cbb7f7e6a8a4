import { BLOG_ARTICLE_STATUSES, BLOG_COMMENT_STATUSES } from '@afilia/validators';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A blog article. `contentHtml` is stored already sanitized (the server's allowlist), so every reader, the
 * server-rendered page, the RSS feed and the browser, gets the same safe HTML.
 */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** An uploaded image's public URL or an external https URL. */
    coverImageUrl: text('cover_image_url'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when written, so an article keeps its byline after the account is gone. */
    authorName: text('author_name').notNull(),
    status: text('status', { enum: BLOG_ARTICLE_STATUSES }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_articles_slug_idx').on(t.slug),
    index('blog_articles_status_published_idx').on(
      t.status,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blog_articles_tags_idx').using('gin', t.tags),
  ],
);

/** A signed-in user's comment; shown once an admin approves it (a removed comment is deleted). */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: BLOG_COMMENT_STATUSES }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_comments_article_idx').on(t.articleId, t.status, t.createdAt),
    index('blog_comments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
