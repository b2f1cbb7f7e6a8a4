import { and, commissions, count, type DbOrTx, desc, eq, profiles, sales, sql } from '@afilia/db';
import { COMMISSION_STATUSES, type CommissionStatus, type commissionsListInput } from '@afilia/validators';
import type { z } from 'zod';
import { resellerDebts } from '../ledger/commission-balances';
import { pageWindow } from '../list/page-window';
import type { CommissionsListResult } from './sale-dto';

/**
 * 'Minhas Comissões': the reseller's own commission and adjustment rows, newest first, with totals per status
 * over all of them (an adjustment counts, negative, in the status it carries). The buyer's identity never
 * leaves the producer's side: no email, document or phone is selected.
 */
export async function listCommissions(
  db: DbOrTx,
  actor: { id: string },
  input: z.output<typeof commissionsListInput>,
): Promise<CommissionsListResult> {
  const grouped = await db
    .select({
      status: commissions.status,
      n: count(),
      cents: sql<number>`coalesce(sum(${commissions.amountCents}), 0)`.mapWith(Number),
    })
    .from(commissions)
    .where(eq(commissions.resellerId, actor.id))
    .groupBy(commissions.status);
  const byStatus = Object.fromEntries(
    COMMISSION_STATUSES.map((status) => [status, { n: 0, cents: 0 }]),
  ) as Record<CommissionStatus, { n: number; cents: number }>;
  for (const { status, n, cents } of grouped) byStatus[status] = { n, cents };

  const total = input.status
    ? byStatus[input.status].n
    : COMMISSION_STATUSES.reduce((sum, status) => sum + byStatus[status].n, 0);
  const { page, offset } = pageWindow(total, input.page, input.pageSize);
  const items = await db
    .select({
      id: commissions.id,
      saleId: commissions.saleId,
      orderCode: sales.orderCode,
      createdAt: commissions.createdAt,
      productTitle: sales.productTitle,
      productCode: sales.productCode,
      producerName: profiles.fullName,
      saleAmountCents: sales.amountCents,
      saleStatus: sales.status,
      kind: commissions.kind,
      amountCents: commissions.amountCents,
      status: commissions.status,
      availableAt: commissions.availableAt,
      paidAt: commissions.paidAt,
      cancelledAt: commissions.cancelledAt,
    })
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.saleId))
    .leftJoin(profiles, eq(profiles.id, commissions.producerId))
    .where(
      and(
        eq(commissions.resellerId, actor.id),
        input.status ? eq(commissions.status, input.status) : undefined,
      ),
    )
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(input.pageSize)
    .offset(offset);

  return {
    items,
    total,
    page,
    pageSize: input.pageSize,
    totals: {
      pendingCents: byStatus.pending.cents,
      availableCents: byStatus.available.cents,
      paidCents: byStatus.paid.cents,
      cancelledCents: byStatus.cancelled.cents,
    },
    debts: await resellerDebts(db, actor.id),
  };
}
