import {
  ADVISORY_LOCKS,
  and,
  blogArticles,
  type Database,
  inArray,
  lt,
  payouts,
  products,
  profiles,
  type SQL,
  sql,
  storedFiles,
  tryAdvisoryXactLock,
} from '@afilia/db';
import type { StorageBucket } from '../../integrations/storage/storage-driver';
import type { StorageService } from './storage-service';

export const ORPHAN_CLEANUP_LOCK_KEY = ADVISORY_LOCKS.orphanCleanup;
/** An upload gets a day to be attached (a product form left open, a photo not yet saved). */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** Bounds one run; a larger backlog is finished by the next runs. */
const MAX_FILES_PER_RUN = 1000;

export interface OrphanCleanupReport {
  ran: boolean;
  deleted: number;
}

/**
 * Whether `text` mentions the stored file's path. A substring match (not equality) also counts absolute
 * or signed URLs pasted into a link, so a file is never deleted while anything could still point at it.
 */
function mentions(text: SQL | typeof profiles.avatarUrl): SQL {
  return sql`strpos(${text}, '/files/' || ${storedFiles.bucket} || '/' || ${storedFiles.key}) > 0`;
}

/**
 * Every place that references an uploaded file: a product's images and downloads (JSONB lists of
 * `/files/<bucket>/<key>` paths), a profile photo, a payout's proof of payment (by id), and a blog article's
 * cover or an image in its HTML.
 */
const isReferenced = sql`(
  exists (
    select 1 from ${products}
    where ${mentions(sql`${products.imageLinks}::text`)} or ${mentions(sql`${products.downloadLinks}::text`)}
  )
  or exists (select 1 from ${profiles} where ${mentions(profiles.avatarUrl)})
  or exists (select 1 from ${payouts} where ${payouts.proofFileId} = ${storedFiles.id})
  or exists (
    select 1 from ${blogArticles}
    where ${mentions(sql`${blogArticles.coverImageUrl}`)} or ${mentions(sql`${blogArticles.contentHtml}`)}
  )
)`;

/**
 * The scheduled storage clean-up: deletes the files uploaded more than a day ago that nothing references,
 * first their rows (in one transaction, under an advisory lock so one server instance runs it at a time),
 * then their bytes. A byte deletion that fails is logged and only leaves an untracked object.
 */
export async function deleteOrphanFiles(
  db: Database,
  storage: StorageService,
  now = new Date(),
): Promise<OrphanCleanupReport> {
  const report: OrphanCleanupReport = { ran: false, deleted: 0 };
  let removed: { bucket: StorageBucket; key: string }[] = [];
  await db.transaction(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, ORPHAN_CLEANUP_LOCK_KEY))) return;
    report.ran = true;
    const cutoff = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
    const candidates = tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(lt(storedFiles.createdAt, cutoff), sql`not ${isReferenced}`))
      .limit(MAX_FILES_PER_RUN);
    removed = await tx
      .delete(storedFiles)
      .where(inArray(storedFiles.id, candidates))
      .returning({ bucket: storedFiles.bucket, key: storedFiles.key });
  });
  await storage.removeObjects(removed);
  report.deleted = removed.length;
  return report;
}
