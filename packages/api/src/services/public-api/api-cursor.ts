import { type AnyColumn, type Bind, inline, type SQL, sql } from '@afilia/db';
import { AppError } from '../../errors';

/**
 * Keyset pagination over (created_at desc, id desc): the cursor is the last row's time and id, base64url,
 * so a page costs an index range whatever its depth, and rows added meanwhile never shift a page.
 */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor that is not one of ours is a 400, never a 500. */
export function decodeCursor(cursor: string | undefined): CursorPosition | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [time, id, ...rest] = text.split('|');
  const createdAt = new Date(time ?? '');
  if (rest.length > 0 || !id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError('errors.api.invalidCursor');
  return { createdAt, id };
}

/**
 * Rows after the cursor in (created_at desc, id desc) order, as one row comparison: PostgreSQL reads it as a
 * range of the (…, created_at desc, id desc) index, where the equivalent OR of two conditions is a filter.
 */
export function afterCursor(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: CursorPosition | null,
  bind: Bind = inline,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${bind('cursorCreatedAt', cursor.createdAt.toISOString())}::timestamptz, ${bind('cursorId', cursor.id)}::uuid)`;
}

/** One page of `limit` rows out of `limit + 1` fetched, with the cursor of the next one (null at the end). */
export function pageOf<TRow extends { createdAt: Date; id: string }, TOut>(
  rows: TRow[],
  limit: number,
  map: (row: TRow) => TOut,
): { data: TOut[]; next_cursor: string | null; has_more: boolean } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    data: page.map(map),
    next_cursor: hasMore && last ? encodeCursor(last) : null,
    has_more: hasMore,
  };
}
