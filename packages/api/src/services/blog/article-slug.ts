import { and, blogArticles, type DbOrTx, eq, ne, or, sql } from '@afilia/db';
import { RESERVED_BLOG_SLUGS, slugify } from '@afilia/validators';
import { AppError, isUniqueViolation } from '../../errors';

/** A title with nothing to make a slug from (only symbols or emoji) gives this. */
export const FALLBACK_SLUG = 'artigo';
const ATTEMPTS = 6;

/** The slug an article wants: the one asked for, else its title's (`slugify`), else 'artigo'. */
export function baseSlug(requested: string | null, title: string): string {
  return requested || slugify(title) || FALLBACK_SLUG;
}

/**
 * The first free slug of `base`, `base-2`, `base-3`, …: one query for the taken ones (`base` and `base-N`;
 * a slug has no LIKE wildcards). The article `exceptId` (being updated) does not count as taking one.
 */
export async function freeSlug(db: DbOrTx, base: string, exceptId: string | null): Promise<string> {
  const rows = await db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(
      and(
        or(eq(blogArticles.slug, base), sql`${blogArticles.slug} like ${`${base}-%`}`),
        exceptId ? ne(blogArticles.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base) && !RESERVED_BLOG_SLUGS.includes(base)) return base;
  let highest = 1;
  const suffixed = new RegExp(`^${base}-(\\d{1,9})$`);
  for (const slug of taken) {
    const match = suffixed.exec(slug);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${base}-${highest + 1}`;
}

/**
 * Runs `write` with a free slug, again with the next free one when another writer took it in between (the
 * unique index decides). `write` runs its own transaction, so a retry starts clean.
 */
export async function withFreeSlug<T>(
  db: DbOrTx,
  base: string,
  exceptId: string | null,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const slug = await freeSlug(db, base, exceptId);
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('errors.internal');
}
