import { and, type Bind, commissions, inArray, inline, type SQL, sales, sql } from '@afilia/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A window of instants: from `start` (inclusive) to `end` (exclusive); null leaves that side open. */
export interface FigureWindow {
  start: Date | null;
  end: Date | null;
}

/** `column` falls in the window (instants as ISO text with a cast: the driver cannot type a bare Date in SQL). */
export function inWindow(
  column: AnyPgColumn | SQL,
  window: FigureWindow,
  bind: Bind = inline,
): SQL | undefined {
  return and(
    window.start
      ? sql`${column} >= ${bind('windowStart', window.start.toISOString())}::timestamptz`
      : undefined,
    window.end ? sql`${column} < ${bind('windowEnd', window.end.toISOString())}::timestamptz` : undefined,
  );
}

/**
 * When a sale was reversed: reverseSale always writes reversed_at; a reversed row without it (older data) is
 * dated by its payment.
 */
const reversedAt = sql`coalesce(${sales.reversedAt}, ${sales.paidAt})`;
const reversed = inArray(sales.status, ['refunded', 'chargeback']);

/** The sale was paid in the window (whatever became of it later). */
export function paidInWindow(window: FigureWindow): SQL | undefined {
  return and(sql`${sales.paidAt} is not null`, inWindow(sales.paidAt, window));
}

/** The sale was refunded or charged back in the window. */
export function reversedInWindow(window: FigureWindow): SQL | undefined {
  return and(reversed, inWindow(reversedAt, window));
}

const sumIf = (value: AnyPgColumn, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
const countIf = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The period figures (definitions.ts) summed straight from sales rows, for lists that filter sales in ways the
 * day ledgers do not keep (a search, a status): select it from `sales` left-joined with the sale's commission
 * (kind 'commission'), over the rows paid or reversed in the window. A reversal takes the sale's commission
 * back, as reverseSale does in the ledger.
 */
export function saleFiguresSelection(window: FigureWindow) {
  const paid = paidInWindow(window);
  const back = reversedInWindow(window);
  const refunded = and(back, sql`${sales.status} = 'refunded'`);
  const chargeback = and(back, sql`${sales.status} = 'chargeback'`);
  return {
    paidCount: countIf(paid),
    paidCents: sumIf(sales.amountCents, paid),
    reversedCount: countIf(back),
    refundedCents: sumIf(sales.amountCents, refunded),
    chargebackCents: sumIf(sales.amountCents, chargeback),
    commissionPaidCents: sumIf(commissions.amountCents, paid),
    commissionReversedCents: sumIf(commissions.amountCents, back),
  };
}

/** The rows saleFiguresSelection needs: paid or reversed in the window. */
export function movedInWindow(window: FigureWindow): SQL | undefined {
  return sql`(${paidInWindow(window)} or ${reversedInWindow(window)})`;
}
