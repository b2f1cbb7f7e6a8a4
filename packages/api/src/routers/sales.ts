import { saleIdInput, salesListInput, salesSettingsInput } from '@afilia/validators';
import { listSales } from '../services/sales/list-sales';
import { refundSale } from '../services/sales/refund-sale';
import { getSaleDetail } from '../services/sales/sale-detail';
import { salesFilterOptions } from '../services/sales/sales-filter-options';
import { getSalesSettings, saveSalesSettings } from '../services/sales/sales-settings';
import { capabilityProcedure, router } from '../trpc';
import { producerAccounts } from './context-deps';

/** 'Vendas': a producer's own sales, an admin's every sale. */
const salesProcedure = capabilityProcedure('sales.manage');
const settingsProcedure = capabilityProcedure('sales.settings');

export const salesRouter = router({
  list: salesProcedure.input(salesListInput).query(({ ctx, input }) => listSales(ctx.db, ctx.actor, input)),
  filterOptions: salesProcedure.query(({ ctx }) => salesFilterOptions(ctx.db, ctx.actor)),
  get: salesProcedure
    .input(saleIdInput)
    .query(({ ctx, input }) => getSaleDetail(ctx.db, ctx.actor, input.saleId)),
  refund: salesProcedure.input(saleIdInput).mutation(({ ctx, input }) =>
    refundSale(
      {
        db: ctx.db,
        payments: ctx.payments,
        accounts: producerAccounts(ctx),
        mail: ctx.mail,
        appUrl: ctx.config.appUrl,
      },
      ctx.actor,
      input.saleId,
    ),
  ),
  settings: settingsProcedure.query(({ ctx }) => getSalesSettings(ctx.db, ctx.actor.id)),
  saveSettings: settingsProcedure
    .input(salesSettingsInput)
    .mutation(({ ctx, input }) => saveSalesSettings(ctx.db, ctx.actor.id, input)),
});
