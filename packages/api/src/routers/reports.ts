import { reportPeriodInput } from '@afilia/validators';
import { reportAccess } from '../services/reports/report-access';
import { reportProducers } from '../services/reports/report-producers';
import { runReport } from '../services/reports/run-report';
import { capabilityProcedure, router } from '../trpc';

/** Relatórios: every role's own figures; an admin's reach is the platform (with a producer filter). */
const reportsProcedure = capabilityProcedure('reports.view');
const sellersProcedure = capabilityProcedure('reports.sellers');
const platformProcedure = capabilityProcedure('reports.platform');

export const reportsRouter = router({
  access: reportsProcedure.query(({ ctx }) => reportAccess(ctx.db, ctx.actor)),
  producers: platformProcedure.query(({ ctx }) => reportProducers(ctx.db)),
  sales: reportsProcedure
    .input(reportPeriodInput)
    .query(({ ctx, input }) => runReport(ctx.db, 'sales', { actor: ctx.actor, scope: ctx.scope, input })),
  sellers: sellersProcedure
    .input(reportPeriodInput)
    .query(({ ctx, input }) => runReport(ctx.db, 'sellers', { actor: ctx.actor, scope: ctx.scope, input })),
  products: reportsProcedure
    .input(reportPeriodInput)
    .query(({ ctx, input }) => runReport(ctx.db, 'products', { actor: ctx.actor, scope: ctx.scope, input })),
});
