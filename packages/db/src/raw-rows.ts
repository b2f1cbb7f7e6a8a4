/** The rows of a raw `db.execute()` result: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export function rawRows(result: unknown): unknown[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  return [];
}
