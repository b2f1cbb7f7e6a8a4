import { and, commissions, type DbOrTx, eq, profiles, sales, saleTrafficSourceColumns } from '@afilia/db';
import { AppError } from '../../errors';
import { producerNetCents } from '../ledger/figures/sale-split';
import { type SalesActor, saleInReach } from './sale-access';
import type { SaleDetail } from './sale-dto';
import { commissionOfSale, resellerOfSale, saleRowColumns, toSaleRow } from './sale-row';

/** 'Detalhes' of a sale in the actor's reach; any other id answers 404 `sales.notFound`. */
export async function getSaleDetail(db: DbOrTx, actor: SalesActor, saleId: string): Promise<SaleDetail> {
  const [record] = await db
    .select({
      ...saleRowColumns,
      buyerDocument: sales.buyerDocument,
      buyerPhone: sales.buyerPhone,
      cardBrand: sales.cardBrand,
      cardLast4: sales.cardLast4,
      priceCents: sales.priceCents,
      commissionType: sales.commissionType,
      commissionValue: sales.commissionValue,
      commissionRecurring: sales.commissionRecurring,
      platformFeeCents: sales.platformFeeCents,
      installmentFeeCents: sales.installmentFeeCents,
      failureCode: sales.failureCode,
      reversedAt: sales.reversedAt,
      subscriptionId: sales.subscriptionId,
      ...saleTrafficSourceColumns,
    })
    .from(sales)
    .leftJoin(profiles, resellerOfSale)
    .leftJoin(commissions, commissionOfSale)
    .where(saleInReach(actor, saleId));
  if (!record) throw new AppError('errors.sales.notFound');

  const [adjustment] = await db
    .select({ amountCents: commissions.amountCents })
    .from(commissions)
    .where(and(eq(commissions.saleId, record.id), eq(commissions.kind, 'adjustment')));
  const commission =
    record.commissionCents !== null && record.commissionStatus !== 'cancelled' ? record.commissionCents : 0;
  // The row mapping passes the detail's own columns through unchanged.
  return {
    ...toSaleRow(record),
    netCents: record.status === 'paid' ? producerNetCents(record, commission) : 0,
    adjustmentCents: adjustment?.amountCents ?? null,
  };
}
