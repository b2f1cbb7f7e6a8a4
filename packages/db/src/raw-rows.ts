/** The rows of a raw `db.execute()` result, from either driver (postgres.js answers an array, PGlite `{ rows }`). */
export function rawRows(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  return [];
}
