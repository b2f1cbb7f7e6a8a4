import { type DbOrTx, rawRows, sql } from '@afilia/db';
import {
  monthStart,
  PAYMENT_ENTRY_KINDS,
  PAYMENT_HISTORY_PAGE_SIZE,
  type paymentHistoryInput,
  previousMonthStart,
} from '@afilia/validators';
import { z } from 'zod';
import type { Actor } from '../auth/resolve-actor';
import type { PaymentHistoryPage } from './history-entry';
import { type HistoryFilter, historySources } from './history-sources';

type Input = z.output<typeof paymentHistoryInput>;

/** Entries counted at most; beyond it the screen says 'mais de' and pages on while pages are full. */
export const COUNT_CAP = 10_000;

export function historySide(actor: Pick<Actor, 'role'>): 'producer' | 'reseller' {
  return actor.role === 'reseller' ? 'reseller' : 'producer';
}

function periodFilter(period: Input['period'], now: Date): Pick<HistoryFilter, 'from' | 'to'> {
  if (period === 'month') return { from: monthStart(now), to: null };
  if (period === 'lastMonth') return { from: previousMonthStart(now), to: monthStart(now) };
  return { from: null, to: null };
}

const rowSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_ENTRY_KINDS),
  direction: z.enum(['received', 'sent']),
  occurred_at: z.coerce.date(),
  description: z.string(),
  method: z.string(),
  amount_cents: z.coerce.number().int(),
  status: z.string(),
  reference: z.string().nullable(),
});
const countSchema = z.object({ total: z.coerce.number().int() });

/**
 * The Payments screen's history: the user's own money in and out from the ledger (sales, commissions paid by
 * split, payouts, plan charges), newest first, one page at a time. The sources are drizzle queries with the
 * same row shape, joined with UNION ALL.
 */
export async function listPaymentHistory(
  db: DbOrTx,
  actor: Pick<Actor, 'id' | 'role'>,
  input: Input,
  now = new Date(),
): Promise<PaymentHistoryPage> {
  const filter: HistoryFilter = { status: input.status, ...periodFilter(input.period, now) };
  const sources = historySources(db, actor.id, historySide(actor), input.tab, filter);
  const pageSize = PAYMENT_HISTORY_PAGE_SIZE;
  const offset = (input.page - 1) * pageSize;
  // Each source is cut to its own newest `offset + pageSize` rows (read in its index order) before they are
  // merged, so a page never sorts a producer's whole ledger; the count stops at COUNT_CAP rows per source.
  const newest = (limit: number) =>
    sql.join(
      sources.map((source) => sql`(${source} order by occurred_at desc, id desc limit ${limit})`),
      sql` union all `,
    );
  const [page, counted] = await Promise.all([
    db.execute(
      sql`select * from (${newest(offset + pageSize)}) as history order by occurred_at desc, id desc limit ${pageSize} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as total from (${newest(COUNT_CAP + 1)}) as capped`),
  ]);
  const items = rawRows(page).map((raw) => {
    const row = rowSchema.parse(raw);
    return {
      id: row.id,
      kind: row.kind,
      direction: row.direction,
      occurredAt: row.occurred_at,
      description: row.description,
      method: row.method,
      amountCents: row.amount_cents,
      status: row.status,
      reference: row.reference,
    };
  });
  const countedRows = countSchema.parse(rawRows(counted)[0] ?? { total: 0 }).total;
  return {
    items,
    total: Math.min(countedRows, COUNT_CAP),
    totalCapped: countedRows > COUNT_CAP,
    page: input.page,
    pageSize,
  };
}
