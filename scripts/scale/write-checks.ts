// After each phase: the rows the load's answers promise against the rows the database and S3 hold.
import type postgres from 'postgres';
import type { LoadResult } from './load';

export interface RowCounts {
  sales: number;
  salesWithoutCommission: number;
  clicks: number;
  uploads: number;
}

export async function countRows(sql: postgres.Sql): Promise<RowCounts> {
  const [row] = await sql<{ sales: string; orphan_sales: string; clicks: string; uploads: string }[]>`
    select
      (select count(*) from sales) as sales,
      (select count(*) from sales s
        where s.affiliation_id is not null and s.status = 'paid'
          and not exists (select 1 from commissions c where c.sale_id = s.id)) as orphan_sales,
      (select count(*) from affiliate_clicks) as clicks,
      (select count(*) from stored_files) as uploads`;
  return {
    sales: Number(row?.sales ?? 0),
    salesWithoutCommission: Number(row?.orphan_sales ?? 0),
    clicks: Number(row?.clicks ?? 0),
    uploads: Number(row?.uploads ?? 0),
  };
}

/** Every answered checkout has exactly one sale; every answered upload has its row and its S3 object. */
export async function verifyWrites(
  sql: postgres.Sql,
  s3: { endpoint: string; bucket: string },
  load: LoadResult,
): Promise<string> {
  const notes: string[] = [];
  const answered = load.checkoutKeysAnswered;
  const [sales] = await sql<{ n: string; distinct_keys: string }[]>`
    select count(*) as n, count(distinct idempotency_key) as distinct_keys
    from sales where idempotency_key = any(${answered})`;
  if (Number(sales?.n) !== answered.length || Number(sales?.distinct_keys) !== answered.length)
    notes.push(
      `answered checkouts ${answered.length}, their sales rows ${sales?.n} (distinct keys ${sales?.distinct_keys})`,
    );
  const unanswered = load.checkoutKeysUnanswered;
  if (unanswered.length > 0) {
    const [made] = await sql<
      { n: string }[]
    >`select count(*) as n from sales where idempotency_key = any(${unanswered})`;
    notes.push(`${unanswered.length} checkouts never answered (${made?.n} of them made a sale)`);
  }
  const keys = load.uploadKeys;
  const uploadRows = await sql<{ key: string }[]>`select key from stored_files where key = any(${keys})`;
  if (uploadRows.length !== keys.length)
    notes.push(`answered uploads ${keys.length}, rows ${uploadRows.length}`);
  const [allRows] = await sql<
    { keys: string[] }[]
  >`select coalesce(array_agg(bucket || '/' || key), '{}') as keys from stored_files`;
  const missing = await countMissingObjects(s3, allRows?.keys ?? []);
  if (missing > 0) notes.push(`${missing} upload rows without their S3 object`);
  return notes.join('; ');
}

/**
 * How many of the object keys the store does not have, asked one HEAD at a time per worker (s3rver's listing
 * fails with an internal error once a bucket holds more than one page of 1 000 keys).
 */
async function countMissingObjects(
  s3: { endpoint: string; bucket: string },
  keys: string[],
): Promise<number> {
  let missing = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] ?? '';
      const url = `${s3.endpoint}/${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
      const response = await fetch(url, { method: 'HEAD' });
      if (response.status !== 200) missing += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return missing;
}
